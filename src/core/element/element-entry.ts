/**
 * What the registry knows of an element: everything the loader needs to define its tag (no React,
 * nothing of a browser at import time, so node scripts can read the registry too), and what the
 * demo index and the size report show. The element's documentation is the JSDoc above its entry
 * in its own file, which the manifest is made from.
 */
import type { ElementDefinition } from './define.js';

export interface ElementEntry extends ElementDefinition {
  tag: string;
  /** Its demo page, a file of its folder (listed on the demo index, checked by axe). */
  page: string;
  /** Its name on the demo index and in the size report. */
  title: string;
  /** More demo pages of it (another setting, legacy markup), linked from the index beside the main one. */
  variants?: ReadonlyArray<{ page: string; title: string }>;
  /** The budget of all JS a page with this one element loads (gzip KB), checked by `npm run size`. */
  budgetKB: number;
  /**
   * Chunks the element loads on demand besides those its chunk imports (the engine's
   * `server-query`, a search-service listing's `search` and query), counted in its page weight by
   * `npm run size`.
   */
  onDemand?: readonly string[];
  /** It calls no content API or search service (the hostile-answer tests have nothing to break). */
  offline?: boolean;
  /** Runs in the loader once the page is parsed: markup of older pages that the element takes over. */
  documentReady?: (document: Document) => void;
}

/** The attributes every card hub has besides the page settings (their docs are in the manifest plugin). */
export const CARD_LISTING_ATTRIBUTES = ['index-prefix', 'link-target', 'heading-level', 'param-prefix'] as const;

/** A card hub's entry: the card listing attributes and the listing page budget. */
export function cardListingEntry(entry: Omit<ElementEntry, 'attributes' | 'budgetKB'> & { budgetKB?: number }): ElementEntry {
  // A card listing: the engine (its labels for cells and facts, its keyed cache, the address read
  // after hydration), the failed state, registered languages and the licence notices.
  return { attributes: CARD_LISTING_ATTRIBUTES, budgetKB: 90, ...entry };
}
