/** The embedded search service's query engine (engine.mjs): the query DSL over a set of documents. */
export interface EngineHit {
  _index: string;
  _id: string;
  _score: number | null;
  _source: Record<string, unknown>;
  sort?: unknown[];
}
export class Corpus {
  /** docs: each with `_id` and `_index`; language: their indexes' (it picks the analysers). */
  constructor(docs: Array<Record<string, unknown> & { _id: string; _index?: string }>, language?: string);
  search(body: unknown, options?: { now?: number; deadline?: number }): { hits: { total: { value: number; relation: string }; hits: EngineHit[] } };
}
/** A date as the templates' date field reads it, to milliseconds; null when malformed. */
export function dateValue(value: unknown): number | null;
export class UnsupportedQuery extends Error {
  clause: string;
}
export class SearchTimeout extends Error {}
export function sortKeys(sort: unknown): Array<{ field: string; order: 'asc' | 'desc' }>;
export function compareSorts(keys: Array<{ order: string }>): (a: unknown[], b: unknown[]) => number;
