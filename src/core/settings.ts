import type { Language } from './languages.js';

/** Where the site runs; it picks the search service host unless `search-host` overrides it. */
export const ENVIRONMENTS = ['local', 'dev', 'test', 'live'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/**
 * The page settings every element reads from its attributes (docs/api.md, 'Page settings').
 * Parsed once per attribute change; never malformed (a bad value is already the default).
 */
export interface PageSettings {
  /** Above 0: a logged-in intranet user. */
  userId: number;
  language: Language;
  /** Prefix of content API calls and site links, without a trailing '/'. '' is this origin. */
  baseUrl: string;
  /** Where the theme's assets live, without a trailing '/'. */
  themeUrl: string;
  /** Content API paths get the language prefix. */
  pathPrefix: boolean;
  environment: Environment;
  authenticated: boolean;
  /** Search service host override, without a trailing '/'; null means "from environment". */
  searchHost: string | null;
  /** The site's overrides of interface texts, per language by catalogue key (not an attribute). */
  strings?: StringOverrides | null;
  /** Where the element's problems go: its `aalto-error` event (not an attribute). */
  report?: ReportFn;
}

/** Reports a problem as the `detail` of the element's `aalto-error` event. */
export type ReportFn = (detail: { error: unknown } & Record<string, unknown>) => void;

/** Texts a site puts in place of the catalogues', per language (fi, sv, en or a registered one), by key. */
export type StringOverrides = Partial<Record<Language, Record<string, string | { one: string; other: string }>>>;

export function isLoggedIn(settings: Pick<PageSettings, 'userId'>): boolean {
  return settings.userId > 0;
}
