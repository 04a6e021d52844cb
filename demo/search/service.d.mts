/** The demo search service (service.mjs): one search request in, its status and body out. */
export const DEMO_TOKEN: string;
export const INDEX_PREFIXES: string[];
export const MAX_CLAUSES: number;
export const MAX_TERMS: number;
export const MAX_DEPTH: number;
export const SEARCH_BUDGET_MS: number;
export function handleSearch(
  indexList: string,
  rawBody: string,
  authorization?: string,
  options?: { budgetMs?: number },
): { status: number; body: Record<string, unknown> };
export function warmUp(): void;
/** The indexes a request names, or the answer that refuses it (the demo server's forwarding checks with it too). */
export function checkIndices(
  indexList: string,
  authorization?: string,
): { indices: { name: string; type: string; language: string }[] } | { status: number; body: Record<string, unknown> };
