/**
 * <news-listing>: news from the content API (spec §3 News), filtered and paged by the listing
 * engine; a search term goes to the search service (news query with its recency boost). News with
 * role restrictions is for logged-in users only. `NewsHub` serves any source of news: the student
 * guide reuses it.
 */
import { useCallback, useMemo, useRef } from 'react';
import * as endpoints from '../../core/api/events-news-endpoints.js';
import { fetchEndpoint } from '../../core/api/endpoint.js';
import { useImages } from '../../core/api/use-images.js';
import { audienceGroup, audienceStrings, visibleTo, type AudienceStrings } from '../../core/audience.js';
import type { ElementProps } from '../../core/element/r2wc-element.js';
import type { Category, News } from '../../core/entities/events-news.js';
import { coreStrings, type CoreStrings } from '../../core/i18n/core-strings.js';
import { createTranslator } from '../../core/i18n/translate.js';
import { listSearch } from '../../core/search/list-search.js';
import { newsQuery } from '../../core/search/events-news-queries.js';
import { isLoggedIn, type PageSettings } from '../../core/settings.js';
import { addressGroupsOf, choicesFrom, labelOf } from '../../listing/choices.js';
import { listingStrings, type ListingStrings } from '../../listing/strings.js';
import type { Choice, ChoiceGroup } from '../../listing/types.js';
import { cardListingAttributes, useCardListing } from '../../listing/use-card-listing.js';
import type { Loaded } from '../../listing/use-listing.js';
import { CardListing, cardListingTexts } from '../../listing/views/CardListing.js';
import type { FilterGroupView } from '../../listing/views/FilterGroups.js';
import { audienceOf, newsConfig } from './config.js';
import { NewsCard, type NewsCardOptions } from './NewsCard.js';
import { newsStrings, type NewsStrings } from './strings.js';

export const attributes = cardListingAttributes;
export type NewsListingProps = ElementProps<typeof attributes>;
export type Strings = NewsStrings & ListingStrings & AudienceStrings & CoreStrings;

export interface NewsSource {
  load: (settings: PageSettings, signal: AbortSignal) => Promise<{ news: readonly News[]; categories: readonly Category[]; extraGroups?: ReadonlyArray<ChoiceGroup<News>> }>;
}

const contentApi: NewsSource = {
  async load(settings, signal) {
    const [list, categories] = await Promise.all([
      fetchEndpoint(settings, endpoints.news, {}, { signal }),
      fetchEndpoint(settings, endpoints.newsCategories, {}, { signal }),
    ]);
    return { news: list.news, categories: categories.news_categories };
  },
};

export default function NewsListing(props: NewsListingProps) {
  return <NewsHub {...props} source={contentApi} />;
}

export function NewsHub({ settings, indexPrefix, linkTarget, headingLevel, paramPrefix, source }: NewsListingProps & { source: NewsSource }) {
  const { language } = settings;
  const t = useMemo(() => createTranslator<Strings>(language, coreStrings, listingStrings, audienceStrings, newsStrings), [language]);
  const loggedIn = isLoggedIn(settings);
  /** What the load found: the filter groups to offer (choices come from the data) and the names of categories. */
  const found = useRef<{ groups: Array<FilterGroupView & { param: string }>; categories: Choice[]; extra: ReadonlyArray<ChoiceGroup<News>> }>({ groups: [], categories: [], extra: [] });
  const config = useMemo(
    () =>
      newsConfig(language, { search: listSearch(settings, indexPrefix, 'news', newsQuery), keys: (n) => [n.url, n.id] }, [
        { id: 'types', values: (n) => n.types },
        { id: 'levels', values: (n) => n.levels },
        { id: 'schools', values: (n) => n.schools },
      ]),
    [settings, indexPrefix, language],
  );

  const load = useCallback(
    async (signal: AbortSignal): Promise<Loaded<News>> => {
      const loaded = await source.load(settings, signal);
      // Role-restricted news is for logged-in users only, whatever the server sent.
      const items = visibleTo(settings, loaded.news, audienceOf);
      const categories = loaded.categories.map((c) => ({ value: c.id, label: c.name }));
      const extra = loaded.extraGroups ?? [];
      const groups = [
        { id: 'category', param: 'category', label: t('groupCategory'), options: categories },
        { id: 'type', param: 'type', label: t('groupNewsType'), options: choicesFrom(items, (n) => n.newsType, (v) => v, language) },
        ...extra,
        ...(isLoggedIn(settings) ? [audienceGroup(t)] : []),
      ].filter((g) => g.options.length > 0);
      found.current = { groups, categories, extra };
      return { items, address: { groups: addressGroupsOf(groups), pageParam: 'page', prefix: paramPrefix } };
    },
    [source, settings, language, t, paramPrefix],
  );
  const { state, visible, viewProps } = useCardListing(config, load, paramPrefix);
  const image = useImages(settings, useMemo(() => visible.map((n) => n.mainImage), [visible]));
  const { groups, categories, extra } = found.current;

  const cardOptions: NewsCardOptions = useMemo(
    () => ({
      t,
      headingLevel,
      target: linkTarget.trim() || '_self',
      showAudience: loggedIn,
      categoryLabel: (id) => (categories.length ? labelOf(categories, id) : ''),
      image,
      extraFacts: (n) => extra.map((g) => [g.label, g.values(n).map((v) => labelOf(g.options, v)).join(', ')] as const),
    }),
    [t, headingLevel, linkTarget, loggedIn, categories, extra, image],
  );
  const renderCard = useCallback((n: News) => <NewsCard news={n} options={cardOptions} />, [cardOptions]);
  const total = state.results.length;

  return (
    <CardListing<News>
      className="aalto-news-listing"
      language={language}
      texts={cardListingTexts(t, t('noNews'), { loaded: state.loaded, shown: visible.length, total })}
      groups={groups}
      itemKey={(n) => n.id || n.url || n.name}
      renderCard={renderCard}
      {...viewProps(groups)}
    />
  );
}
