import type { Server } from 'node:http';
/** The demo site's HTTP server (pages, dist/, fixture content API, search service). */
export function createDemoServer(options?: {
  /** 'embedded' (default) or 'opensearch' (SEARCH_ENGINE). */
  searchEngine?: string;
  /** The node searches go to in 'opensearch' mode (OPENSEARCH_URL, else http://127.0.0.1:9200). */
  openSearchUrl?: string;
  /** The build served under /dist/. */
  dist?: string;
  /** How long an embedded search may run before it answers `timed_out` (SEARCH_BUDGET_MS by default). */
  searchBudgetMs?: number;
  /** Index the search corpus at start (true unless DEMO_WARM_UP=0), else each index at its first search. */
  warm?: boolean;
}): Server & { searchEngine: string };
export const SESSION_COOKIE: string;
