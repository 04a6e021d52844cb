/**
 * The services hub (docs/api.md, `services/categories`): services in
 * sections by their category, in the categories' order; filters on topic, target group and
 * service provider, sent to `services/categories` as its comma lists (and applied here too, so
 * the results are right whether the server filters or not); a term goes to the search service's
 * services query, whose node ids pick the services, in its order. A service's providers are those
 * of the index pages that list it. A category whose answer lists no services of its own has them
 * from `services/services?category=<id>`, asked a few at a time once the first services are
 * painted (they wait for none of these) and once a page.
 */
import { serviceCategories, serviceIndexPages, services } from './endpoints.js';
import { declareSource } from '../../core/api/source.js';
import type { Service, ServiceCategory, ServiceIndexPage } from './entities.js';
import { facetCounts } from '../../listing/facets.js';
import { source, type HubWithoutCard, type HubGroup, type NamedChoice } from '../../listing/hub.js';
import { HubCardSections } from '../../listing/views/CardSections.js';
import { followServerQuery } from '../../listing/server-query.js';
import { servicesStrings, type ServicesStrings } from './strings.js';

/** A service with the categories it stands in and the providers that offer it. */
export interface HubService extends Service {
  categories: string[];
  providers: string[];
}

/**
 * The services of the categories (one item per id, in each category that lists it), with their
 * providers; a category's own list, else what `services/services` answered for it.
 */
export function servicesOf(
  categories: readonly ServiceCategory[],
  pages: readonly ServiceIndexPage[],
  byCategory: ReadonlyMap<string, unknown> = new Map(),
): HubService[] {
  const providers = new Map<string, Set<string>>();
  for (const page of pages) {
    if (!page.serviceProvider) continue;
    for (const s of page.services) if (s.id) (providers.get(s.id) ?? providers.set(s.id, new Set()).get(s.id)!).add(page.serviceProvider);
  }
  const byId = new Map<string, HubService>();
  for (const category of categories) {
    const listed = category.services.length ? category.services : ((byCategory.get(category.id) as { services?: Service[] } | undefined)?.services ?? []);
    for (const service of listed) {
      const key = service.id || service.url || service.name;
      let item = byId.get(key);
      if (!item)
        byId.set(
          key,
          (item = {
            ...service,
            categories: [...service.category],
            providers: [...new Set([...service.serviceProvider, ...(providers.get(service.id) ?? [])])],
          }),
        );
      if (category.id && !item.categories.includes(category.id)) item.categories.push(category.id);
    }
  }
  return [...byId.values()];
}

const named = (list: ReadonlyArray<{ id: string; name: string }>): NamedChoice[] => list.filter((c) => c.id && c.name).map(({ id, name }) => ({ id, name }));

type Group = HubGroup<HubService, ServicesStrings>;
const group = (id: string, param: string, label: Group['label'], values: (s: HubService) => readonly string[], fact = true): Group => ({
  id,
  param,
  label,
  values,
  choices: { from: 'server', others: true },
  fact,
});

/**
 * What the element shows after the services: the index pages, with their providers named by the
 * categories' answer (both the listing's own first calls, made and parsed once).
 */
export const servicesSides = {
  indexPages: declareSource({ pages: serviceIndexPages, categories: serviceCategories }, ({ pages, categories }) => ({
    pages: pages.index_pages,
    providers: new Map(categories.service_providers.map((p) => [p.id, p.name])),
  })),
};

/** The declaration; its card is the element module's (`ServicesHub.tsx`). */
export const servicesHub: HubWithoutCard<HubService, 'name', ServicesStrings> = {
  className: 'aalto-services',
  source: source(
    { categories: serviceCategories, pages: serviceIndexPages },
    ({ categories, pages }, byCategory) => ({
      items: servicesOf(categories.categories, pages.index_pages, byCategory),
      choices: {
        topic: named(categories.topics),
        targetGroup: named(categories.target_groups),
        provider: named(categories.service_providers),
        category: categories.categories.map((c) => ({ id: c.id, name: c.name })),
      },
    }),
    {
      calls: ['categories'],
      params: ({ selected, search }) => ({
        search_string: search,
        topic: selected.topic,
        target_group: selected.targetGroup,
        service_provider: selected.provider,
      }),
    },
    ({ categories }) =>
      categories.categories.filter((c) => c.id && c.services.length === 0).map((c) => ({ key: c.id, call: services, params: { category: c.id } })),
  ),
  sides: servicesSides,
  // The categories call takes the query: what follows it comes with the hub's code.
  serverQuery: followServerQuery,
  strings: servicesStrings,
  empty: 'noResults',
  groups: [
    group('topic', 'topic', 'groupTopic', (s) => s.topics),
    group('targetGroup', 'target_group', 'groupTargetGroup', (s) => s.targetGroups),
    group('provider', 'service_provider', 'groupProvider', (s) => s.providers, false),
    // Not a filter: the sections the services stand in.
    { ...group('category', 'category', 'groupCategory', (s) => s.categories, false), filter: false },
  ],
  sort: { keys: { name: { kind: 'text', value: (s) => s.name } }, default: { key: 'name', direction: 'asc' } },
  search: {
    text: (s) => [s.name, s.summary],
    remote: {
      kind: 'services',
      query: () => import('./search-query.js').then(({ servicesQuery }) => servicesQuery),
      keys: (s) => [s.id, s.url],
    },
  },
  facets: facetCounts,
  sections: { group: 'category', view: HubCardSections },
  itemKey: (s) => s.id || s.url || s.name,
};
