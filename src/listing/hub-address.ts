/**
 * How a hub's query appears in the address: the parameters of its offered groups, its layout's
 * groups, its ranges, page and order (`address-sync.ts` keeps them). Pure functions.
 */
import type { Catalog } from '../core/i18n/translate.js';
import { own } from '../core/records.js';
import type { AddressGroup, AddressSyncOptions } from './address-sync.js';
import { addressGroupOf, labelOf } from './choices.js';
import type { OfferedGroup } from './hub-derive.js';
import type { HubGroup } from './hub-filters.js';
import type { HubBase } from './hub-spec.js';
import type { Choice } from './types.js';

/**
 * How the query appears in the address: each offered group, the layout's groups (`HubGroup.layout`),
 * the ranges, the page, under the prefix.
 */
export function addressOf<Item>(
  def: Pick<HubBase<Item>, 'ranges' | 'pageSize' | 'sort'> & LayoutGroups,
  groups: readonly OfferedGroup[],
  prefix: string,
  choices: Readonly<Record<string, readonly Choice[]>> = {},
): AddressSyncOptions {
  const keys = Object.keys(def.sort.keys);
  const layout = layoutGroups(def).map((g): AddressGroup => ({ ...addressGroupOf(g.id, g.param, own(choices, g.id) ?? []), early: true }));
  return {
    groups: [
      ...groups.map((g) =>
        g.address === 'label' || g.address === 'lowerLabel' ? addressByLabel(g, g.address === 'lowerLabel') : addressGroupOf(g.id, g.param, g.options),
      ),
      ...layout,
    ],
    ranges: def.ranges?.map(({ id, fromParam, toParam }) => ({ range: id, fromParam, toParam })),
    ...(def.pageSize && { pageParam: 'page' }),
    // The order is kept when the visitor can change it (a 'Sort by' select, a table's headers).
    ...(keys.length > 1 && { sort: { param: 'sort', keys, default: def.sort.default } }),
    prefix,
  };
}

type LayoutGroups = { groups: ReadonlyArray<Pick<HubGroup<never, Catalog>, 'id' | 'param' | 'layout'>> };

/** The groups the element's layout offers (`HubGroup.layout`), with their address parameters. */
export function layoutGroups(def: LayoutGroups): Array<{ id: string; param: string }> {
  return def.groups.filter((g) => g.layout).map((g) => ({ id: g.id, param: g.param ?? g.id }));
}

/** A group in the address by its choices' labels (lowercased, or exactly), matched back the same way. */
function addressByLabel(group: OfferedGroup, lower: boolean): AddressGroup {
  const fold = (text: string) => (lower ? text.trim().toLowerCase() : text.trim());
  const byLabel = new Map(group.options.map((c) => [fold(c.label), c.value]));
  return { group: group.id, param: group.param, encode: (value) => fold(labelOf(group.options, value)), decode: (text) => byLabel.get(fold(text)) ?? null };
}
