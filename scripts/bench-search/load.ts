// The visitors of `npm run bench:search`, each through the elements' own request path: a typist in
// the quick search (its debounce, its 3-character minimum, a newer term aborting the request in
// flight, the client and its query), a listing's visitor searching and reading. What they measure:
// each answer's time and size, the requests sent and aborted, and the CPU the processes serving
// them spent.
import { readFileSync } from 'node:fs';
import { createLatestSearch } from '../../src/core/search/latest';
import { kindSearch } from '../../src/core/search/search-kind';
import { listSearch, listSearchBody } from '../../src/core/search/list-search';
import type { SearchKind } from '../../src/core/search/indices';
import type { SearchBody } from '../../src/core/search/queries';
import type { PageSettings } from '../../src/core/settings';
import { quickSearchQuery } from '../../src/hubs/aalto-quicksearch/search-query';
import { DEBOUNCE_MS, MIN_TERM_LENGTH } from '../../src/hubs/aalto-quicksearch/use-suggestions';
import type { Language } from '../../src/core/languages';

/** One level's answers: times (ms) and sizes (bytes) of those that came, the requests sent, aborted, failed. */
export class Recorder {
  times: number[] = [];
  bytes: number[] = [];
  sent = 0;
  aborted = 0;
  failed = 0;
}

/** A seeded random source (mulberry32): the same visitors on every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The size of every answer the client reads, by its request's body (the recorders look it up). */
const answerBytes = new Map<string, number>();
const realFetch = globalThis.fetch;
/** The client's fetch, reading each answer once to know its size (as JSON, unzipped). */
globalThis.fetch = async (input, init) => {
  const response = await realFetch(input, init);
  const text = await response.text();
  answerBytes.set(String(init?.body), Buffer.byteLength(text));
  return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
};

/** The settings of an anonymous visitor's page that searches `host`. */
function pageSettings(host: string, language: Language): PageSettings {
  return { environment: 'live', language, userId: 0, searchHost: host, authenticated: false } as unknown as PageSettings;
}

/** Times a request of the client: its answer (time, size) when it came, aborted or failed otherwise. */
async function timed<T>(recorder: Recorder, body: SearchBody, signal: AbortSignal, ask: () => Promise<T | null>): Promise<T | null> {
  recorder.sent += 1;
  const started = performance.now();
  const result = await ask();
  if (signal.aborted) recorder.aborted += 1;
  else if (result === null) recorder.failed += 1;
  else {
    recorder.times.push(performance.now() - started);
    recorder.bytes.push(answerBytes.get(JSON.stringify(body)) ?? 0);
  }
  answerBytes.delete(JSON.stringify(body));
  return result;
}

export interface Typist {
  language: Language;
  /** Milliseconds between two keys: [least, most]. */
  keys: [number, number];
}

/**
 * A visitor typing terms into the quick search until `until`: a key every `keys` ms, the
 * suggestions read for 0.6 to 3 s, then the next term.
 */
export async function type(
  host: string,
  prefix: string,
  typist: Typist,
  terms: string[],
  until: number,
  recorder: Recorder,
  next: () => number,
): Promise<void> {
  const search = kindSearch(pageSettings(host, typist.language), prefix, 'general');
  const latest = createLatestSearch({
    debounceMs: DEBOUNCE_MS,
    search: (query, signal) => {
      const body = quickSearchQuery(query);
      return timed(recorder, body, signal, () => search(body, signal));
    },
    onResult: () => {},
  });
  while (performance.now() < until) {
    const term = terms[Math.floor(next() * terms.length)]!;
    let typed = '';
    for (const key of term) {
      if (performance.now() >= until) break;
      typed += key;
      // As the element does: fewer than 3 characters ask nothing (and cancel what waits).
      const query = typed.trim();
      if (query.length < MIN_TERM_LENGTH) latest.cancel();
      else latest.request(query);
      await sleep(typist.keys[0] + next() * (typist.keys[1] - typist.keys[0]));
    }
    await sleep(600 + next() * 2400);
  }
  // The last term's request leaves after the pause: its answer is this visitor's too.
  await sleep(DEBOUNCE_MS + 1000);
}

export interface ListSearch {
  name: string;
  kind: SearchKind;
  query: (term: string) => SearchBody;
  terms: string[];
}

/** A listing's visitor until `until`: a search (a term, or none), its answer read for 1 to 3 s. */
export async function list(
  host: string,
  prefix: string,
  language: Language,
  searches: ListSearch[],
  until: number,
  recorders: Map<string, Recorder>,
  next: () => number,
): Promise<void> {
  while (performance.now() < until) {
    const kind = searches[Math.floor(next() * searches.length)]!;
    const term = kind.terms[Math.floor(next() * kind.terms.length)]!;
    const recorder = recorders.get(kind.name)!;
    // The listing's own call (listSearch), timed around it; the body it sends, to find its answer's size.
    const search = listSearch(pageSettings(host, language), prefix, kind.kind, kind.query);
    const sent = JSON.stringify(listSearchBody(kind.query(term)));
    recorder.sent += 1;
    const started = performance.now();
    const keys = await search(term, new AbortController().signal);
    if (keys === null) recorder.failed += 1;
    else {
      recorder.times.push(performance.now() - started);
      recorder.bytes.push(answerBytes.get(sent) ?? 0);
    }
    answerBytes.delete(sent);
    await sleep(1000 + next() * 2000);
  }
}

/** CPU seconds a process has used (user and system), from /proc. */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The value below which a share of the sorted values lie (nearest rank). */
export function percentile(values: number[], share: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}
