/** Content API calls of the language learning hubs and quizzes (spec §7). */
import { endpoint, list, meta } from './endpoint.js';
import { languageTipSchema, quizGoalSchema, quizOptionSchema, quizPageSchema, quizQuestionSchema, selfStudyMaterialSchema, teachingMaterialSchema } from '../entities/language.js';
import { text } from '../entities/fields.js';

export const selfStudyMaterials = /*#__PURE__*/ endpoint('self_study_materials/list', { materials: list(selfStudyMaterialSchema), meta });
export const teachingMaterials = /*#__PURE__*/ endpoint('teaching_materials/list', { materials: list(teachingMaterialSchema), meta });
export const quizQuestions = /*#__PURE__*/ endpoint('quiz-questions', {
    terms: meta,
    questions: list(quizQuestionSchema),
    results: meta,
    texts: meta,
  });
export const simpleQuiz = /*#__PURE__*/ endpoint('simple-quiz', { title: text, intro: text, pages: list(quizPageSchema), goals: list(quizGoalSchema), options: list(quizOptionSchema) });
export const languageTips = /*#__PURE__*/ endpoint('language_tips', { language_tips: list(languageTipSchema), meta });
