/** The study options' content API calls: the options, and the studies suggestion tool's settings, whose answers set the filters. */
import { endpoint, list, meta } from '../../core/api/endpoint.js';
import { guideSettingsSchema } from '../../core/entities/suggestion.js';
import { studyOptionSchema } from './entities.js';

export const studyOptions = /*#__PURE__*/ endpoint('studies/list', { list: list(studyOptionSchema), meta });
export const studiesSuggestionTool = /*#__PURE__*/ endpoint('studies/suggestion-tool', { settings: guideSettingsSchema, meta });
