/**
 * Every content API call of spec §7 / contract §5, typed: its path and the parser of its `data`.
 * This module holds the calls of hubs without a module of their own and re-exports the others;
 * elements import from the family module (course-endpoints, events-news-endpoints, ...) so their
 * chunks hold only the parsers they need.
 */
import { endpoint, list, meta } from './endpoint.js';
import { languageTipSchema, quizQuestionSchema, selfStudyMaterialSchema, teachingMaterialSchema } from '../entities/misc.js';

export * from './endpoint.js';
export * from './course-endpoints.js';
export * from './events-news-endpoints.js';
export * from './media-endpoints.js';
export * from './into-endpoints.js';
export * from './minor-endpoints.js';
export * from './suggestion-endpoints.js';
export * from './datahub-endpoints.js';
export * from './index-endpoints.js';
export * from './services-endpoints.js';
export * from './people-endpoints.js';

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
