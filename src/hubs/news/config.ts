/**
 * The news listing as configuration of the listing engine: category, news type and audience
 * (role-restricted news counts as community content), plus any groups a variant adds; newest
 * first with promoted news pinned; paging; the search service (news query, recency boost) for terms.
 */
import type { Audience } from '../../core/audience.js';
import type { News } from '../../core/entities/events-news.js';
import type { FilterGroup, ListingConfig, RemoteSearch } from '../../listing/types.js';

export const PAGE_SIZE = 20;
export type NewsSortKey = 'published' | 'name';

export const audienceOf = (n: News): Audience => (n.roleRestrictions.length > 0 ? 'community' : 'public');

export function newsConfig(language: string, remoteSearch: RemoteSearch<News> | undefined, extraGroups: ReadonlyArray<FilterGroup<News>> = []): ListingConfig<News, NewsSortKey> {
  return {
    language,
    groups: [
      { id: 'category', values: (n) => n.categories },
      { id: 'type', values: (n) => n.newsType },
      { id: 'audience', values: (n) => [audienceOf(n)] },
      ...extraGroups,
    ],
    searchText: (n) => [n.name, n.description],
    sortKeys: {
      published: { kind: 'date', value: (n) => n.published },
      name: { kind: 'text', value: (n) => n.name },
    },
    defaultSort: { key: 'published', direction: 'desc' },
    pinned: (n) => n.promoted,
    pageSize: PAGE_SIZE,
    remoteSearch,
  };
}
