/**
 * Every search asks the cluster for the fields its element shows, and for nothing else: a page's
 * body (kilobytes a hit) never travels to the browser. For each query builder and the parser its
 * element reads the hits with: `_source` is a list, the element reads the same from a hit cut to
 * it as from the whole document, and each field of it changes what the element reads.
 */
import { describe, expect, it } from 'vitest';
import { searchHitSchema } from '../../src/hubs/aalto-quicksearch/entities';
import { programmesOf } from '../../src/listing/shared/study-search/entities';
import { hitKeys, listSearchBody } from '../../src/core/search/list-search';
import { programmes } from '../../src/hubs/programmes-search/endpoints';
import { quickSearchQuery } from '../../src/hubs/aalto-quicksearch/search-query';
import { profilesQuery } from '../../src/hubs/people-hub/search-query';
import { eventsQuery } from '../../src/hubs/events-listing/search-query';
import { newsQuery } from '../../src/hubs/news-listing/search-query';
import { servicesQuery } from '../../src/hubs/services-hub/search-query';
import { programmesQuery, studiesQuery } from '../../src/listing/shared/studies/search-query';
import type { SearchBody } from '../../src/core/search/queries';

/** A document with every field any index holds, each with a value its parser keeps. */
const WHOLE: Record<string, unknown[]> = {
  title: ['Quantum computing'],
  url: ['/en/news/quantum-computing'],
  nid: [4242],
  type: ['news'],
  published_at: ['2026-11-20T10:00:00+02:00'],
  is_into_content: [1],
  parent_programme: ['Master’s Programme in Physics'],
  kb_external_links: ['https://www.mooc.fi/en/'],
  kb_external_links_title: ['MOOC.fi'],
  summary: ['A summary.'],
  lead_text: ['A lead.'],
  body: ['A body of some kilobytes. '.repeat(120)],
  keywords: ['quantum'],
  first_name: ['Aino'],
  last_name: ['Hämäläinen'],
  department: ['Department of Physics'],
  organisations: ['12'],
  languages: ['en'],
  level: ['master'],
  target_group: ['international'],
  theme: ['science'],
  curricula: ['2026–2028'],
  previous_curricula: ['2024–2026'],
  schools: ['SCI'],
};

const cut = (doc: Record<string, unknown>, fields: readonly string[]) => Object.fromEntries(Object.entries(doc).filter(([key]) => fields.includes(key)));

/** Each search as its element sends it (a listing's through `listSearch`), with what the element reads of a hit. */
const SEARCHES: Array<[string, SearchBody, (hit: unknown) => unknown]> = [
  ['quick search', quickSearchQuery('quantum'), (hit) => searchHitSchema.compute(hit)],
  ['quick search, no term', quickSearchQuery(''), (hit) => searchHitSchema.compute(hit)],
  ['people', listSearchBody(profilesQuery('aino')), hitKeys],
  ['events', listSearchBody(eventsQuery('quantum')), hitKeys],
  ['news', listSearchBody(newsQuery('quantum')), hitKeys],
  ['news, newest first', listSearchBody(newsQuery('')), hitKeys],
  ['study options', listSearchBody(studiesQuery('physics')), hitKeys],
  ['programmes by a term', listSearchBody(programmesQuery('physics')), hitKeys],
  ['programmes, every one', programmes.body, (hit) => programmesOf([hit])],
  // The services hub picks its services by node id alone.
  ['services', listSearchBody(servicesQuery('printing')), (hit) => (hit as { nid?: unknown[] }).nid],
];

describe('what each search asks the cluster for', () => {
  for (const [name, body, read] of SEARCHES) {
    it(`${name}: the fields its element reads, and nothing else`, () => {
      const fields = body._source;
      expect(Array.isArray(fields), 'an explicit _source list').toBe(true);
      const source = fields as string[];
      expect(read(cut(WHOLE, source))).toEqual(read(WHOLE));
      for (const field of source) {
        expect(
          read(
            cut(
              WHOLE,
              source.filter((f) => f !== field),
            ),
          ),
          `${field} is read`,
        ).not.toEqual(read(WHOLE));
      }
      expect(source).not.toContain('body');
    });
  }
});

describe('the order each ranked search asks for', () => {
  const TIE_ORDER = [{ nid: 'asc' }, { type: 'asc' }];
  it('by score, equal scores by node id, then type: one order on every layout of the index', () => {
    for (const [name, body] of SEARCHES.filter(([name]) => !name.startsWith('programmes, every') && name !== 'news, newest first')) {
      expect(body.sort, name).toEqual(['_score', ...TIE_ORDER]);
    }
  });

  it('the news without a term newest first, the same day by node id, then type', () => {
    expect(listSearchBody(newsQuery('')).sort).toEqual([{ published_at: { order: 'desc' } }, ...TIE_ORDER]);
  });
});
