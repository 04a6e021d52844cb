/**
 * A long list in sections (the services hub's 480 cards, an A–Z index's 1,200 entries) paints its
 * first sections first: its first render shows whole sections up to a number of items (60 index
 * entries stand some 1,900 px tall; 12 cards over 1,500 px on a phone, four rows of three on a
 * desktop), and the rest follow in the task after that render is painted. The layout and paint
 * of every item at once had about doubled the time to the first paint (the services hub's).
 * Find-in-page and printing see every item a frame later.
 */
import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from '../core/tasks.js';
import type { Section } from './sections.js';

/** Index entries (a line of text each) a list's first render shows at least. */
export const FIRST_PAINT_ENTRIES = 60;
/**
 * Cards a list's first render shows at least. The data's render is synchronous (a store's update
 * is never a transition), so it is one task, and it grows with the cards it renders: on a slow
 * CPU, the services hub's with 60 cards was clearly longer than with 12.
 */
export const FIRST_PAINT_CARDS = 12;
/**
 * Cards a flat list of heavy cards (`ProgressiveCardList`) shows in its first render: the six that
 * cards.css lays out at once (those after them are `content-visibility: auto`), more than a first
 * paint shows on a desktop.
 */
export const FIRST_PAINT_LIST_CARDS = 6;

/**
 * How many items a list in sections renders: `first` until its first render with items is
 * painted, then all (for good: a later change renders every item at once). `showAll` renders
 * them all at once (a visitor jumping to a section not rendered yet).
 */
export function useFirstPaintLimit(hasItems: boolean, first: number): { limit: number; showAll: () => void } {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!hasItems || all) return;
    let live = true;
    // As a transition, React renders the rest in slices that yield to the browser (input, paint)
    // every few milliseconds, rather than in one long task: rendering the services hub's 480 cards
    // at once held the main thread long enough to count in Lighthouse's total blocking time.
    void afterPaint().then(() => live && startTransition(() => setAll(true)));
    return () => {
      live = false;
    };
  }, [hasItems, all]);
  return { limit: all ? Infinity : first, showAll: () => setAll(true) };
}

/** Whole sections, in order, until they hold `limit` items (the section that reaches it included). */
export function sectionsUpTo<Item>(sections: ReadonlyArray<Section<Item>>, limit: number): ReadonlyArray<Section<Item>> {
  let count = 0;
  const end = sections.findIndex((section) => (count += section.items.length) >= limit);
  return end < 0 ? sections : sections.slice(0, end + 1);
}
