/**
 * A hub's spec: one typed object per hub, from which the listing engine's configuration, the
 * filter groups shown, their address parameters, the clock statuses (filter and badge), the
 * audience rules and the loading are all derived; what the store and the derivations read, with
 * no React. The views that render it (card, controls, list, sections, guided path, index entry)
 * are added by `hub.ts`. A hub declares what it is; nothing here names one. See
 * `docs/development.md`, 'Add an element'.
 */
import type { ApiParams } from '../core/api/client.js';
import type { Endpoint } from '../core/api/endpoint.js';
import type { Source } from '../core/api/source.js';
import type { Audience } from '../core/audience.js';
import type { AudienceStrings } from '../core/audience-strings.js';
import type { CoreStrings } from '../core/i18n/core-strings.js';
import type { ListingStrings } from './strings.js';
import type { DateRangeStrings, SortSelectStrings, TableStrings } from './control-strings.js';
import type { FacetCounter } from './facets.js';
import type { Instant, Period } from '../core/dates.js';
import { PHASES, phaseOf, type Phase } from '../core/period-phase.js';
import type { Image } from '../core/entities/media.js';
import type { ServerChoice } from '../core/entities/fields.js';
import type { GuideSettings } from '../core/entities/suggestion.js';
import type { Catalogs, Catalog, Translate } from '../core/i18n/translate.js';
import type { SearchKind } from '../core/search/indices.js';
import type { SearchBody } from '../core/search/queries.js';
import type { SearchEndpoint } from '../core/search/search-endpoint.js';
import type { PageSettings } from '../core/settings.js';
import { LANGUAGES, type Language } from '../core/languages.js';
import type { Direction, ListingState, SortKind, SortValue, Span } from './types.js';
import { fold } from './choices.js';

/** What rules of a hub may depend on: the page settings and one clock reading per listing. */
export interface HubContext {
  settings: PageSettings;
  now: Instant;
  loggedIn: boolean;
}

/** A choice as a server names it (`meta`, a categories endpoint); `parent` makes a tree. */
export type NamedChoice = ServerChoice;

/**
 * What a load selected from the responses: the items; the named choices of `server` groups by
 * group id (a categories call's); and the response's `meta`, whose labels name the values of
 * every other group that it has a key for (`HubGroup.meta`).
 */
export interface Selected<Item> {
  items: readonly Item[];
  choices?: Readonly<Record<string, readonly NamedChoice[]>>;
  meta?: unknown;
}

type Responses<E> = { [K in keyof E]: E[K] extends Endpoint<infer T> ? T : E[K] extends SearchEndpoint<infer T> ? T : never };

/** A call a hub loads from: the content API, or the search service (its hits parsed likewise). */
export type SourceCall = Endpoint<unknown> | SearchEndpoint<unknown>;

/** What a listing's query is as a server may take it: the chosen values by group id, and the term. */
export interface ServerQuery {
  selected: Readonly<Record<string, readonly string[]>>;
  search: string;
}

/**
 * Parameters a content API call takes from the listing's query (the services categories' comma
 * lists): sent with the named calls, which are made again, after a pause and latest only, when
 * they change. The engine still applies every filter and the term itself, so the results are the
 * same whether the server filters or not.
 */
export interface HubServerQuery {
  calls: readonly string[];
  params: (query: ServerQuery) => ApiParams;
}

/** A call made once the first answers are in, named by its key (the services of one category). */
export interface FollowCall {
  key: string;
  call: Endpoint<unknown>;
  params?: ApiParams;
}

/** The calls a hub makes (all at once) and what it takes from their answers. */
export interface HubSource<Item> {
  /**
   * The first is the main call, the items': when it could not load, the listing shows its failed
   * state. Any other (categories, names of choices) and any `follow` call that could not load is
   * its empty answer, so what did load still shows (each failure is reported all the same).
   */
  endpoints: Readonly<Record<string, SourceCall>>;
  /**
   * Calls that depend on the first answers, made then, a few at a time (`loadHub`), under the
   * same abort (a newer load drops them with the rest); their parsed answers reach `select` by
   * key, and are kept for the element's life (asked once, whatever the visitor's query).
   */
  follow?: (responses: Readonly<Record<string, unknown>>) => readonly FollowCall[];
  select: (responses: Readonly<Record<string, unknown>>, followed?: ReadonlyMap<string, unknown>) => Selected<Item>;
  query?: HubServerQuery;
}

/** A source, typed by its endpoints (the `select` sees each endpoint's parsed answer). */
export function source<E extends Record<string, SourceCall>, Item>(
  endpoints: E,
  select: (responses: Responses<E>, followed?: ReadonlyMap<string, unknown>) => Selected<Item>,
  query?: HubServerQuery & { calls: ReadonlyArray<keyof E & string> },
  follow?: (responses: Responses<E>) => readonly FollowCall[],
): HubSource<Item> {
  return { endpoints, select: select as HubSource<Item>['select'], ...(query && { query }), ...(follow && { follow: follow as HubSource<Item>['follow'] }) };
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

/** A sort key whose value may depend on the clock (an event's order around today). */
export interface HubSortKey<Item> {
  kind: SortKind;
  value: (item: Item, context: HubContext) => SortValue;
}

export interface HubSort<Item, K extends string, S extends Catalog> {
  keys: Record<K, HubSortKey<Item>>;
  default: { key: K; direction: Direction };
  /** Orders a visitor can choose (a 'Sort' select); none when absent. */
  choices?: ReadonlyArray<{ id: string; key: K; direction: Direction; label: keyof S & string }>;
}

export interface HubSearch<Item> {
  /** The texts the local search matches (case-insensitive substrings). */
  text: (item: Item) => ReadonlyArray<string | null | undefined>;
  /**
   * Applied as the visitor types (a filter-as-you-type box) instead of on Enter; for local searches
   * over short texts, such as an A–Z index.
   */
  live?: boolean;
  /**
   * A search-service kind answers terms; hits name items by these keys. Local search is the
   * fallback. Its query builder is an import, made with the first term beside the search client's:
   * a visitor who never searches loads neither.
   */
  remote?: { kind: SearchKind; query: () => Promise<(term: string) => SearchBody>; keys: (item: Item) => ReadonlyArray<string | null> };
}

/**
 * Every text a hub's views can use: its own, the core's and the listing's. The audience filter's
 * and the optional controls' (date range, sort select, table) are carried by the catalogues of the
 * hubs that declare them, not by every hub's: the hub-definitions test holds each hub to them.
 */
export type HubStrings<S extends Catalog> = S & CoreStrings & AudienceStrings & ListingStrings & DateRangeStrings & SortSelectStrings & TableStrings;

/** What a card view receives besides its item: everything derived, nothing to fetch. */
export interface CardContext<Item, S extends Catalog> {
  t: Translate<HubStrings<S>>;
  /** The element's language (for formats the catalogue does not hold, such as money). */
  language: Language;
  now: Instant;
  headingLevel: number;
  target: string;
  /** Labels of the statuses that hold for the item, then 'Aalto community' where it applies. */
  badges: (item: Item) => string[];
  /** The item's facts from its groups marked `fact`, as label–value rows. */
  facts: (item: Item) => Array<readonly [string, string]>;
  /** The image to show for an item's image (a media id looked up by the `image` endpoint). */
  image: (image: Image | null) => Image | null;
}

/**
 * A source the layout shows beside the listing: loaded at once, or, with `when`, once that holds
 * for the listing's state (a unit's news once its team is shown), and kept from then on.
 */
export type HubSide<T> = Source<T> & { when?: (state: Pick<ListingState<unknown>, 'loaded' | 'selected' | 'search'>) => boolean };

/** A suggestion tool over the listing: its settings' questions set the filter groups they name. */
export interface HubGuideSpec {
  source: Endpoint<{ settings: GuideSettings }>;
  /** The address parameter that keeps the path (default `guide`). */
  param?: string;
}

/** What every hub declares, whatever its layout. */
export interface HubBase<Item, K extends string = string, S extends Catalog = Catalog> {
  /** The root element's class (besides `aalto-listing`). */
  className: string;
  source: HubSource<Item>;
  /**
   * What the element's layout shows beside the listing (`declareSource`): the people hub's
   * organisation tree for its menu and a school's news and events, the services hub's index pages.
   * Loaded by the engine (`useHub`) through the page's cache, so a call the listing makes too is
   * made and parsed once; the layout reads them (`side(source)`), no view calls the content API.
   */
  sides?: Readonly<Record<string, HubSide<unknown>>>;
  /** Its own strings (with the audience's when it declares `audience`); the listing's and the core's are added. */
  strings: Catalogs<S>;
  /** Catalogue key of the empty state (its own, or a shared one such as 'noResultsFound'). */
  empty: keyof HubStrings<S> & string;
  /**
   * When a search term finds nothing: a lead text and the reasons that may explain it, shown as a
   * list (the minors' and programmes': docs/api.md, 'Messages'); the plain empty state when absent.
   */
  emptySearch?: { text: keyof S & string; reasons: ReadonlyArray<keyof S & string> };
  groups: ReadonlyArray<HubGroup<Item, S>>;
  statuses?: ReadonlyArray<HubStatus<Item, S>>;
  ranges?: ReadonlyArray<HubRange<Item>>;
  sort: HubSort<Item, K, S>;
  search: HubSearch<Item>;
  /** Items that come first in every order (promoted). */
  pinned?: (item: Item, context: HubContext) => boolean;
  /**
   * Public or community content: anonymous visitors never see community items; logged-in users get
   * the audience filter, whose texts the hub's `strings` carry (`mergeStrings(audienceStrings, …)`).
   */
  audience?: (item: Item) => Audience;
  /** Results per page ('Show more'); all at once when absent. */
  pageSize?: number;
  /**
   * Show how many results each choice would give (a choice with none is disabled): `facetCounts`
   * from `listing/facets`, named here so that only hubs with counts load it.
   */
  facets?: FacetCounter;
  /** A guided path above the listing (the study options' suggestion tool); its view is the layout's (`HubGuide`). */
  guide?: HubGuideSpec;
  /**
   * Work the cards need whatever the data (a number format's locale data, slow the first time it
   * is loaded), done while the data is on the way, in a task of its own, rather than in the render of
   * the first page.
   */
  prepareFormats?: (language: Language) => void;
  /** The item's image, when it has one (media ids are looked up). */
  image?: (item: Item) => Image | null;
  itemKey: (item: Item) => string;
}

/** What a table's columns are made with. */
export interface TableContext<S extends Catalog, Item = unknown> {
  t: Translate<HubStrings<S>>;
  target: string;
  /** The listing's clock reading, for cells that show a status ('Ongoing', 'In the past'). */
  now: Instant;
  /** An item's values in a filter group, by the labels its choices have (`valueLabelsOf`). */
  labels: (groupId: string, item: Item) => string[];
}

/**
 * A hub shown as a sortable table (`tableHubElement`), with the phone layout: a 'Sort' panel of
 * the sort choices, a 'Filters' panel applied with 'Apply', and cards with 'Show details'. Its
 * columns are its view: its element module hands them to `tableHubElement`.
 */
export interface TableHubDefinition<Item, K extends string = string, S extends Catalog = Catalog> extends HubBase<Item, K, S> {
  table: {
    /** Catalogue key of the table's caption (also the phone cards' list name). */
    caption: keyof S & string;
  };
}

/** What an A–Z index's entry view receives besides its item. */
export interface EntryContext<S extends Catalog> {
  t: Translate<HubStrings<S>>;
  language: Language;
  target: string;
}

/**
 * Two catalogues as one, per language; the second's texts win. Merged when a language is read:
 * in the build, a catalogue's texts arrive with the element's language file (i18n/packs.ts),
 * after a definition is made.
 */
export function mergeStrings<A extends Catalog, B extends Catalog>(a: Catalogs<A>, b: Catalogs<B>): Catalogs<A & B> {
  const merged = {} as Catalogs<A & B>;
  for (const language of LANGUAGES) Object.defineProperty(merged, language, { enumerable: true, get: () => ({ ...a[language], ...b[language] }) });
  return merged;
}

/** The texts of a registration's phases, which a hub with `registrationStatus` carries in its catalogue. */
export type RegistrationStrings = Record<`registration_${Phase}`, unknown>;

/**
 * The registration status (`registration`): where the clock stands in the item's registration
 * period, open, upcoming or ended, one rule per phase labelled by the hub's `registration_<phase>`
 * text ('Registration open', …): a badge, and a filter unless `filter: false`.
 */
export function registrationStatus<Item extends { registrationPeriod: Period | null }, S extends Catalog & RegistrationStrings>(status: Omit<HubStatus<Item, S>, 'id' | 'rules'>): HubStatus<Item, S> {
  return {
    id: 'registration',
    ...status,
    rules: PHASES.map((phase) => ({ value: phase, label: `registration_${phase}`, holds: (item: Item, now: Instant) => phaseOf(item.registrationPeriod, now) === phase })),
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
