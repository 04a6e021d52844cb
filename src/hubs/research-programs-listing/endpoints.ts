/** The research programs' content API call. */
import { endpoint, list, meta } from '../../core/api/endpoint.js';
import { researchProgramSchema } from './entities.js';

export const researchPrograms = /*#__PURE__*/ endpoint('datahub/research_programs', { researchPrograms: list(researchProgramSchema), meta });
