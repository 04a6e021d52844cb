/**
 * A search service hit (docs/api.md, 'The search service'): every field arrives as an array; the model takes the first
 * value of the single-valued ones.
 */
import { parseDate } from '../../core/dates.js';
import { safeUrl } from '../../core/links.js';
import { fields, rawList, reshaped, textList, titledLinks, type Parsed } from '../../core/entities/fields.js';

export const searchHitSchema = reshaped(
  fields({
    title: textList,
    url: textList,
    type: textList,
    published_at: textList,
    is_into_content: rawList,
    parent_programme: textList,
    // Raw lists: links and titles pair by position, so neither may drop an entry before pairing.
    kb_external_links: rawList,
    kb_external_links_title: rawList,
  }),
  (hit) => ({
    title: hit.title[0] ?? '',
    url: safeUrl(hit.url[0]),
    rawUrl: hit.url[0] ?? '',
    type: hit.type[0] ?? '',
    publishedAt: parseDate(hit.published_at[0]),
    isIntoContent: hit.is_into_content.some((x) => x === true || x === 1 || x === '1' || x === 'true'),
    parentProgramme: hit.parent_programme[0] ?? null,
    externalLinks: titledLinks(hit.kb_external_links, hit.kb_external_links_title),
  }),
);
export type SearchHit = Parsed<typeof searchHitSchema>;
