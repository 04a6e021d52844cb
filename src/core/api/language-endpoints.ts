/** Content API calls of the language learning listings (docs/api.md); each quiz's is in a module of its own. */
import { endpoint, list, meta } from './endpoint.js';
import { languageTipSchema, selfStudyMaterialSchema, teachingMaterialSchema } from '../entities/language.js';

export const selfStudyMaterials = /*#__PURE__*/ endpoint('self_study_materials/list', { materials: list(selfStudyMaterialSchema), meta });
export const teachingMaterials = /*#__PURE__*/ endpoint('teaching_materials/list', { materials: list(teachingMaterialSchema), meta });
export const languageTips = /*#__PURE__*/ endpoint('language_tips', { language_tips: list(languageTipSchema), meta });
