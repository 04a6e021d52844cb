/** The suggestion tools' settings (docs/api.md, `studies/suggestion-tool`): the studies one drives the study options listing; the general one stands alone. */
import { guideSettingsSchema } from '../entities/suggestion.js';
import { endpoint, meta } from './endpoint.js';

export const studiesSuggestionTool = /*#__PURE__*/ endpoint('studies/suggestion-tool', { settings: guideSettingsSchema, meta });
export const suggestionTool = /*#__PURE__*/ endpoint('suggestion-tool', { settings: guideSettingsSchema, meta });
export const datahubSuggestionTool = /*#__PURE__*/ endpoint('datahub/suggestion-tool', { settings: guideSettingsSchema, meta });
