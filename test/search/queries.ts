/**
 * The fixed queries of the search contract tests: for each query builder of src/core/search/, at
 * least 30 terms over the three languages, of every form a visitor types (single words, phrases,
 * prefixes, typos, Finnish and Swedish inflections, 3-character and empty terms, whole titles),
 * anonymous and logged in. The words come from the demo corpus (demo/search/documents.mjs).
 * The cases' form: `query-cases.ts`; the terms: `general-terms.ts`, `study-terms.ts`.
 */
import type { SearchBody } from '../../src/core/search/queries';
import { quickSearchQuery } from '../../src/hubs/aalto-quicksearch/search-query';
import { profilesQuery } from '../../src/hubs/people-hub/search-query';
import { eventsQuery } from '../../src/hubs/events-listing/search-query';
import { newsQuery } from '../../src/hubs/news-listing/search-query';
import { servicesQuery } from '../../src/hubs/services-hub/search-query';
import { programmesQuery, studiesQuery } from '../../src/listing/shared/studies/search-query';
import { listSearchBody } from '../../src/core/search/list-search';
import { programmes } from '../../src/hubs/programmes-search/endpoints';
import { EVENTS, NEWS, PROFILES, QUICK } from './general-terms';
import { PROGRAMMES, SERVICES, STUDIES } from './study-terms';
import type { QueryKind } from './query-cases';

export { TERM_CLASSES, type Form, type QueryCase, type QueryKind, type TermClass } from './query-cases';

/** A listing's search as `listSearch` sends it. */
const listed = (query: (term: string) => SearchBody) => (term: string) => listSearchBody(query(term));

export const QUERY_KINDS: QueryKind[] = [
  { name: 'quick search', kind: 'general', build: quickSearchQuery, cases: QUICK },
  { name: 'profiles', kind: 'profiles', build: listed(profilesQuery), cases: PROFILES },
  { name: 'events', kind: 'events', build: listed(eventsQuery), cases: EVENTS },
  { name: 'news', kind: 'news', build: listed(newsQuery), cases: NEWS },
  { name: 'services', kind: 'services', build: listed(servicesQuery), cases: SERVICES },
  { name: 'studies', kind: 'studies', build: listed(studiesQuery), cases: STUDIES },
  // Every programme is the programmes' own endpoint (its fields); a term, a list search.
  { name: 'programmes', kind: 'programmes', build: (term) => (term.trim() ? listSearchBody(programmesQuery(term)) : programmes.body), cases: PROGRAMMES },
];
