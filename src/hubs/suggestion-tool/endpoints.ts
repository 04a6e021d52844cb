/** The general suggestion tool's settings (docs/api.md); the study options' and the data hub's tools are their listings'. */
import { guideSettingsSchema } from '../../core/entities/suggestion.js';
import { endpoint, meta } from '../../core/api/endpoint.js';

export const suggestionTool = /*#__PURE__*/ endpoint('suggestion-tool', { settings: guideSettingsSchema, meta });
