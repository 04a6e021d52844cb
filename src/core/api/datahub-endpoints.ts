/** The data hub's content API calls (docs/api.md, `datahub/data_sources`): data sources and research programs. */
import { dataSourceSchema, researchProgramSchema } from '../entities/datahub.js';
import { endpoint, list, meta } from './endpoint.js';

export const dataSources = /*#__PURE__*/ endpoint('datahub/data_sources', { dataSources: list(dataSourceSchema), meta });
export const researchPrograms = /*#__PURE__*/ endpoint('datahub/research_programs', { researchPrograms: list(researchProgramSchema), meta });
