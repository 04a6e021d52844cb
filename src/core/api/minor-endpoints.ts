/**
 * The minors and programmes searches' content API calls (spec §7): `into/minors` lists the minors;
 * `programme/list` answers only the names of the programmes' filter choices (the programmes come
 * from the search service: `../search/programmes.ts`).
 */
import { minorSchema } from '../entities/minors.js';
import { optionalText, record } from '../entities/fields.js';
import { choice, endpoint, list } from './endpoint.js';

/** What `meta` names: languages, levels, target groups, themes and schools (`{id, name}`), and the curricula periods. */
export const minorsMeta = record(
  {
    languages: list(choice),
    levels: list(choice),
    targetGroups: list(choice),
    themes: list(choice),
    schools: list(choice),
    currentCurriculum: optionalText,
    previousCurriculum: optionalText,
  },
  { languages: [], levels: [], targetGroups: [], themes: [], schools: [], currentCurriculum: null, previousCurriculum: null },
);

export const minors = /*#__PURE__*/ endpoint('into/minors', { minors: list(minorSchema), meta: minorsMeta });
export const programmeList = /*#__PURE__*/ endpoint('programme/list', { meta: minorsMeta });
