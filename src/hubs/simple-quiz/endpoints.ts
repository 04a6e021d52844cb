/** The simple quiz's call (docs/api.md, `simple-quiz`): pages, goals, options. */
import { endpoint, list } from '../../core/api/endpoint.js';
import { text } from '../../core/entities/fields.js';
import { quizGoalSchema, quizOptionSchema, quizPageSchema } from './entities.js';

export const simpleQuiz = /*#__PURE__*/ endpoint('simple-quiz', {
  title: text,
  intro: text,
  pages: list(quizPageSchema),
  goals: list(quizGoalSchema),
  options: list(quizOptionSchema),
});
