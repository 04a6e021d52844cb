import { memo, useEffect, useRef, type ReactNode } from 'react';
import { uniqueKeys } from '../keys.js';

export interface CardListProps<Item> {
  items: readonly Item[];
  itemKey: (item: Item) => string;
  renderCard: (item: Item) => ReactNode;
  label: string;
  /** How many of the items to render for now (`ProgressiveCardList`); all when absent. */
  limit?: number;
}

const Entry = memo(function Entry({ item, render }: { item: unknown; render: (item: unknown) => ReactNode }) {
  return (
    <li className="aalto-cards__item" tabIndex={-1}>
      {render(item)}
    </li>
  );
});

/**
 * A list of cards. When it grows ('Show more'), focus moves to the first new card, so keyboard and
 * screen reader users go on reading where the new results begin instead of starting over.
 * `renderCard` must be stable (memoised) for unchanged cards to skip rendering.
 */
export function CardList<Item>({ items, itemKey, renderCard, label, limit = Infinity }: CardListProps<Item>) {
  const list = useRef<HTMLUListElement>(null);
  const previous = useRef({ first: items[0], count: items.length });
  // On the items, not on those rendered: the rest of a first page rendered after its first cards
  // is not 'Show more', and moving focus to it would scroll the page away.
  useEffect(() => {
    const { first, count } = previous.current;
    previous.current = { first: items[0], count: items.length };
    // Grown with the same first item: more of the same results, not new results.
    if (items.length > count && count > 0 && items[0] === first) {
      const entry = list.current?.children[count] as HTMLElement | undefined;
      (entry?.querySelector<HTMLElement>('a[href]') ?? entry)?.focus();
    }
  }, [items]);
  const shown = limit < items.length ? items.slice(0, limit) : items;
  const keys = uniqueKeys(shown, itemKey);
  return (
    <ul ref={list} className="aalto-cards" aria-label={label}>
      {shown.map((item, index) => (
        <Entry key={keys[index]} item={item} render={renderCard as (item: unknown) => ReactNode} />
      ))}
    </ul>
  );
}
