/**
 * Every content API call of spec §7 / contract §5, typed: its path and the parser of its `data`.
 * This module holds the calls of hubs without a module of their own and re-exports the others;
 * elements import from the family module (course-endpoints, events-news-endpoints, ...) so their
 * chunks hold only the parsers they need.
 */
import { choice, endpoint, indexEntry, list, meta } from './endpoint.js';
import { textList } from '../entities/fields.js';
import { organisationSchema, profileSchema } from '../entities/people.js';
import { photoSchema } from '../entities/media.js';
import { serviceCategorySchema, serviceIndexPageSchema, serviceSchema } from '../entities/services.js';
import { languageTipSchema, quizQuestionSchema, selfStudyMaterialSchema, teachingMaterialSchema } from '../entities/misc.js';

export * from './endpoint.js';
export * from './course-endpoints.js';
export * from './events-news-endpoints.js';
export * from './media-endpoints.js';
export * from './into-endpoints.js';
export * from './minor-endpoints.js';
export * from './suggestion-endpoints.js';
export * from './datahub-endpoints.js';

export const serviceCategories = /*#__PURE__*/ endpoint('services/categories', {
    categories: list(serviceCategorySchema),
    target_groups: list(choice),
    topics: list(choice),
    service_providers: list(choice),
    meta,
  });
export const services = /*#__PURE__*/ endpoint('services/services', { services: list(serviceSchema) });
export const serviceIndexPages = /*#__PURE__*/ endpoint('services/index_pages', { index_pages: list(serviceIndexPageSchema) });
export const peopleOrganisations = /*#__PURE__*/ endpoint('people_hub/organisations', { organisations: list(organisationSchema), main_levels: textList });
export const peopleProfiles = /*#__PURE__*/ endpoint('people_hub/profiles', { profiles: list(profileSchema), photos: list(photoSchema) });
export const siteIndex = /*#__PURE__*/ endpoint('index_list', { index: list(indexEntry) });
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
