/** The language tips' content API call. */
import { endpoint, list, meta } from '../../core/api/endpoint.js';
import { languageTipSchema } from './entities.js';

export const languageTips = /*#__PURE__*/ endpoint('language_tips', { language_tips: list(languageTipSchema), meta });
