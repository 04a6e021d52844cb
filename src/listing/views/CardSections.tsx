/**
 * Cards in named sections by a key (a service's categories), each under a heading, in the order
 * of the keys given (others after, as first seen); an item stands in each section of its keys.
 * Named by the definitions that declare `sections` (a chunk of its own: other listings never load it).
 */
import { useCallback, useId, useMemo, type ReactNode } from 'react';
import type { Catalog } from '../../core/i18n/translate.js';
import { canonicalValues, labelOf } from '../choices.js';
import { FIRST_PAINT_CARDS, sectionsUpTo, useFirstPaintLimit } from '../first-paint.js';
import type { HubContext, HubGroup } from '../hub.js';
import { sectionsBy } from '../sections.js';
import type { Choice } from '../types.js';
import { CardList } from './CardList.js';

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
}

export function CardSections<Item>({ items, keys, order, label, level, itemKey, renderCard }: CardSectionsProps<Item>) {
  const base = useId().replace(/:/g, '');
  const sections = useMemo(() => sectionsBy(items, keys, order), [items, keys, order]);
  const Heading = `h${Math.min(6, Math.max(2, level))}` as 'h2';
  const { limit } = useFirstPaintLimit(items.length > 0, FIRST_PAINT_CARDS);
  return sectionsUpTo(sections, limit).map((section, index) => (
    <section key={section.key} className="aalto-card-section" aria-labelledby={`${base}-${index}`}>
      <Heading id={`${base}-${index}`} className="aalto-card-section__heading">
        {label(section.key)}
      </Heading>
      <CardList items={section.items} itemKey={itemKey} renderCard={renderCard} label={label(section.key)} />
    </section>
  ));
}

export type HubCardSectionsProps<Item> = Pick<CardSectionsProps<Item>, 'items' | 'level' | 'itemKey' | 'renderCard'> & {
  /** The group whose values the sections are, with its choices (their order and names). */
  group: Pick<HubGroup<Item, Catalog>, 'values'>;
  choices: readonly Choice[];
  context: HubContext;
};

/**
 * `CardSections` for a hub's `sections` (`hubElement`): the keys, order and names from its group.
 * Here rather than in the card hubs' element, so that hubs without sections load none of it.
 */
export function HubCardSections<Item>({ group, choices, context, ...props }: HubCardSectionsProps<Item>) {
  const keys = useCallback((item: Item) => canonicalValues(group.values(item, context), choices), [group, context, choices]);
  const order = useMemo(() => choices.map((c) => c.value), [choices]);
  return <CardSections {...props} keys={keys} order={order} label={(key) => labelOf(choices, key)} />;
}
