/**
 * A long list in sections (the services hub's 500 cards, an A–Z index's 1,200 entries) paints its
 * first sections first: its first render shows whole sections up to `FIRST_PAINT_ITEMS` items
 * (60 index entries stand some 1,900 px tall, 60 cards far more), and the rest follow in the task
 * after that render is painted. The layout and paint of every item had doubled the time to the
 * first paint (services hub: 93 ms to the DOM, 120 more to the paint). Find-in-page and printing
 * see every item a frame later.
 */
import { startTransition, useEffect, useState } from 'react';
import { afterPaint } from '../core/tasks.js';
import type { Section } from './sections.js';

const FIRST_PAINT_ITEMS = 60;

/**
 * How many items a list in sections renders: `FIRST_PAINT_ITEMS` until its first render with items
 * is painted, then all (for good: a later change renders every item at once). `showAll` renders
 * them all at once (a visitor jumping to a section not rendered yet).
 */
export function useFirstPaintLimit(hasItems: boolean): { limit: number; showAll: () => void } {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (!hasItems || all) return;
    let live = true;
    // As a transition, React renders the rest in slices that yield to the browser (input, paint)
    // every few milliseconds, rather than in one long task: rendering the services hub's 500 cards
    // at once held the main thread for some 100 ms (Lighthouse's total blocking time 320 to 450 ms
    // on a 4× slower CPU).
    void afterPaint().then(() => live && startTransition(() => setAll(true)));
    return () => {
      live = false;
    };
  }, [hasItems, all]);
  return { limit: all ? Infinity : FIRST_PAINT_ITEMS, showAll: () => setAll(true) };
}

/** Whole sections, in order, until they hold `limit` items (the section that reaches it included). */
export function sectionsUpTo<Item>(sections: ReadonlyArray<Section<Item>>, limit: number): ReadonlyArray<Section<Item>> {
  let count = 0;
  const end = sections.findIndex((section) => (count += section.items.length) >= limit);
  return end < 0 ? sections : sections.slice(0, end + 1);
}
