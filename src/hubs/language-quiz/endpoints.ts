/** The self-assessment quiz's call (docs/api.md, `quiz-questions`): terms, questions, results, texts. */
import { endpoint, list, meta } from '../../core/api/endpoint.js';
import { quizQuestionSchema } from './entities.js';

export const quizQuestions = /*#__PURE__*/ endpoint('quiz-questions', { terms: meta, questions: list(quizQuestionSchema), results: meta, texts: meta });
