/** The demo site's detail pages (detail.mjs). */
export interface FoundItem {
  item: Record<string, unknown>;
  /** The demo page that lists the item (its back link). */
  listing: string;
}
/** The item a site path names in a language; null when there is none. */
export function findItem(language: string, path: string): FoundItem | null;
/** The detail page of a path: its status and HTML. */
export function detailPage(options: { language: string; path: string; community: boolean; head: string }): { status: number; html: string };
