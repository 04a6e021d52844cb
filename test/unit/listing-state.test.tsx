/** The listing's React adapter subscribes a component to what it renders, not to the whole store. */
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { createListingStore, type ListingStore } from '../../src/listing/store';
import type { ListingConfig } from '../../src/listing/types';
import { useListingState } from '../../src/listing/use-listing';

interface Row {
  id: string;
  tag: string;
}
const config: ListingConfig<Row, 'id'> = {
  groups: [{ id: 'tag', values: (r) => [r.tag] }],
  searchText: (r) => [r.id],
  sortKeys: { id: { kind: 'text', value: (r) => r.id } },
  defaultSort: { key: 'id', direction: 'asc' },
  facets: (index) => new Map([['tag', new Map([['x', index.items.length]])]]) as never,
};
const rows: Row[] = [
  { id: 'a', tag: 'x' },
  { id: 'b', tag: 'y' },
];

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let unmount = () => {};
afterEach(() => unmount());

/** Renders a component that picks the term and the selection, and counts its renders. */
function mountPicker(store: ListingStore<Row, 'id'>) {
  const seen: Array<{ search: string; tags: readonly string[] }> = [];
  function Picker() {
    const { search, selected } = useListingState(store, (s) => ({ search: s.search, selected: s.selected }));
    seen.push({ search, tags: selected.tag ?? [] });
    return null;
  }
  const root = createRoot(document.body.appendChild(document.createElement('div')));
  act(() => root.render(<Picker />));
  unmount = () => act(() => root.unmount());
  return seen;
}

describe('useListingState', () => {
  it('renders again when a picked field changes, and only then', () => {
    const store = createListingStore(config);
    const seen = mountPicker(store);
    expect(seen).toHaveLength(1);
    // The items, the results, the status and the facet counts change: nothing it picked.
    act(() => store.getState().setItems(rows));
    act(() => store.getState().showMore());
    expect(store.getState().results).toHaveLength(2);
    expect(seen).toHaveLength(1);
    act(() => store.getState().setSearch('a'));
    expect(seen).toEqual([
      { search: '', tags: [] },
      { search: 'a', tags: [] },
    ]);
    act(() => store.getState().toggleFilter('tag', 'x'));
    expect(seen.at(-1)).toEqual({ search: 'a', tags: ['x'] });
    expect(seen).toHaveLength(3);
  });
});
