/**
 * A hub's source: the calls it loads from, the calls made once their answers are in, what it
 * selects from the answers, and the query parameters a server may take. Part of the hub spec
 * (`hub-spec.ts`), with no React.
 */
import type { ApiParams } from '../core/api/client.js';
import type { Endpoint } from '../core/api/endpoint.js';
import type { ServerChoice } from '../core/entities/fields.js';
import type { SearchEndpoint } from '../core/search/search-endpoint.js';

/** A choice as a server names it (`meta`, a categories endpoint); `parent` makes a tree. */
export type NamedChoice = ServerChoice;

/**
 * What a load selected from the responses: the items; the named choices of `server` groups by
 * group id (a categories call's); and the response's `meta`, whose labels name the values of
 * every other group that it has a key for (`HubGroup.meta`).
 */
export interface Selected<Item> {
  items: readonly Item[];
  choices?: Readonly<Record<string, readonly NamedChoice[]>>;
  meta?: unknown;
}

type Responses<E> = { [K in keyof E]: E[K] extends Endpoint<infer T> ? T : E[K] extends SearchEndpoint<infer T> ? T : never };

/** A call a hub loads from: the content API, or the search service (its hits parsed likewise). */
export type SourceCall = Endpoint<unknown> | SearchEndpoint<unknown>;

/** What a listing's query is as a server may take it: the chosen values by group id, and the term. */
export interface ServerQuery {
  selected: Readonly<Record<string, readonly string[]>>;
  search: string;
}

/**
 * Parameters a content API call takes from the listing's query (the services categories' comma
 * lists): sent with the named calls, which are made again, after a pause and latest only, when
 * they change. The engine still applies every filter and the term itself, so the results are the
 * same whether the server filters or not.
 */
export interface HubServerQuery {
  calls: readonly string[];
  params: (query: ServerQuery) => ApiParams;
}

/** A call made once the first answers are in, named by its key (the services of one category). */
export interface FollowCall {
  key: string;
  call: Endpoint<unknown>;
  params?: ApiParams;
}

/** The calls a hub makes (all at once) and what it takes from their answers. */
export interface HubSource<Item> {
  /**
   * The first is the main call, the items': when it could not load, the listing shows its failed
   * state. Any other (categories, names of choices) and any `follow` call that could not load is
   * its empty answer, so what did load still shows (each failure is reported all the same).
   */
  endpoints: Readonly<Record<string, SourceCall>>;
  /**
   * Calls that depend on the first answers, made then, a few at a time (`loadHub`), under the
   * same abort (a newer load drops them with the rest); their parsed answers reach `select` by
   * key, and are kept for the element's life (asked once, whatever the visitor's query).
   */
  follow?: (responses: Readonly<Record<string, unknown>>) => readonly FollowCall[];
  select: (responses: Readonly<Record<string, unknown>>, followed?: ReadonlyMap<string, unknown>) => Selected<Item>;
  query?: HubServerQuery;
}

/** A source, typed by its endpoints (the `select` sees each endpoint's parsed answer). */
export function source<E extends Record<string, SourceCall>, Item>(
  endpoints: E,
  select: (responses: Responses<E>, followed?: ReadonlyMap<string, unknown>) => Selected<Item>,
  query?: HubServerQuery & { calls: ReadonlyArray<keyof E & string> },
  follow?: (responses: Responses<E>) => readonly FollowCall[],
): HubSource<Item> {
  return { endpoints, select: select as HubSource<Item>['select'], ...(query && { query }), ...(follow && { follow: follow as HubSource<Item>['follow'] }) };
}
