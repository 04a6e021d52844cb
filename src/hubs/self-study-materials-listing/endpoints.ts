/** The self-study materials' content API call. */
import { endpoint, list, meta } from '../../core/api/endpoint.js';
import { selfStudyMaterialSchema } from './entities.js';

export const selfStudyMaterials = /*#__PURE__*/ endpoint('self_study_materials/list', { materials: list(selfStudyMaterialSchema), meta });
