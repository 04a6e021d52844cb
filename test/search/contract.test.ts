/**
 * The search contract, proven on both engines: every query builder of src/core/search/ with a
 * fixed list of queries per index kind (test/search/queries.ts), sent through the elements' own
 * client to an OpenSearch 2.19 node seeded with the index templates and the demo corpus, and to the
 * embedded search service of the demo server:
 * - OpenSearch accepts every query (200), with the headers the client sends;
 * - the hits parse to the same items on both engines;
 * - the two rank alike: the top 10s overlap by at least 70 % on average per kind, the first hit
 *   agrees for every exact-title query, and every hit both return has the same score (the text,
 *   the quick search's flat type bonuses, recency);
 * - the quick search puts titles that hold a phrase before hubs and services that only mention it;
 * - terms with pictographs, decomposed accents, colon forms or words of two letters find something,
 *   and the same on both (their top 10s overlap by 90 % or more);
 * - a person's name typed without its accents finds that person first on both.
 * The numbers per kind are printed (docs/search.md keeps them as measured).
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer } from '../../demo/server.mjs';
import { analyser } from '../../demo/search/analysis.mjs';
import { documents } from '../../demo/search/documents.mjs';
import { DEMO_TOKEN, handleSearch } from '../../demo/search/service.mjs';
import { list } from '../../src/core/entities/fields';
import { searchHitSchema } from '../../src/hubs/aalto-quicksearch/entities';
import { programmesOf } from '../../src/listing/shared/study-search/entities';
import { hitKeys } from '../../src/core/search/list-search';
import { againMerged, compareAll, describe as explain, indicesFor, summarise, type Comparison, type Exchange, type Hit, type KindSummary } from './compare';
import { QUERY_KINDS, TERM_CLASSES, type QueryKind } from './queries';
import { forceMergedCopies, nodeReady, skipReason } from './node';

/** Each kind's parser, as its element reads a hit. */
const PARSE: Record<string, (source: unknown) => unknown> = {
  'quick search': (source) => list(searchHitSchema).compute([source]),
  programmes: (source) => programmesOf([source]),
};
const parse = (kind: QueryKind, source: unknown) => (PARSE[kind.name] ?? hitKeys)(source);

const skip = skipReason();

/** The kind whose indexes the tests search again force-merged: the quick search, whose order a visitor sees. */
const MERGED_KIND = QUERY_KINDS.find((kind) => kind.kind === 'general')!;
const MERGED = `${MERGED_KIND.name}, force-merged`;

/**
 * Hits in one order whatever the index's layout: each hit carries its sort values (its score or
 * date, then its node id and type), and hits equal in the first come by node id, then type.
 */
function tiesInOrder(exchange: Exchange): string | null {
  for (const [i, hit] of exchange.hits.entries()) {
    if (!Array.isArray(hit.sort) || hit.sort.length < 3) return `${hit._id} has no tie order (sort ${JSON.stringify(hit.sort)})`;
    const before = exchange.hits[i - 1];
    if (!before || before.sort![0] !== hit.sort[0]) continue;
    const [a, b] = [before.sort!.slice(1).map(String), hit.sort.slice(1).map(String)];
    if (a[0]! > b[0]! || (a[0] === b[0] && a[1]! > b[1]!)) return `${before._id} ${JSON.stringify(before.sort)} before ${hit._id} ${JSON.stringify(hit.sort)}`;
  }
  return null;
}

/** A name's words as the templates' `name_folded` analyser writes them: Hämäläinen and Hamalainen are `hamalainen`. */
const foldedName = (text: string) => analyser('en', 'last_name.folded')(text).map((t) => t.term);
/** The words of the names of a document of the corpus (by its id), folded. */
function nameWordsOf(language: string, id: string): string[] {
  const doc = documents(language).find((d) => d._id === id);
  return [...(doc?.first_name ?? []), ...(doc?.last_name ?? [])].flatMap((name) => foldedName(String(name)));
}

describe.skipIf(skip)('the search contract on OpenSearch 2.19 and the embedded service', () => {
  let server: Server;
  const results = new Map<string, Comparison[]>();
  const summaries: KindSummary[] = [];

  beforeAll(async () => {
    const node = await nodeReady();
    // No search budget: on a busy machine a search past it answers no hits, which is no ranking.
    server = createDemoServer({ searchEngine: 'embedded', searchBudgetMs: Infinity });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    // Every index the queries name made now, before the first request: the server runs in this
    // process, and an index made while a request waits holds its connection past the client's
    // connect timeout on a busy machine.
    for (const kind of QUERY_KINDS) for (const query of kind.cases) handleSearch(indicesFor(kind, query).join(','), '{}', `Bearer ${DEMO_TOKEN}`);
    const hosts = { embedded: `http://127.0.0.1:${(server.address() as AddressInfo).port}/search`, opensearch: node.url };
    const started = Date.now();
    for (const kind of QUERY_KINDS) {
      const rows = await compareAll(hosts, kind);
      results.set(kind.name, rows);
      summaries.push(summarise(kind.name, rows));
    }
    console.log(
      `OpenSearch node green ${((node.startMs ?? 0) / 1000).toFixed(1)} s after the setup began, seeded with ${node.documents} documents in ${((node.seedMs ?? 0) / 1000).toFixed(1)} s; ` +
        `${summaries.reduce((n, s) => n + s.queries, 0)} queries on both engines in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    // The quick search again on force-merged copies of its indexes (one segment each).
    const merging = Date.now();
    await forceMergedCopies(node.url, ['public', 'intranet']);
    const merged: Comparison[] = [];
    for (const row of results.get(MERGED_KIND.name)!) merged.push(await againMerged(node.url, MERGED_KIND, row));
    results.set(MERGED, merged);
    summaries.push(summarise(MERGED, merged));
    console.log(`force-merged copies and ${merged.length} queries on them in ${((Date.now() - merging) / 1000).toFixed(1)} s`);
    console.table(summaries);
  }, 200_000);

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

  for (const kind of QUERY_KINDS) {
    describe(kind.name, () => {
      const rows = () => results.get(kind.name) ?? [];

      it('has at least 30 queries of every form, anonymous and logged in where the kind has an intranet index', () => {
        expect(kind.cases.length).toBeGreaterThanOrEqual(30);
        const forms = new Set(kind.cases.map((c) => c.form));
        for (const form of ['word', 'phrase', 'prefix', 'typo', 'inflection', 'short', 'empty', 'title'] as const) expect(forms, form).toContain(form);
        expect(new Set(kind.cases.map((c) => c.language))).toEqual(new Set(['fi', 'sv', 'en']));
        if (['general', 'events', 'news', 'profiles'].includes(kind.kind)) expect(kind.cases.some((c) => c.userId > 0)).toBe(true);
      });

      it('OpenSearch accepts every query, sent with the client headers (ndjson, bearer token when logged in)', () => {
        expect(rows()).toHaveLength(kind.cases.length);
        for (const row of rows()) {
          const { headers } = row.opensearch;
          expect(headers['Content-Type'], row.query.term).toBe('application/x-ndjson');
          expect(headers.Accept).toBe('application/json');
          expect(headers.Authorization).toBe(row.query.userId > 0 ? 'Bearer demo-community-token' : undefined);
          expect(row.opensearch.url).toContain(`/${row.indices.join(',')}/_search`);
          expect(row.opensearch.status, `${row.query.term}: ${JSON.stringify(row.opensearch.body).slice(0, 300)}`).toBe(200);
          expect(row.embedded.status, row.query.term).toBe(200);
        }
      });

      it('the hits parse to the same items on both engines', () => {
        for (const row of rows()) {
          expect(row.opensearch.sources, row.query.term).not.toBeNull();
          expect(row.embedded.sources, row.query.term).not.toBeNull();
          // The client's sources are the hits' _source, in order, on both.
          expect(row.opensearch.sources).toEqual(row.opensearch.hits.map((h) => h._source));
          expect(row.embedded.sources).toEqual(row.embedded.hits.map((h) => h._source));
          const mine = new Map(row.embedded.hits.map((h) => [h._id, parse(kind, h._source)]));
          let shared = 0;
          for (const hit of row.opensearch.hits) {
            if (!mine.has(hit._id)) continue;
            shared += 1;
            expect(parse(kind, hit._source), `${row.query.term}: ${hit._id}`).toEqual(mine.get(hit._id));
          }
          if (row.opensearch.hits.length && row.embedded.hits.length) expect(shared, row.query.term).toBeGreaterThan(0);
        }
      });

      it('ranks as OpenSearch does: the top 10s overlap by 70 % or more on average, the first hit agrees on exact titles', () => {
        const summary = summaries.find((s) => s.kind === kind.name)!;
        const disagreements = rows()
          .filter((r) => r.overlap < 0.7 || (r.query.form === 'title' && !r.firstAgrees))
          .map(explain);
        expect(summary.meanTop10Overlap, disagreements.join('\n')).toBeGreaterThanOrEqual(0.7);
        for (const row of rows().filter((r) => r.query.form === 'title')) expect(row.firstAgrees, explain(row)).toBe(true);
      });

      it('finds a person by a name typed without its accents, first, on both engines (Hamalainen, Aberg, Mueller)', () => {
        for (const row of rows().filter((r) => r.query.form === 'unaccented')) {
          for (const [engine, exchange] of [
            ['opensearch', row.opensearch],
            ['embedded', row.embedded],
          ] as const) {
            const first = exchange.hits[0];
            expect(first, `${engine}: ${explain(row)}`).toBeDefined();
            expect(nameWordsOf(row.query.language, first!._id), `${engine}: ${explain(row)}`).toEqual(expect.arrayContaining(foldedName(row.query.term)));
          }
        }
      });

      it('scores every hit alike on both engines (to 4 decimals): text, flat type bonuses, recency by distance_feature', () => {
        for (const row of rows()) {
          const theirs = new Map(row.opensearch.hits.map((hit) => [hit._id, hit._score]));
          for (const hit of row.embedded.hits) {
            const score = theirs.get(hit._id);
            if (typeof score === 'number' && typeof hit._score === 'number') expect(hit._score, `${hit._id}: ${explain(row)}`).toBeCloseTo(score, 4);
            else if (theirs.has(hit._id)) expect(hit._score, `${hit._id}: ${explain(row)}`).toBe(score);
          }
        }
      });

      it('orders equal scores by node id, then type, on both engines: one order on every segment layout', () => {
        // Every programme (the programmes' endpoint, no term) is a list the listing sorts itself.
        for (const row of rows().filter((r) => !(kind.kind === 'programmes' && r.query.term === ''))) {
          for (const [engine, exchange] of [
            ['opensearch', row.opensearch],
            ['embedded', row.embedded],
          ] as const) {
            if (exchange.hits.length) expect(tiesInOrder(exchange), `${engine}: ${explain(row)}`).toBeNull();
          }
        }
      });

      it('finds alike on both engines what real terms hold: pictographs, decomposed accents, colon forms, words of two letters', () => {
        for (const row of rows().filter((r) => (TERM_CLASSES as string[]).includes(r.query.form))) {
          expect(row.opensearch.hits.length, explain(row)).toBeGreaterThan(0);
          expect(row.overlap, explain(row)).toBeGreaterThanOrEqual(0.9);
        }
      });
    });
  }

  describe(`${MERGED_KIND.name}: its bonuses`, () => {
    const rows = () => results.get(MERGED_KIND.name) ?? [];
    /** Whether a hit’s title holds the term as typed. */
    const titled = (hit: Hit, term: string) =>
      String((hit._source.title as string[] | undefined)?.[0] ?? '')
        .toLowerCase()
        .includes(term.toLowerCase());

    it('puts titles that hold a phrase before hubs and services that hold it only in their text, on both engines', () => {
      for (const row of rows().filter((r) => r.query.form === 'phrase' && r.query.language === 'en')) {
        for (const [engine, exchange] of [
          ['opensearch', row.opensearch],
          ['embedded', row.embedded],
        ] as const) {
          const firstTitled = exchange.hits.findIndex((hit) => titled(hit, row.query.term));
          expect(firstTitled, `${engine}: ${explain(row)}`).toBeGreaterThanOrEqual(0);
          const doorways = exchange.hits.slice(0, firstTitled).filter((hit) => ['hub', 'service'].includes(String((hit._source.type as string[])[0])));
          expect(
            doorways.map((hit) => hit._source.title),
            `${engine}: ${explain(row)}`,
          ).toEqual([]);
        }
      }
    });
  });

  describe(MERGED, () => {
    const rows = () => results.get(MERGED) ?? [];

    it('ranks on force-merged indexes as the embedded service does, ties in the same order', () => {
      expect(rows()).toHaveLength(MERGED_KIND.cases.length);
      const summary = summaries.find((s) => s.kind === MERGED)!;
      const disagreements = rows()
        .filter((r) => r.overlap < 0.7 || (r.query.form === 'title' && !r.firstAgrees))
        .map(explain);
      expect(summary.accepted).toBe(rows().length);
      expect(summary.meanTop10Overlap, disagreements.join('\n')).toBeGreaterThanOrEqual(0.7);
      for (const row of rows().filter((r) => r.query.form === 'title')) expect(row.firstAgrees, explain(row)).toBe(true);
      for (const row of rows()) if (row.opensearch.hits.length) expect(tiesInOrder(row.opensearch), explain(row)).toBeNull();
    });
  });
});
