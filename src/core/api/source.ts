/**
 * A source: content an element loads besides (or instead of) a listing, declared once (the people
 * hub's organisation tree, a quiz's questions): its content API calls, made at once through the
 * page's cache (`cache.ts`, `loadSource`), and what it takes from their parsed answers. A hub
 * declares its sources; the engine loads them.
 */
import type { PageSettings } from '../settings.js';
import type { ApiSettings } from './client.js';
import type { Endpoint } from './endpoint.js';

/** What a source's answers are read with: the call's settings and who asks. */
export type CacheSettings = ApiSettings & Pick<PageSettings, 'userId'>;

export interface Source<T> {
  calls: Readonly<Record<string, Endpoint<unknown>>>;
  select: (answers: Readonly<Record<string, unknown>>, settings: CacheSettings) => T;
}

type Answers<E> = { [K in keyof E]: E[K] extends Endpoint<infer T> ? T : never };

/** A source, typed by its calls (`select` sees each call's parsed answer under its name). */
export function declareSource<E extends Record<string, Endpoint<unknown>>, T>(
  calls: E,
  select: (answers: Answers<E>, settings: CacheSettings) => T,
): Source<T> {
  return { calls, select: select as Source<T>['select'] };
}
