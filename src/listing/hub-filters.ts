/**
 * A hub's filters as its spec declares them: the groups and where their choices come from, the
 * clock statuses (filter and badge), the date ranges, and the context their rules read. Part of
 * the hub spec (`hub-spec.ts`), with no React.
 */
import type { Instant, Period } from '../core/dates.js';
import type { Catalog, Translate } from '../core/i18n/translate.js';
import { PHASES, phaseOf, type Phase } from '../core/period-phase.js';
import type { PageSettings } from '../core/settings.js';
import { fold } from './choices.js';
import type { Span } from './types.js';

/** What rules of a hub may depend on: the page settings and one clock reading per listing. */
export interface HubContext {
  settings: PageSettings;
  now: Instant;
  loggedIn: boolean;
}

/**
 * Where a group's choices come from. Items' values match a choice regardless of case and
 * surrounding space, wherever it comes from.
 * - `known`: a vocabulary the specification fixes (a test holds every use to the specification's
 *   words): its keys that the items have, in this order; `spellings` are other texts a key
 *   arrives as (the specification's 'Double degree' for `double`); `all` offers every key, had or
 *   not (a vocabulary the contract makes addressable, such as the summer school's fields). Values
 *   outside it are still offered, after the keys, labelled as sent.
 * - `items`: the values the items have, in the language's order.
 * Where the response's `meta` names a group's values (under one of the group's `meta` keys), its
 * labels name them: an `items` group then offers meta's choices that the items have first, then
 * what else the items have; a `known` group takes a meta id that names a key as that key (a term
 * id for 'Advanced'), and offers meta's other choices after the keys.
 * - `server`: the choices the server names (`Selected.choices` under the group's id; an item's
 *   value may name one by its id or its name) that the items have (`all`: every one, as the
 *   contract has the summer school's levels; a tree's, always), optionally followed by values the
 *   items have that the server does not name, shown as sent.
 */
export type ChoiceSource =
  | { from: 'known'; values: readonly string[]; spellings?: Readonly<Partial<Record<string, readonly string[]>>>; all?: boolean }
  | { from: 'items' }
  | { from: 'server'; others?: boolean; all?: boolean };

/** One filter group, declared once: engine group, view, address parameter and card fact. */
export interface HubGroup<Item, S extends Catalog> {
  id: string;
  /** Its address parameter; the id when absent. */
  param?: string;
  /** Catalogue key of its name. */
  label: keyof S & string;
  /** `checkbox` by default; `radio` for one choice or none; `tree` for nested choices. */
  kind?: 'checkbox' | 'radio' | 'tree';
  /** Catalogue key of a radio group's 'none chosen' choice ('All curricula'). */
  allLabel?: keyof S & string;
  values: (item: Item, context: HubContext) => readonly string[];
  choices: ChoiceSource;
  /** The keys of the response's `meta` that may name its values, first found wins; its id by default. */
  meta?: readonly string[];
  /** Choices that name periods ('Autumn 2026', 'Kevät 2027') come in time order, not by their letters. */
  order?: 'period';
  /** A value's label; fixed and item values are shown as sent when absent, server ones by their name. */
  choiceLabel?: (value: string, t: Translate<S>) => string;
  /** Offered to logged-in users only. */
  loggedInOnly?: boolean;
  /** Offered as a filter (default true); a group that only sorts items into sections is not. */
  filter?: boolean;
  /**
   * A choice the element's layout offers rather than a filter (with `filter: false`: the people
   * hub's unit, from its menu), kept in the address all the same. It is read from the address
   * when the listing starts, since the layout may offer it before the items are in.
   */
  layout?: boolean;
  /** Shown among the card's facts (its label and the item's values). */
  fact?: boolean;
  /**
   * How its values appear in the address: as they are (default), by their label, or by their
   * label lowercased; an address value that names no choice is ignored.
   */
  address?: 'value' | 'label' | 'lowerLabel';
}

/**
 * A clock status (docs/api.md, 'Displayed statuses'): each rule is one predicate that serves both its filter choice and its
 * badge on the card ('Closing soon' is the same test in both places).
 */
export interface HubStatus<Item, S extends Catalog> {
  id: string;
  param?: string;
  /** Catalogue key of the filter group's name. */
  label: keyof S & string;
  rules: ReadonlyArray<{ value: string; label: keyof S & string; holds: (item: Item, now: Instant) => boolean }>;
  /** Offered as a filter (default true). */
  filter?: boolean;
  /** Shown as a badge on the card (default true). */
  badge?: boolean;
}

/** A date range filter: its two address parameters (calendar days) and each item's span. */
export interface HubRange<Item> {
  id: string;
  fromParam: string;
  toParam: string;
  span: (item: Item, context: HubContext) => Span | null;
}

/** The texts of a registration's phases, which a hub with `registrationStatus` carries in its catalogue. */
export type RegistrationStrings = Record<`registration_${Phase}`, unknown>;

/**
 * The registration status (`registration`): where the clock stands in the item's registration
 * period, open, upcoming or ended, one rule per phase labelled by the hub's `registration_<phase>`
 * text ('Registration open', …): a badge, and a filter unless `filter: false`.
 */
export function registrationStatus<Item extends { registrationPeriod: Period | null }, S extends Catalog & RegistrationStrings>(
  status: Omit<HubStatus<Item, S>, 'id' | 'rules'>,
): HubStatus<Item, S> {
  return {
    id: 'registration',
    ...status,
    rules: PHASES.map((phase) => ({
      value: phase,
      label: `registration_${phase}`,
      holds: (item: Item, now: Instant) => phaseOf(item.registrationPeriod, now) === phase,
    })),
  };
}

/**
 * A choice label for values that are keys of the hub's catalogue: a key by its text
 * (`${prefix}${key}`: 'field_art' for `art`), any other value as sent.
 */
export function keyLabel<S extends Catalog>(keys: readonly string[], prefix: string) {
  // 'Basic', ' MOOC ': a key in any case and spacing is the key.
  return (value: string, t: Translate<S>): string => {
    const key = fold(value);
    return keys.includes(key) ? t(`${prefix}${key}` as keyof S & string) : value;
  };
}
