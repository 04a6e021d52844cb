/**
 * The element of a table hub, made from its definition: the same store, load and address as a
 * card hub (`useHub`), shown by the pure `TableListing` view; the phone layout (< 768 px) gets the
 * sort choices as a 'Sort' panel, filters applied with 'Apply', and cards with 'Show details'.
 * The hub's module names its two layouts (`TableLayouts`): the one of its chunk, and the import of
 * the other; the loader imports the module of the layout the window shows (`element.ts`).
 * Table links open in a new tab by default (docs/api.md, 'Links and images').
 */
import { useMemo, useState } from 'react';
import { linkTargetAttribute } from '../core/element/attributes.js';
import type { ElementProps } from '../core/element/react-element.js';
import type { Catalog } from '../core/i18n/translate.js';
import { PHONE_QUERY } from '../core/layout.js';
import { useMediaQuery } from '../core/views/use-media-query.js';
import type { TableColumns, TableHubDefinition } from './hub.js';
import { sortChoicesOf, valueLabelsOf } from './hub-view-data.js';
import { useHub } from './use-hub.js';
import { useOrderChanged } from './order-changed.js';
import { useListingState } from './use-listing.js';
import { TableListing } from './views/TableListing.js';
import type { TableLayouts } from './views/table-layout.js';
import { useTableLayout } from './use-table-layout.js';

export const tableAttributes = { linkTarget: linkTargetAttribute('_blank') };
export type TableHubProps = ElementProps<typeof tableAttributes>;

/** The element component of a table hub: its declaration, its columns (its view) and its layouts. */
export function tableHubElement<Item, K extends string, S extends Catalog>(
  def: TableHubDefinition<Item, K, S>,
  tableColumns: TableColumns<Item, K, S>,
  layouts: TableLayouts,
) {
  return function TableHub({ settings, linkTarget }: TableHubProps) {
    const { t, now, state, store, actions, viewProps, groups, context } = useHub(def, settings);
    const { sort: order } = useListingState(store, (s) => ({ sort: s.sort }));
    const phone = useMediaQuery(PHONE_QUERY);
    const { layout, loading } = useTableLayout(phone, layouts);
    const [details, setDetails] = useState(false);
    // Stable columns let unchanged rows skip rendering after a filter or sort change.
    const labels = useMemo(() => valueLabelsOf(def, context, state.choices), [context, state.choices]);
    const columns = useMemo(() => tableColumns({ t, target: linkTarget, now, labels }), [t, linkTarget, now, labels]);
    const { pills, onRemovePill, searchInputRef } = viewProps(groups);
    const sort = sortChoicesOf(def, order, t, actions.setSort);
    const count = state.status === 'FAILED' ? t('loadFailed') : state.loaded ? t('count', { count: state.results.length }) : '';
    // After a sort, the count line says the order: a choice's name, else the column and direction.
    const orderName =
      sort.choices.find((c) => c.id === sort.value)?.label ??
      `${columns.find((c) => c.sortKey === order.key)?.label ?? ''}, ${t(order.direction === 'asc' ? 'ascending' : 'descending')}`;
    const orderChanged = useOrderChanged(order);

    return (
      <TableListing<Item, K>
        className={def.className}
        language={settings.language}
        texts={{
          search: t('search'),
          searchButton: t('searchButton'),
          clearSearch: t('clearSearch'),
          selectedFilters: t('selectedFilters'),
          removeFilter: (label) => t('removeFilter', { label }),
          count: orderChanged && state.loaded && state.status !== 'FAILED' ? t('ordered', { count, order: orderName }) : count,
          tryAgain: t('tryAgain'),
          loading: t('loading'),
          empty: t(def.empty),
          caption: t(def.table.caption),
          scrollRegion: t('scrollRegion', { caption: t(def.table.caption) }),
          showAll: (count) => t('showAllRows', { count }),
        }}
        layout={layout}
        layoutLoading={loading}
        phoneControls={{
          texts: { sort: t('sort'), filters: t('filters'), apply: t('apply'), showDetails: t('showDetails') },
          sortChoices: sort.choices,
          sortValue: sort.value,
          onSortChoice: sort.onChoose,
          details,
          onDetails: setDetails,
        }}
        groups={groups}
        selected={state.selected}
        pills={pills}
        status={state.status}
        search={state.search}
        rows={state.results}
        columns={columns}
        rowKey={def.itemKey}
        sort={order}
        onSort={actions.sortBy}
        onSearch={actions.setSearch}
        onRetry={state.retry}
        onToggle={actions.toggleFilter}
        onApply={actions.setFilters}
        onRemovePill={onRemovePill}
        searchInputRef={searchInputRef}
      />
    );
  };
}
