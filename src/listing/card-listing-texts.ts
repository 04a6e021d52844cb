/**
 * The texts of a card listing's views, from a hub's translator: a module apart from the card
 * listing view, so an element that lays its cards out itself (the people hub) takes the texts
 * without the view.
 */
export interface CardListingTexts {
  search: string;
  searchButton: string;
  clearSearch: string;
  filters: string;
  /** The button at the end of the filter panel that closes it (long on a phone). */
  closeFilters: string;
  selectedFilters: string;
  removeFilter: (label: string) => string;
  /** The count line, '' while loading; the failure's message when the load failed. */
  count: string;
  loading: string;
  empty: string;
  /** The button that loads again after a failure. */
  tryAgain: string;
  /** Reasons listed under the empty state (a search that found nothing). */
  emptyReasons?: readonly string[];
  showMore: string;
  /** Context read after 'Show more', e.g. '20 of 245 shown'. */
  progress: string;
  /** The list's accessible name. */
  list: string;
}

/** The texts every card listing has, a hub's catalogue naming its own list, search, count and empty state. */
interface CardListingCatalog {
  list: string;
  search: string;
  count: string;
  countPart: string;
  searchButton: string;
  clearSearch: string;
  filters: string;
  closeFilters: string;
  selectedFilters: string;
  removeFilter: string;
  loading: string;
  loadFailed: string;
  tryAgain: string;
  showMore: string;
  progress: string;
}

/** The texts that are their catalogue's text as it stands, each under its own key. */
const PLAIN_TEXTS = ['search', 'searchButton', 'clearSearch', 'filters', 'closeFilters', 'selectedFilters', 'loading', 'tryAgain', 'showMore', 'list'] as const;

export function cardListingTexts(
  t: (key: keyof CardListingCatalog, vars?: Record<string, string | number>) => string,
  empty: string,
  state: { loaded: boolean; shown: number; total: number; failed?: boolean },
): CardListingTexts {
  const { loaded, shown, total, failed } = state;
  return {
    ...(Object.fromEntries(PLAIN_TEXTS.map((key) => [key, t(key)])) as Record<(typeof PLAIN_TEXTS)[number], string>),
    removeFilter: (label) => t('removeFilter', { label }),
    count: failed ? t('loadFailed') : !loaded ? '' : shown < total ? t('countPart', { shown, count: total }) : t('count', { count: total }),
    empty,
    progress: t('progress', { shown, count: total }),
  };
}
