/**
 * A search service hit (spec §3): every field arrives as an array; the model takes the first
 * value of the single-valued ones.
 */
import * as v from 'valibot';
import { parseDate } from '../dates.js';
import { safeUrl } from '../links.js';
import { textList } from './fields.js';

export const searchHitSchema = v.pipe(
  v.object({
    title: textList,
    url: textList,
    type: textList,
    published_at: textList,
    is_into_content: v.fallback(v.array(v.unknown()), () => []),
    parent_programme: textList,
    // Raw lists: links and titles pair by position, so neither may drop an entry before pairing.
    kb_external_links: v.fallback(v.array(v.unknown()), () => []),
    kb_external_links_title: v.fallback(v.array(v.unknown()), () => []),
  }),
  v.transform((hit) => ({
    title: hit.title[0] ?? '',
    url: safeUrl(hit.url[0]),
    rawUrl: hit.url[0] ?? '',
    type: hit.type[0] ?? '',
    publishedAt: parseDate(hit.published_at[0]),
    isIntoContent: hit.is_into_content.some((x) => x === true || x === 1 || x === '1' || x === 'true'),
    parentProgramme: hit.parent_programme[0] ?? null,
    externalLinks: hit.kb_external_links.flatMap((link, i) => {
      const url = safeUrl(link);
      const title = hit.kb_external_links_title[i];
      return url ? [{ url, title: typeof title === 'string' && title.trim() ? title : url }] : [];
    }),
  })),
);
export type SearchHit = v.InferOutput<typeof searchHitSchema>;
