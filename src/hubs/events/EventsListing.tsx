/**
 * <events-listing>: events from the content API (spec §3 Event), filtered and paged by the listing
 * engine; a search term goes to the search service (events query with its recency boost).
 * `EventsHub` is the whole listing for any source of events: the student guide reuses it with its
 * own endpoint and extra filter groups.
 */
import { useCallback, useMemo, useRef } from 'react';
import * as endpoints from '../../core/api/events-news-endpoints.js';
import { fetchEndpoint } from '../../core/api/endpoint.js';
import { useImages } from '../../core/api/use-images.js';
import { audienceGroup, audienceStrings, visibleTo, type AudienceStrings } from '../../core/audience.js';
import { now as clock } from '../../core/dates.js';
import type { ElementProps } from '../../core/element/r2wc-element.js';
import type { Category, Event } from '../../core/entities/events-news.js';
import { coreStrings, type CoreStrings } from '../../core/i18n/core-strings.js';
import { createTranslator } from '../../core/i18n/translate.js';
import { listSearch } from '../../core/search/list-search.js';
import { eventsQuery } from '../../core/search/events-news-queries.js';
import { isLoggedIn, type PageSettings } from '../../core/settings.js';
import { addressGroupsOf, choicesFrom, labelOf } from '../../listing/choices.js';
import { listingStrings, type ListingStrings } from '../../listing/strings.js';
import type { ChoiceGroup, Choice } from '../../listing/types.js';
import { cardListingAttributes, useCardListing } from '../../listing/use-card-listing.js';
import type { Loaded } from '../../listing/use-listing.js';
import { CardListing, cardListingTexts } from '../../listing/views/CardListing.js';
import type { FilterGroupView } from '../../listing/views/FilterGroups.js';
import { eventsConfig, KNOWN_FORMATS, KNOWN_LANGUAGES } from './config.js';
import { EventCard, type EventCardOptions } from './EventCard.js';
import { eventsStrings, type EventsStrings } from './strings.js';

export const attributes = cardListingAttributes;
export type EventsListingProps = ElementProps<typeof attributes>;
export type Strings = EventsStrings & ListingStrings & AudienceStrings & CoreStrings;

/** Where a variant's events come from, and the filter groups it adds. */
export interface EventsSource {
  load: (settings: PageSettings, signal: AbortSignal) => Promise<{ events: readonly Event[]; categories: readonly Category[]; extraGroups?: ReadonlyArray<ChoiceGroup<Event>> }>;
}

const contentApi: EventsSource = {
  async load(settings, signal) {
    const [list, categories] = await Promise.all([
      fetchEndpoint(settings, endpoints.events, {}, { signal }),
      fetchEndpoint(settings, endpoints.eventCategories, {}, { signal }),
    ]);
    return { events: list.events, categories: categories.event_categories };
  },
};

export default function EventsListing(props: EventsListingProps) {
  return <EventsHub {...props} source={contentApi} />;
}

export function EventsHub({ settings, indexPrefix, linkTarget, headingLevel, paramPrefix, source }: EventsListingProps & { source: EventsSource }) {
  const { language } = settings;
  const t = useMemo(() => createTranslator<Strings>(language, coreStrings, listingStrings, audienceStrings, eventsStrings), [language]);
  const loggedIn = isLoggedIn(settings);
  // One clock reading per listing: statuses and order agree for as long as the page is open.
  const now = useMemo(() => clock(), []);
  /** What the load found: the filter groups to offer (choices come from the data) and the names of categories. */
  const found = useRef<{ groups: Array<FilterGroupView & { param: string }>; categories: Choice[]; extra: ReadonlyArray<ChoiceGroup<Event>> }>({ groups: [], categories: [], extra: [] });
  const config = useMemo(() => {
    const search = listSearch(settings, indexPrefix, 'events', eventsQuery);
    return eventsConfig(language, now, { search, keys: (e) => [e.url, e.nodeId] }, [
      { id: 'types', values: (e) => e.types },
      { id: 'levels', values: (e) => e.levels },
      { id: 'schools', values: (e) => e.schools },
    ]);
  }, [settings, indexPrefix, language, now]);

  const formatLabel = useCallback((v: string) => ((KNOWN_FORMATS as readonly string[]).includes(v) ? t(`format_${v}` as 'format_online') : v), [t]);
  const languageLabel = useCallback((v: string) => ((KNOWN_LANGUAGES as readonly string[]).includes(v) ? t(`lang_${v}` as 'lang_fi') : v), [t]);

  const load = useCallback(
    async (signal: AbortSignal): Promise<Loaded<Event>> => {
      const loaded = await source.load(settings, signal);
      const items = visibleTo(settings, loaded.events, (e) => e.audience);
      const categories = loaded.categories.map((c) => ({ value: c.id, label: c.name }));
      const extra = loaded.extraGroups ?? [];
      const groups = [
        { id: 'timing', param: 'timing', label: t('groupTiming'), options: [{ value: 'upcoming', label: t('when_upcoming') }, { value: 'past', label: t('when_past') }] },
        { id: 'category', param: 'category', label: t('groupCategory'), options: categories },
        { id: 'format', param: 'format', label: t('groupFormat'), options: choicesFrom(items, (e) => (e.format ? [e.format] : []), formatLabel, language) },
        { id: 'type', param: 'type', label: t('groupType'), options: choicesFrom(items, (e) => e.eventType, (v) => v, language) },
        { id: 'language', param: 'eventLanguage', label: t('groupLanguage'), options: choicesFrom(items, (e) => e.language, languageLabel, language) },
        ...extra,
        ...(isLoggedIn(settings) ? [audienceGroup(t)] : []),
      ].filter((g) => g.options.length > 0);
      found.current = { groups, categories, extra };
      return { items, address: { groups: addressGroupsOf(groups), ranges: [{ range: 'dates', fromParam: 'from', toParam: 'to' }], pageParam: 'page', prefix: paramPrefix } };
    },
    [source, settings, language, t, formatLabel, languageLabel, paramPrefix],
  );
  const { state, visible, viewProps } = useCardListing(config, load, paramPrefix);
  const image = useImages(settings, useMemo(() => visible.map((e) => e.mainImage), [visible]));
  const { groups, categories, extra } = found.current;

  const cardOptions: EventCardOptions = useMemo(
    () => ({
      t,
      now,
      headingLevel,
      target: linkTarget.trim() || '_self',
      showAudience: loggedIn,
      // Without category names (a source that sends none), ids would mean nothing to a visitor.
      categoryLabel: (id) => (categories.length ? labelOf(categories, id) : ''),
      formatLabel,
      languageLabel,
      image,
      extraFacts: (e) => extra.map((g) => [g.label, g.values(e).map((v) => labelOf(g.options, v)).join(', ')] as const),
    }),
    [t, now, headingLevel, linkTarget, loggedIn, categories, extra, formatLabel, languageLabel, image],
  );
  const renderCard = useCallback((e: Event) => <EventCard event={e} options={cardOptions} />, [cardOptions]);
  const total = state.results.length;

  return (
    <CardListing<Event>
      className="aalto-events"
      language={language}
      texts={cardListingTexts(t, t('noEvents'), { loaded: state.loaded, shown: visible.length, total })}
      groups={groups}
      itemKey={(e) => e.nodeId || e.url || e.title}
      renderCard={renderCard}
      {...viewProps(groups, { id: 'dates', texts: { legend: t('dateRange'), fromLabel: t('dateFrom'), toLabel: t('dateTo'), pill: (from, to) => t('rangePill', { from, to }) } })}
    />
  );
}
