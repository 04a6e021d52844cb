/** The teaching materials' content API call. */
import { endpoint, list, meta } from '../../core/api/endpoint.js';
import { teachingMaterialSchema } from './entities.js';

export const teachingMaterials = /*#__PURE__*/ endpoint('teaching_materials/list', { materials: list(teachingMaterialSchema), meta });
