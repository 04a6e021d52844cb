/**
 * <summer-school-listing>: the summer school courses (spec §2 'Summer school listing', contract
 * §4). Data comes from the content API once per setting change; state lives in a listing store
 * made for this element instance (through the listing engine's React adapter); the views only
 * render it.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import * as endpoints from '../../core/api/course-endpoints.js';
import { fetchEndpoint } from '../../core/api/endpoint.js';
import type { ElementProps } from '../../core/element/r2wc-element.js';
import { stringAttribute } from '../../core/element/attributes.js';
import type { SummerSchoolCourse } from '../../core/entities/courses.js';
import { coreStrings } from '../../core/i18n/core-strings.js';
import { createTranslator } from '../../core/i18n/translate.js';
import { PHONE_QUERY, useMediaQuery } from '../../core/views/use-media-query.js';
import { addressSearch } from '../../listing/address-sync.js';
import { useAddressSearchFocus, useListingData, useListingStore, type Loaded } from '../../listing/use-listing.js';
import { FilterGroups, type FilterGroupView } from '../../listing/views/FilterGroups.js';
import { Pills } from '../../listing/views/Pills.js';
import { pillsOf } from '../../listing/choices.js';
import { ResultCount, StatusMessage } from '../../core/views/StatusMessage.js';
import { SearchField } from '../../listing/views/SearchField.js';
import { SortableTable } from '../../listing/views/SortableTable.js';
import { addressGroups, FIELD_KEYS, FORMAT_KEYS, labels, listingConfig, type SortKeyName } from './config.js';
import { CourseCards, courseColumns } from './CourseViews.js';
import { PhoneControls } from './PhoneControls.js';
import { summerSchoolStrings, type SummerSchoolStrings } from './strings.js';
import type { CoreStrings } from '../../core/i18n/core-strings.js';
import { listingStrings, type ListingStrings } from '../../listing/strings.js';

/** The element's own attributes, parsed in the runtime (the loader only names them). */
export const attributes = { linkTarget: stringAttribute('_blank') };
export type SummerSchoolProps = ElementProps<typeof attributes>;
export type Strings = SummerSchoolStrings & ListingStrings & CoreStrings;

export default function SummerSchoolListing({ settings, linkTarget }: SummerSchoolProps) {
  const { language } = settings;
  const t = useMemo(() => createTranslator<Strings>(language, coreStrings, listingStrings, summerSchoolStrings), [language]);
  const label = useMemo(() => labels(t), [t]);
  const config = useMemo(() => listingConfig(language), [language]);
  const store = useListingStore(config, { search: addressSearch() });
  const [eligibilityChoices, setEligibilityChoices] = useState<readonly string[]>([]);
  const phone = useMediaQuery(PHONE_QUERY);
  const searchInput = useRef<HTMLInputElement>(null);
  const [details, setDetails] = useState(false);

  useAddressSearchFocus(searchInput);

  // settings: a new object only when a setting changed, which warrants a new request.
  const load = useCallback(
    async (signal: AbortSignal): Promise<Loaded<SummerSchoolCourse>> => {
      const { courses, meta } = await fetchEndpoint(settings, endpoints.summerSchoolCourses, {}, { signal });
      // Choices come from the server; without them, from the courses themselves.
      const choices = meta.eligibility.length ? meta.eligibility : [...new Set(courses.flatMap((c) => c.eligibility))];
      if (!signal.aborted) setEligibilityChoices(choices);
      return { items: courses, address: { groups: addressGroups(label, choices) } };
    },
    [settings, label],
  );
  const state = useListingData(store, load);

  const groups: FilterGroupView[] = [
    { id: 'field', label: t('groupField'), options: FIELD_KEYS.map((k) => ({ value: k, label: label.field(k) })) },
    { id: 'eligibility', label: t('groupLevel'), options: eligibilityChoices.map((v) => ({ value: v, label: label.level(v) })) },
    { id: 'courseFormat', label: t('groupFormat'), options: FORMAT_KEYS.map((k) => ({ value: k, label: label.format(k) })) },
  ];
  const pills = pillsOf(groups, state.selected);
  const actions = store.getState();
  const target = linkTarget.trim() || '_self';
  // Stable columns let unchanged rows skip rendering after a filter or sort change.
  const columns = useMemo(() => courseColumns(t, label, target), [t, label, target]);

  return (
    <div className="aalto-listing aalto-summer-school" lang={language}>
      <SearchField
        value={state.search}
        label={t('search')}
        searchButtonLabel={t('searchButton')}
        clearButtonLabel={t('clearSearch')}
        onSearch={actions.setSearch}
        onClear={() => actions.setSearch('')}
        inputRef={searchInput}
      />
      {phone ? (
        <PhoneControls
          t={t}
          groups={groups}
          selected={state.selected}
          sort={state.sort}
          onApply={actions.setFilters}
          onSort={actions.setSort}
          details={details}
          onDetails={setDetails}
        />
      ) : (
        <FilterGroups groups={groups} selected={state.selected} onToggle={actions.toggleFilter} />
      )}
      <Pills
        pills={pills}
        listLabel={t('selectedFilters')}
        removeLabel={(l) => t('removeFilter', { label: l })}
        onRemove={actions.removeFilter}
      />
      <ResultCount text={state.loaded ? t('count', { count: state.results.length }) : ''} />
      {state.status === 'LOADING' && <StatusMessage text={t('loading')} busy />}
      {state.status === 'NO_RESULTS' && <StatusMessage text={t('noResultsFound')} />}
      {state.status === 'DONE' &&
        (phone ? (
          <CourseCards courses={state.results} columns={columns} t={t} target={target} details={details} />
        ) : (
          <SortableTable<SummerSchoolCourse, SortKeyName>
            caption={t('caption')}
            columns={columns}
            rows={state.results}
            rowKey={(c) => c.id}
            sort={state.sort}
            onSort={actions.sortBy}
          />
        ))}
    </div>
  );
}
