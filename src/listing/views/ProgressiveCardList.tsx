/**
 * A list of cards whose first render with more than FIRST_PAINT_LIST_CARDS items shows that many,
 * and the rest once they are painted, as a transition (React renders it in slices that yield to
 * input and paint). For cards heavy to render, named by the definitions that declare it as their `list`:
 * the data sources' twenty cards of twelve facts each (some 900 elements) were one long task on
 * Lighthouse's slower CPU, the page's longest. After that, every change
 * renders all the cards at once, as `CardList` does.
 */
import { FIRST_PAINT_LIST_CARDS, useFirstPaintLimit } from '../first-paint.js';
import { CardList, type CardListProps } from './CardList.js';

export function ProgressiveCardList<Item>(props: CardListProps<Item>) {
  const { limit } = useFirstPaintLimit(props.items.length > FIRST_PAINT_LIST_CARDS, FIRST_PAINT_LIST_CARDS);
  // Busy until the rest is rendered: the list is not whole yet (and a test's wait for a still page waits for it).
  return <CardList {...props} limit={limit} busy={limit < props.items.length} />;
}
