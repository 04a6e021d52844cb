/** The data hub's content API calls (docs/api.md, `datahub/data_sources`): data sources, and the data hub suggestion tool's settings. */
import { guideSettingsSchema } from '../../core/entities/suggestion.js';
import { dataSourceSchema } from './entities.js';
import { endpoint, list, meta } from '../../core/api/endpoint.js';

export const dataSources = /*#__PURE__*/ endpoint('datahub/data_sources', { dataSources: list(dataSourceSchema), meta });
export const datahubSuggestionTool = /*#__PURE__*/ endpoint('datahub/suggestion-tool', { settings: guideSettingsSchema, meta });
