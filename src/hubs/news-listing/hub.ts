/**
 * The news hub (docs/api.md, `news/list`): promoted news first, then newest first; filters by
 * category and type (audience for logged-in users: role-restricted news is community content, never
 * shown to anonymous visitors); a search term goes to the search service's news query. The student
 * guide's news extends it.
 */
import * as endpoints from '../../listing/shared/events-news/endpoints.js';
import { newsAudience, type News } from '../../listing/shared/events-news/entities.js';
import { source, type HubDefinition } from '../../listing/hub.js';
import { NewsCard } from './NewsCard.js';
import { newsStrings, type NewsStrings } from './strings.js';

export const PAGE_SIZE = 20;
export type NewsSortKey = 'published' | 'name';

export const newsHub: HubDefinition<News, NewsSortKey, NewsStrings> = {
  className: 'aalto-news-listing',
  source: source({ list: endpoints.news, categories: endpoints.newsCategories }, ({ list, categories }) => ({
    items: list.news,
    meta: list.meta,
    choices: { category: categories.news_categories },
  })),
  strings: newsStrings,
  empty: 'noNews',
  statuses: [{ id: 'promoted', label: 'promoted', filter: false, rules: [{ value: 'promoted', label: 'promoted', holds: (n) => n.promoted }] }],
  groups: [
    { id: 'category', label: 'groupCategory', values: (n) => n.categories, choices: { from: 'server' }, fact: true },
    { id: 'type', label: 'groupNewsType', values: (n) => n.newsType, choices: { from: 'items' }, meta: ['newsType', 'type'], fact: true },
  ],
  sort: {
    keys: {
      published: { kind: 'date', value: (n) => n.published },
      name: { kind: 'text', value: (n) => n.name },
    },
    default: { key: 'published', direction: 'desc' },
  },
  search: {
    text: (n) => [n.name, n.description],
    remote: {
      kind: 'news',
      query: () => import('./search-query.js').then(({ newsQuery }) => newsQuery),
      keys: (n) => [n.url, n.id],
    },
  },
  pinned: (n) => n.promoted,
  audience: newsAudience,
  pageSize: PAGE_SIZE,
  image: (n) => n.mainImage,
  itemKey: (n) => n.id || n.url || n.name,
  card: NewsCard,
};
