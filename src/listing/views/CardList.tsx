import { memo, useEffect, useRef, type ReactNode } from 'react';
import { uniqueKeys } from '../keys.js';
import type { CardListProps } from '../hub-views.js';

export type { CardListProps };

/**
 * 'Show more' under a `CardList`: `showMore` notes how many cards there are, then asks for more;
 * the list given `focusFrom` moves focus to the first new card once it has them. Only this moves
 * focus: a list that grows because a filter was taken off leaves focus on that filter (WCAG 3.2.2).
 */
export function useShowMore(onShowMore: () => void, count: number) {
  const focusFrom = useRef<number | null>(null);
  const showMore = () => {
    focusFrom.current = count;
    onShowMore();
  };
  return { focusFrom, showMore };
}

const Entry = memo(function Entry({ item, render }: { item: unknown; render: (item: unknown) => ReactNode }) {
  return (
    <li className="aalto-cards__item" tabIndex={-1}>
      {render(item)}
    </li>
  );
});

/**
 * A list of cards. When 'Show more' has added cards (`focusFrom`), focus moves to the first new
 * card, so keyboard and screen reader users go on reading where the new results begin instead of
 * starting over. `renderCard` must be stable (memoised) for unchanged cards to skip rendering.
 */
export function CardList<Item>({ items, itemKey, renderCard, label, limit = Infinity, busy, focusFrom }: CardListProps<Item>) {
  const list = useRef<HTMLUListElement>(null);
  const shown = limit < items.length ? items.slice(0, limit) : items;
  // After every commit, not on the items alone: the first new card may come in a later render than
  // the one that took the new items (a `limit` still in force).
  useEffect(() => {
    const from = focusFrom?.current;
    if (from === null || from === undefined || shown.length <= from) return;
    focusFrom!.current = null;
    const entry = list.current?.children[from] as HTMLElement | undefined;
    (entry?.querySelector<HTMLElement>('a[href]') ?? entry)?.focus();
  });
  const keys = uniqueKeys(shown, itemKey);
  return (
    <ul ref={list} className="aalto-cards" aria-label={label} aria-busy={busy || undefined}>
      {shown.map((item, index) => (
        <Entry key={keys[index]} item={item} render={renderCard as (item: unknown) => ReactNode} />
      ))}
    </ul>
  );
}
