/** A hub over the student guide's own endpoint: the events or news hub with its extra groups. */
import type { Catalog, Catalogs } from '../../../core/i18n/translate.js';
import { mergeStrings, type HubDefinition, type HubGroup, type HubSource } from '../../hub.js';

/**
 * A variant of a hub over items with more fields: the same definition with another source and
 * more groups (the student guide's events and news are the events and news hubs over their own
 * endpoint, with its topics, levels and schools).
 */
export function extendHub<Item extends Base, Base, K extends string, S extends Catalog, E extends Catalog>(
  base: HubDefinition<Base, K, S>,
  extension: { source: HubSource<Item>; groups: ReadonlyArray<HubGroup<Item, E>>; strings: Catalogs<E> },
): HubDefinition<Item, K, S & E> {
  const strings = mergeStrings(base.strings, extension.strings);
  // Every function of the base reads only the base's fields, which the extended items have.
  const widened = base as unknown as HubDefinition<Item, K, S & E>;
  return { ...widened, source: extension.source, strings, groups: [...widened.groups, ...(extension.groups as ReadonlyArray<HubGroup<Item, S & E>>)] };
}
