/**
 * Search service hosts and index names.
 *
 * Index scheme: `{prefix}_{environment}_{type}_{language}`, where the prefix names the site (its
 * theme; `aalto` unless the element's `index-prefix` says otherwise) and the type is one of
 * `public`, `intranet`, `events`, `events_intranet`, `news`, `news_intranet`, `profiles`,
 * `profiles_intranet`, `study_options`, `programmes`. Logged-in users (user id above 0) also query
 * the intranet index of general, events, news and profiles searches; an anonymous visitor's
 * request never names one.
 */
import type { Language } from '../languages.js';
import type { Environment, PageSettings } from '../settings.js';

/** The host each environment uses unless `search-host` is set. */
export const SEARCH_HOSTS: Record<Environment, string> = {
  local: 'http://localhost:9200',
  dev: 'https://search-dev.aalto.fi',
  test: 'https://search-test.aalto.fi',
  live: 'https://search.aalto.fi',
};

export const DEFAULT_INDEX_PREFIX = 'aalto';

export type SearchKind = 'general' | 'events' | 'news' | 'profiles' | 'services' | 'studies' | 'programmes';

/** The public index type of each kind, and whether logged-in users add its intranet twin. */
const KINDS: Record<SearchKind, { type: string; intranet: string | null }> = {
  general: { type: 'public', intranet: 'intranet' },
  events: { type: 'events', intranet: 'events_intranet' },
  news: { type: 'news', intranet: 'news_intranet' },
  profiles: { type: 'profiles', intranet: 'profiles_intranet' },
  services: { type: 'public', intranet: null },
  studies: { type: 'study_options', intranet: null },
  programmes: { type: 'programmes', intranet: null },
};

export interface IndexContext {
  prefix: string;
  environment: Environment;
  language: Language;
  userId: number;
}

export function indexName(context: Omit<IndexContext, 'userId'>, type: string): string {
  const prefix =
    context.prefix
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9_-]/g, '') || DEFAULT_INDEX_PREFIX;
  return `${prefix}_${context.environment}_${type}_${context.language}`;
}

export function indexNames(kind: SearchKind, context: IndexContext): string[] {
  const { type, intranet } = KINDS[kind];
  const names = [indexName(context, type)];
  if (intranet && context.userId > 0) names.push(indexName(context, intranet));
  return names;
}

export function searchHost(settings: Pick<PageSettings, 'environment' | 'searchHost'>): string {
  return settings.searchHost ?? SEARCH_HOSTS[settings.environment];
}
