/** Each search query builder's exact JSON (docs/search.md, 'What each element sends'). */
import { describe, expect, it } from 'vitest';
import { textClauses } from '../../src/core/search/queries';
import { programmesQuery, studiesQuery } from '../../src/listing/shared/studies/search-query';
import { profilesQuery } from '../../src/hubs/people-hub/search-query';
import { servicesQuery } from '../../src/hubs/services-hub/search-query';
import { quickSearchQuery } from '../../src/hubs/aalto-quicksearch/search-query';
import { eventsQuery } from '../../src/hubs/events-listing/search-query';
import { newsQuery } from '../../src/hubs/news-listing/search-query';

const QUICK = ['title^0.12', 'title.folded^0.12', 'summary^0.04', 'lead_text^0.02', 'body^0.01', 'keywords^0.01', 'parent_programme^0.01'];
const LIST = ['title^8', 'summary', 'lead_text', 'body', 'keywords'];

describe('query builders (exact JSON)', () => {
  it('quick search, one word: phrase prefix and fuzzy, type boosts, recency for events and news', () => {
    expect(quickSearchQuery('  robot ')).toEqual({
      size: 10,
      _source: ['title', 'url', 'type', 'published_at', 'is_into_content', 'parent_programme', 'kb_external_links', 'kb_external_links_title'],
      sort: ['_score', { nid: 'asc' }, { type: 'asc' }],
      query: {
        bool: {
          must: [
            {
              bool: {
                should: [
                  { multi_match: { query: 'robot', type: 'phrase_prefix', fields: QUICK, boost: 0.4 } },
                  { multi_match: { query: 'robot', type: 'best_fields', fields: QUICK, fuzziness: 'AUTO', prefix_length: 2, boost: 0.2 } },
                ],
                minimum_should_match: 1,
              },
            },
          ],
          should: [
            { constant_score: { filter: { term: { type: 'hub' } }, boost: 0.3 } },
            { constant_score: { filter: { term: { type: 'service' } }, boost: 0.2 } },
            {
              bool: {
                filter: [{ term: { type: 'event' } }],
                should: [{ distance_feature: { field: 'published_at', origin: 'now', pivot: '7d', boost: 0.1 } }],
              },
            },
            {
              bool: { filter: [{ term: { type: 'news' } }], should: [{ distance_feature: { field: 'published_at', origin: 'now', pivot: '7d', boost: 0.6 } }] },
            },
          ],
          filter: [],
        },
      },
    });
  });

  it('a query with whitespace requires every word and adds an exact phrase', () => {
    expect(textClauses('machine learning', QUICK)).toEqual([
      { multi_match: { query: 'machine learning', type: 'phrase_prefix', fields: QUICK, boost: 0.4 } },
      { multi_match: { query: 'machine learning', type: 'best_fields', fields: QUICK, fuzziness: 'AUTO', prefix_length: 2, operator: 'and', boost: 0.2 } },
      { multi_match: { query: 'machine learning', type: 'phrase', fields: QUICK, boost: 0.2 } },
    ]);
  });

  it('no query matches everything', () => {
    expect(quickSearchQuery('   ').query).toEqual({
      bool: {
        must: [{ match_all: {} }],
        filter: [],
        should: expect.arrayContaining([{ constant_score: { filter: { term: { type: 'hub' } }, boost: 0.3 } }]),
      },
    });
    expect(studiesQuery('')).toEqual({ size: 2000, query: { bool: { must: [{ match_all: {} }], should: [], filter: [] } } });
  });

  it('profiles: fuzziness 1, size 20000', () => {
    const body = profilesQuery('virtanen');
    expect(body.size).toBe(20000);
    expect(body.query).toEqual({
      bool: {
        must: [
          {
            bool: {
              should: [
                {
                  multi_match: {
                    query: 'virtanen',
                    type: 'phrase_prefix',
                    fields: [
                      'first_name^8',
                      'last_name^8',
                      'first_name.folded^8',
                      'last_name.folded^8',
                      'title',
                      'title.folded',
                      'department',
                      'organisations',
                    ],
                    boost: 0.4,
                  },
                },
                {
                  multi_match: {
                    query: 'virtanen',
                    type: 'best_fields',
                    fields: [
                      'first_name^8',
                      'last_name^8',
                      'first_name.folded^8',
                      'last_name.folded^8',
                      'title',
                      'title.folded',
                      'department',
                      'organisations',
                    ],
                    fuzziness: 1,
                    prefix_length: 2,
                    boost: 0.2,
                  },
                },
              ],
              minimum_should_match: 1,
            },
          },
        ],
        should: [],
        filter: [],
      },
    });
  });

  it('events: title at 8, event recency 0.1, only events, size 20000', () => {
    expect(eventsQuery('design')).toEqual({
      size: 20000,
      query: {
        bool: {
          must: [{ bool: { should: textClauses('design', LIST), minimum_should_match: 1 } }],
          should: [
            {
              bool: {
                filter: [{ term: { type: 'event' } }],
                should: [{ distance_feature: { field: 'published_at', origin: 'now', pivot: '7d', boost: 0.1 } }],
              },
            },
          ],
          filter: [{ term: { type: 'event' } }],
        },
      },
    });
  });

  it('news: newest first without a term, relevance with recency 0.6 with one', () => {
    expect(newsQuery('')).toEqual({ size: 20000, query: { bool: { filter: [{ term: { type: 'news' } }] } }, sort: [{ published_at: { order: 'desc' } }] });
    const withTerm = newsQuery('energy');
    expect(withTerm.sort).toBeUndefined();
    expect(withTerm.query).toEqual({
      bool: {
        must: [{ bool: { should: textClauses('energy', LIST), minimum_should_match: 1 } }],
        should: [
          { bool: { filter: [{ term: { type: 'news' } }], should: [{ distance_feature: { field: 'published_at', origin: 'now', pivot: '7d', boost: 0.6 } }] } },
        ],
        filter: [{ term: { type: 'news' } }],
      },
    });
  });

  it('services return only node ids', () => {
    expect(servicesQuery('printing')).toEqual({
      size: 20000,
      _source: ['nid'],
      query: {
        bool: { must: [{ bool: { should: textClauses('printing', LIST), minimum_should_match: 1 } }], should: [], filter: [{ term: { type: 'service' } }] },
      },
    });
  });

  it('studies and programmes: size 2000', () => {
    expect(studiesQuery('chemistry').size).toBe(2000);
    expect(programmesQuery('chemistry')).toEqual({
      size: 2000,
      query: { bool: { must: [{ bool: { should: textClauses('chemistry', LIST), minimum_should_match: 1 } }], should: [], filter: [] } },
    });
  });
});
