/**
 * Runs the contract queries on both engines through the elements' own search client
 * (src/core/search/client.ts: its URL, its headers, the `jwt` cookie as bearer token, its parsing
 * of the hits) and measures how they agree. The embedded engine answers through the demo server
 * (demo/search/), OpenSearch directly from the node. Every request and raw answer is recorded,
 * so a test can check the headers that went out and the ranking that came back.
 */
import { DEMO_TOKEN } from '../../demo/search/service.mjs';
import { searchHits } from '../../src/core/search/client';
import { indexNames } from '../../src/core/search/indices';
import type { QueryCase, QueryKind } from './queries';

export const TOP = 10;

export interface Hit {
  _id: string;
  _score: number | null;
  _source: Record<string, unknown>;
  sort?: unknown[];
}

export interface Exchange {
  url: string;
  headers: Record<string, string>;
  status: number;
  hits: Hit[];
  body: unknown;
  /** What the client gave its caller: the hits' sources, or null for a failure. */
  sources: unknown[] | null;
}

export interface Comparison {
  kind: string;
  query: QueryCase;
  indices: string[];
  embedded: Exchange;
  opensearch: Exchange;
  /** The shared share of the two top 10s (1 when both are empty). */
  overlap: number;
  /** The first hits are the same document, or have the same title. */
  firstAgrees: boolean;
}

/** The indexes a query names: the seeded `live` ones, or their force-merged copies (`test`). */
export function indicesFor(kind: QueryKind, query: QueryCase, environment: 'live' | 'test' = 'live'): string[] {
  return indexNames(kind.kind, { prefix: 'aalto', environment, language: query.language, userId: query.userId });
}

const realFetch = globalThis.fetch;
/** Requests in flight through the recording fetch, by URL and body. */
const recorded = new Map<string, Omit<Exchange, 'sources'>>();

/** The client's fetch, recorded: what it sent and what came back (the client reads its own copy). */
async function recordingFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await realFetch(input, init);
  const text = await response.clone().text();
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  const hits = (body as { hits?: { hits?: Hit[] } })?.hits?.hits;
  recorded.set(`${String(input)}\n${String(init?.body)}`, {
    url: String(input),
    headers: { ...(init?.headers as Record<string, string>) },
    status: response.status,
    body,
    hits: Array.isArray(hits) ? hits : [],
  });
  return response;
}

/** One search through the client, as a page with (or without) the `jwt` cookie makes it. */
/**
 * The page the client reads for that moment: its cookie, and the search host the site names in its
 * head (`<meta name="aalto-search-hosts">`), read as the client reads a document (through
 * `Document.prototype`), on a page of this machine.
 */
function pageFor(host: string, token: string | null) {
  class PageDocument {
    get cookie() {
      return token ? `jwt=${token}` : '';
    }
    get head() {
      return { querySelectorAll: () => [{ getAttribute: () => host }] };
    }
  }
  return { Document: PageDocument, document: new PageDocument(), location: new URL('http://127.0.0.1/') };
}

export async function viaClient(host: string, indices: string[], body: unknown, token: string | null): Promise<Exchange> {
  const global = globalThis as Record<string, unknown> & { fetch: typeof fetch };
  global.fetch = recordingFetch;
  // The client reads the page synchronously, before its first await: a page for that moment.
  const page = pageFor(host, token);
  Object.assign(global, page);
  const pending = searchHits(host, indices, body as never);
  for (const name of Object.keys(page)) delete global[name];
  global.fetch = realFetch;
  const sources = await pending;
  const url = `${host}/${indices.map(encodeURIComponent).join(',')}/_search`;
  const key = `${url}\n${JSON.stringify(body)}`;
  const exchange = recorded.get(key);
  recorded.delete(key);
  if (!exchange) throw new Error(`no request recorded for ${url}`);
  return { ...exchange, sources };
}

const titleOf = (hit: Hit | undefined) => {
  const title = hit?._source?.title;
  return Array.isArray(title) ? String(title[0]) : null;
};

export function overlapOf(a: Hit[], b: Hit[]): number {
  const left = a.slice(0, TOP).map((h) => h._id);
  const right = new Set(b.slice(0, TOP).map((h) => h._id));
  const most = Math.max(left.length, right.size);
  if (most === 0) return 1;
  return left.filter((id) => right.has(id)).length / most;
}

export async function compare(hosts: { embedded: string; opensearch: string }, kind: QueryKind, query: QueryCase): Promise<Comparison> {
  const indices = indicesFor(kind, query);
  const body = kind.build(query.term);
  const token = query.userId > 0 ? DEMO_TOKEN : null;
  const [embedded, opensearch] = await Promise.all([viaClient(hosts.embedded, indices, body, token), viaClient(hosts.opensearch, indices, body, token)]);
  const [a, b] = [embedded.hits[0], opensearch.hits[0]];
  return {
    kind: kind.name,
    query,
    indices,
    embedded,
    opensearch,
    overlap: overlapOf(embedded.hits, opensearch.hits),
    firstAgrees: a?._id === b?._id || (titleOf(a) !== null && titleOf(a) === titleOf(b)),
  };
}

/**
 * A comparison again, with the node's answer from the force-merged copies of its indexes (the
 * embedded service's is the same on every layout: it is one segment).
 */
export async function againMerged(node: string, kind: QueryKind, row: Comparison): Promise<Comparison> {
  const indices = indicesFor(kind, row.query, 'test');
  const opensearch = await viaClient(node, indices, kind.build(row.query.term), row.query.userId > 0 ? DEMO_TOKEN : null);
  const [a, b] = [row.embedded.hits[0], opensearch.hits[0]];
  return {
    ...row,
    indices,
    opensearch,
    overlap: overlapOf(row.embedded.hits, opensearch.hits),
    firstAgrees: a?._id === b?._id || (titleOf(a) !== null && titleOf(a) === titleOf(b)),
  };
}

/** Runs every query of a kind, a few at a time. */
export async function compareAll(hosts: { embedded: string; opensearch: string }, kind: QueryKind, parallel = 4): Promise<Comparison[]> {
  const out: Comparison[] = new Array(kind.cases.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < kind.cases.length) {
        const i = next++;
        out[i] = await compare(hosts, kind, kind.cases[i]!);
      }
    }),
  );
  return out;
}

export interface KindSummary {
  kind: string;
  queries: number;
  accepted: number;
  meanTop10Overlap: number;
  sameMatches: number;
  titleQueries: number;
  firstHitAgreements: number;
}

export function summarise(kind: string, rows: Comparison[]): KindSummary {
  const titles = rows.filter((r) => r.query.form === 'title');
  const ids = (e: Exchange) =>
    e.hits
      .map((h) => h._id)
      .sort()
      .join();
  return {
    kind,
    queries: rows.length,
    accepted: rows.filter((r) => r.opensearch.status === 200).length,
    meanTop10Overlap: Math.round((rows.reduce((sum, r) => sum + r.overlap, 0) / rows.length) * 1000) / 1000,
    sameMatches: rows.filter((r) => ids(r.embedded) === ids(r.opensearch)).length,
    titleQueries: titles.length,
    firstHitAgreements: titles.filter((r) => r.firstAgrees).length,
  };
}

/** One comparison in a few lines, for reading a disagreement. */
export function describe(row: Comparison): string {
  const top = (hits: Hit[]) =>
    hits
      .slice(0, 5)
      .map((h) => `${titleOf(h) ?? h._id}`)
      .join(' | ');
  return `${row.kind} ${row.query.language} "${row.query.term}" (${row.query.form}${row.query.userId ? ', logged in' : ''}): overlap ${Math.round(row.overlap * 100)} %, ${row.embedded.hits.length} vs ${row.opensearch.hits.length} hits\n  embedded:   ${top(row.embedded.hits)}\n  opensearch: ${top(row.opensearch.hits)}`;
}
