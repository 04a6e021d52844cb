/** Content API calls of the language learning hubs and quizzes (spec §7). */
import { endpoint, list, meta } from './endpoint.js';
import { languageTipSchema, quizQuestionSchema, selfStudyMaterialSchema, teachingMaterialSchema } from '../entities/language.js';

export const selfStudyMaterials = /*#__PURE__*/ endpoint('self_study_materials/list', { materials: list(selfStudyMaterialSchema), meta });
export const teachingMaterials = /*#__PURE__*/ endpoint('teaching_materials/list', { materials: list(teachingMaterialSchema), meta });
export const quizQuestions = /*#__PURE__*/ endpoint('quiz-questions', {
    terms: meta,
    questions: list(quizQuestionSchema),
    results: meta,
    texts: meta,
  });
export const simpleQuiz = /*#__PURE__*/ endpoint('simple-quiz', { pages: list(meta), goals: list(meta), options: list(meta) });
export const languageTips = /*#__PURE__*/ endpoint('language_tips', { language_tips: list(languageTipSchema), meta });
