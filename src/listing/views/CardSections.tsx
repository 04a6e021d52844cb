/**
 * Cards in named sections by a key (a service's categories), each under a heading, in the order
 * of the keys given (others after, as first seen); an item stands in each section of its keys.
 * Named by the definitions that declare `sections` (a chunk of its own: other listings never load it).
 */
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { canonicalValues, labelOf } from '../choices.js';
import { FIRST_PAINT_CARDS, sectionsUpTo, useFirstPaintLimit } from '../first-paint.js';
import type { HubCardSectionsProps } from '../hub.js';
import { sectionsBy } from '../sections.js';
import { CardList, useShowMore } from './CardList.js';
import { ShowMore } from './ShowMore.js';
import { headingTag, type HeadingTag } from '../../core/views/heading.js';
import { own } from '../../core/records.js';
import type { Choice } from '../types.js';

export interface CardSectionsProps<Item> {
  items: readonly Item[];
  keys: (item: Item) => readonly string[];
  /** The keys in the order their sections come. */
  order: readonly string[];
  label: (key: string) => string;
  /** The sections' heading level (the cards' titles are a level deeper). */
  level: number;
  itemKey: (item: Item) => string;
  renderCard: (item: Item) => ReactNode;
  /** 'Show more' under a section that holds cards back, and its progress ('{shown} of {count} shown'). */
  texts: { showMore: string; progress: (shown: number, count: number) => string };
}

/** The cards a section shows before its 'Show more', and how many each press adds. */
export const SECTION_CARDS = 6;

/** One section: its heading, its first cards, and 'Show more' while it holds some back. */
function Section<Item>({
  id,
  name,
  items,
  Heading,
  itemKey,
  renderCard,
  texts,
}: { id: string; name: string; items: readonly Item[]; Heading: HeadingTag } & Pick<CardSectionsProps<Item>, 'itemKey' | 'renderCard' | 'texts'>) {
  const [shown, setShown] = useState(SECTION_CARDS);
  const { focusFrom, showMore } = useShowMore(() => setShown((n) => n + SECTION_CARDS * 4), Math.min(shown, items.length));
  return (
    <section className="aalto-card-section" aria-labelledby={id}>
      <Heading id={id} className="aalto-card-section__heading">
        {name}
      </Heading>
      <CardList items={items} itemKey={itemKey} renderCard={renderCard} label={name} limit={shown} focusFrom={focusFrom} />
      {/* Its hidden context names the section: a page of several 'Show more' buttons tells them apart. */}
      {items.length > shown && <ShowMore label={texts.showMore} progress={`${name}, ${texts.progress(shown, items.length)}`} onShowMore={showMore} />}
    </section>
  );
}

export function CardSections<Item>({ items, keys, order, label, level, itemKey, renderCard, texts }: CardSectionsProps<Item>) {
  const base = useId().replace(/:/g, '');
  const sections = useMemo(() => sectionsBy(items, keys, order), [items, keys, order]);
  const Heading = headingTag(level);
  const { limit } = useFirstPaintLimit(items.length > 0, FIRST_PAINT_CARDS);
  // A section keeps what it shows while the same key stands (a filter change keeps its place).
  return sectionsUpTo(sections, limit).map((section, index) => (
    <Section
      key={section.key}
      id={`${base}-${index}`}
      name={label(section.key)}
      items={section.items}
      Heading={Heading}
      itemKey={itemKey}
      renderCard={renderCard}
      texts={texts}
    />
  ));
}

export type { HubCardSectionsProps };

const NO_CHOICES: readonly Choice[] = [];

/**
 * `CardSections` for a hub's `sections` (`hubElement`): the keys, order and names from its group.
 * Here rather than in the card hubs' element, so that hubs without sections load none of it.
 */
export function HubCardSections<Item>({ group, choices: all, context, t, ...props }: HubCardSectionsProps<Item>) {
  const choices = own(all, group.id) ?? NO_CHOICES;
  const keys = useCallback((item: Item) => canonicalValues(group.values(item, context), choices), [group, context, choices]);
  const order = useMemo(() => choices.map((c) => c.value), [choices]);
  const texts = { showMore: t('showMore'), progress: (shown: number, count: number) => t('progress', { shown, count }) };
  return <CardSections {...props} keys={keys} order={order} label={(key) => labelOf(choices, key)} texts={texts} />;
}
