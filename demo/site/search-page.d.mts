/** The demo site's search results page (search-page.mjs). */
export const RESULTS_SIZE: number;
/** The quick search's query body for a term, with `size` hits. */
export function quickSearchBody(term: string, size?: number, source?: string[]): Record<string, unknown>;
/** The indexes the quick search asks for a visitor. */
export function searchIndexes(language: string, community: boolean): string;
export function searchPage(options: {
  language: string;
  params: URLSearchParams;
  community: boolean;
  head: string;
  openSearchUrl?: string | null;
}): Promise<{ status: number; html: string }>;
