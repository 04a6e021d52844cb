/**
 * A hub's spec: one typed object per hub, from which the listing engine's configuration, the
 * filter groups shown, their address parameters, the clock statuses (filter and badge), the
 * audience rules and the loading are all derived; what the store and the derivations read, with
 * no React. The views that render it (card, controls, list, sections, guided path, index entry)
 * are added by `hub.ts`. Its source (`hub-source.ts`) and its filters (`hub-filters.ts`) are
 * modules of their own; `hub.ts` re-exports all three. A hub declares what it is; nothing here
 * names one. See `docs/development.md`, 'Add an element'.
 */
import type { Endpoint, FirstLook } from '../core/api/endpoint.js';
import type { Source } from '../core/api/source.js';
import type { Audience } from '../core/audience.js';
import type { AudienceStrings } from '../core/audience-strings.js';
import type { CoreStrings } from '../core/i18n/core-strings.js';
import type { ListingStrings } from './strings.js';
import type { DateRangeStrings, SortSelectStrings, TableStrings } from './control-strings.js';
import type { FacetCounter } from './facets.js';
import type { Instant } from '../core/dates.js';
import type { Image } from '../core/entities/media.js';
import type { GuideSettings } from '../core/entities/suggestion.js';
import type { PageSettings } from '../core/settings.js';
import type { Catalogs, Catalog, Translate } from '../core/i18n/translate.js';
import type { SearchKind } from '../core/search/indices.js';
import type { SearchBody } from '../core/search/queries.js';
import { LANGUAGES, type Language } from '../core/languages.js';
import type { Direction, ListingConfig, ListingState, SortKind, SortValue } from './types.js';
import type { HubContext, HubGroup, HubRange, HubStatus } from './hub-filters.js';
import type { HubSource } from './hub-source.js';
import type { SearchCalls } from './search-service.js';
import type { FollowServerQuery } from './server-query.js';

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
  /**
   * The search service's calls (`core/search/list-search.ts`), for a hub whose items come from the
   * search service (a `searchEndpoint` source): with the hub's code, rather than imported when the
   * first load asks for them, a request more before its first paint.
   */
  searchCalls?: SearchCalls;
  /**
   * What loads the items again as the query changes (`followServerQuery`, `server-query.ts`), which a
   * hub whose calls take the query (`source.query`) names: it comes with the hub's code, not as a
   * request of its own that its first content would share the network with.
   */
  serverQuery?: FollowServerQuery;
  /**
   * How a long list's first page is found before its items are read whole (`firstPageBy`,
   * `first-page.ts`), for a hub whose items are its main call's list as sent, every one at once.
   * Named here so that other listings load none of it.
   */
  firstPage?: FirstPage<Item>;
  /** The item's image, when it has one (media ids are looked up). */
  image?: (item: Item) => Image | null;
  itemKey: (item: Item) => string;
}

/**
 * A first load's look at its main call's data before it is read whole, for that call: it may
 * `show` an answer read from part of it, which settles once that is in the store (`loadHub`).
 */
export type FirstPageLook = (call: Endpoint<unknown>, show: (answer: unknown) => Promise<unknown>) => FirstLook;

/** A hub's first look at its main list (`firstPageBy`); null when its first page needs every item. */
export type FirstPage<Item> = (hub: {
  def: {
    groups: ReadonlyArray<{ id: string; param?: string }>;
    statuses?: ReadonlyArray<{ id: string; param?: string }>;
    ranges?: ReadonlyArray<{ fromParam: string; toParam: string }>;
    audience?: (item: Item) => Audience;
  };
  config: ListingConfig<Item>;
  settings: PageSettings;
  /** The listing's address parameters' prefix. */
  prefix: string;
}) => FirstPageLook | null;

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
