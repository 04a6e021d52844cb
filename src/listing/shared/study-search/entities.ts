/** Minors and programmes (docs/api.md, `into/minors`): a minor from the content API, a programme from the search service. */
import { safeUrl } from '../../../core/links.js';
import { fields, reshaped, text, textList, url, type Parsed } from '../../../core/entities/fields.js';

export const minorSchema = fields({
  id: text,
  name: text,
  url,
  languages: textList,
  level: textList,
  targetGroup: textList,
  theme: textList,
  curricula: textList,
  previousCurricula: textList,
  schools: textList,
});
export type Minor = Parsed<typeof minorSchema>;

/**
 * A programme as the search service's `programmes` index holds it (every field an array, docs/api.md,
 * 'The search service'): the same fields as a minor, in the index's snake_case; the id is the node id, else
 * the URL.
 */
const programmeHit = {
  nid: textList,
  title: textList,
  url: textList,
  languages: textList,
  level: textList,
  target_group: textList,
  theme: textList,
  curricula: textList,
  previous_curricula: textList,
  schools: textList,
};
/** The fields a programme is read from: all a search for the programmes asks for. */
export const programmeFields = Object.keys(programmeHit);
export const programmeHitSchema = reshaped(fields(programmeHit), (hit): Minor => {
  const url = safeUrl(hit.url[0]);
  return {
    id: hit.nid[0] ?? url ?? '',
    name: hit.title[0] ?? '',
    url,
    languages: hit.languages,
    level: hit.level,
    targetGroup: hit.target_group,
    theme: hit.theme,
    curricula: hit.curricula,
    previousCurricula: hit.previous_curricula,
    schools: hit.schools,
  };
});

/** The programmes among a search's hits; a hit that is not an object is dropped. */
export const programmesOf = (hits: readonly unknown[]): Minor[] => hits.flatMap((hit) => programmeHitSchema.compute(hit) ?? []);
