/** A page's settings as the element parses them with no attribute given, for tests and benches. */
import type { PageSettings } from '../src/core/settings';

export const pageSettings = (given: Partial<PageSettings> = {}): PageSettings => ({
  userId: 0,
  language: 'en',
  baseUrl: '',
  themeUrl: '',
  pathPrefix: false,
  environment: 'live',
  authenticated: false,
  searchHost: null,
  ...given,
});
