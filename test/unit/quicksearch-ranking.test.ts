// @vitest-environment node
/**
 * The quick search's ranking on the embedded engine (which scores as OpenSearch does: test/search/
 * compares the two): the hub and service boosts and the recency of news and events are bonuses of a
 * fixed size, added to what the text earns, so a document whose title is the term outranks a hub
 * that only mentions the words in its body. A small corpus of realistic shape: hubs and services are
 * few among many pages, which is what made a `term` boost (boost × idf) outweigh any title.
 */
import { describe, expect, it } from 'vitest';
import { Corpus } from '../../demo/search/engine.mjs';
import { BOOST, RECENCY_PIVOT } from '../../src/core/search/queries';
import { quickSearchQuery } from '../../src/hubs/aalto-quicksearch/search-query';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const DAY = 86_400_000;
const INDEX = 'aalto_live_public_en';
const BODY = 'Our researchers share new research every week: new research on energy, new research on health, and what the new research means for teaching.';
const FILLER = 'Information, instructions and contacts for students and staff of the university, with opening hours and forms.';

let nid = 0;
function doc(type: string, title: string, body: string, publishedAt?: number, id?: string) {
  nid += 1;
  return {
    _id: id ?? `${type}-${nid}`,
    _index: INDEX,
    nid: [String(nid)],
    type: [type],
    title: [title],
    body: [body],
    ...(publishedAt && { published_at: [new Date(publishedAt).toISOString()] }),
  };
}

/** Four hubs and six services that mention 'new research' only in their bodies, the news titled so, and many pages. */
function corpus() {
  const docs = [
    ...['Explore startup funding', 'All about sustainable fashion', 'Explore game design', 'Explore sustainable energy'].map((title) =>
      doc('hub', title, BODY),
    ),
    ...['Library loans', 'Study certificates', 'Wellbeing coaching', 'Study guidance', 'Data management plan', 'Corporate card'].map((title) =>
      doc('service', title, BODY),
    ),
    doc('news', 'School of Business: new research on startup funding', FILLER, Date.parse('2025-05-25T13:00:00Z')),
    ...Array.from({ length: 300 }, (_, i) => doc('standard_page', `Page ${i} of the site`, FILLER)),
    ...Array.from({ length: 60 }, (_, i) => doc('news', `Campus news ${i}`, FILLER, NOW - i * 5 * DAY)),
  ];
  return new Corpus(docs, 'en');
}

const search = (engine: Corpus, term: string) => engine.search(quickSearchQuery(term), { now: NOW }).hits.hits;
const scoreOf = (engine: Corpus, term: string, id: string) => search(engine, term).find((hit) => hit._id === id)?._score;

describe('the quick search’s ranking', () => {
  it('puts a document titled with the term before hubs and services that only mention the words in their bodies', () => {
    const hits = search(corpus(), 'new research');
    const titles = hits.map((hit) => String((hit._source.title as string[])[0]));
    expect(titles[0]).toBe('School of Business: new research on startup funding');
    expect(hits).toHaveLength(10);
  });

  it('gives a hub and a service a bonus of their boost whatever the corpus: first among equals', () => {
    // The same text as a hub, a service and a page, among few or many other pages: the idf of a type changes, the bonus does not.
    const among = (pages: number) =>
      new Corpus(
        [
          ...['hub', 'service', 'standard_page'].map((type) => doc(type, 'Robotics at the university', FILLER, undefined, type)),
          ...Array.from({ length: pages }, (_, i) => doc('standard_page', `Page ${i}`, FILLER)),
        ],
        'en',
      );
    for (const pages of [5, 500]) {
      const engine = among(pages);
      const page = scoreOf(engine, 'robotics', 'standard_page')!;
      expect(scoreOf(engine, 'robotics', 'hub')! - page).toBeCloseTo(0.3, 5);
      expect(scoreOf(engine, 'robotics', 'service')! - page).toBeCloseTo(0.2, 5);
    }
  });

  it('adds to news the recency bonus of distance_feature: boost × pivot / (pivot + age)', () => {
    const pivot = Number.parseInt(RECENCY_PIVOT, 10) * DAY;
    const ages = [0, 7, 70];
    const engine = new Corpus(
      [
        doc('standard_page', 'Robotics at the university', FILLER, undefined, 'page'),
        ...ages.map((age) => doc('news', 'Robotics at the university', FILLER, NOW - age * DAY, `news-${age}`)),
      ],
      'en',
    );
    const page = scoreOf(engine, 'robotics', 'page')!;
    for (const age of ages) expect(scoreOf(engine, 'robotics', `news-${age}`)! - page).toBeCloseTo((BOOST.newsRecency * pivot) / (pivot + age * DAY), 5);
  });
});
