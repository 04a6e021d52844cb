/** The A–Z site index's content API call, `index_list`, and its entries. */
import { endpoint, list } from '../../core/api/endpoint.js';
import { fields, optionalText, text, textList, url } from '../../core/entities/fields.js';

export const indexEntry = fields({ title: text, url, letter: optionalText, keywords: textList });
export const siteIndex = /*#__PURE__*/ endpoint('index_list', { index: list(indexEntry) });
