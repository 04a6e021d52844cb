/** The services, categories and index pages of services-hub.test.tsx, and what it reads of the hub. */
import fetchMock from 'fetch-mock';

export const CATEGORIES = 'path:/aalto_api/services/categories';
export const PAGES = 'path:/aalto_api/services/index_pages';
export const SEARCH = 'begin:https://search.test/';

export function service(nid: string, overrides: Record<string, unknown> = {}) {
  return {
    nid,
    name: `Service ${nid}`,
    slug: `s-${nid}`,
    targetGroups: ['students'],
    topics: ['it'],
    summary: `About ${nid}`,
    url: `/en/services/${nid}`,
    updateDate: '2026-11-03T10:00:00Z',
    category: [],
    ...overrides,
  };
}
export const CHOICES = {
  target_groups: [
    { id: 'students', name: 'Students' },
    { id: 'staff', name: 'Staff' },
  ],
  topics: [
    { id: 'it', name: 'IT and software' },
    { id: 'money', name: 'Money and travel' },
  ],
  service_providers: [
    { id: 'it-services', name: 'IT Services' },
    { id: 'hr', name: 'HR Services' },
  ],
};
export const shared = service('3', { name: 'Travel booking', topics: ['money'], targetGroups: ['staff'] });
export const categoriesAnswer = {
  data: {
    categories: [
      {
        tid: '20',
        name: 'Money',
        slug: 'money',
        services: [service('2', { name: 'Expense claims', topics: ['money'], targetGroups: ['staff'], summary: null }), shared],
      },
      { tid: '10', name: 'IT help', slug: 'it', services: [service('1', { name: 'Password reset' }), shared] },
    ],
    ...CHOICES,
    meta: {},
  },
};
export const pagesAnswer = {
  data: {
    index_pages: [
      {
        id: 'p1',
        url: '/en/services/index/1',
        language: 'en',
        title: 'IT index',
        leadText: 'All IT help',
        serviceProvider: 'it-services',
        services: [service('1', { name: 'Password reset' })],
      },
      {
        id: 'p2',
        url: '/en/services/index/2',
        language: 'en',
        title: 'HR index',
        leadText: null,
        serviceProvider: 'unknown-unit',
        services: [shared, service('2', { name: 'Expense claims' })],
      },
    ],
  },
};
export const sectionHeadings = (el: Element) => [...el.querySelectorAll('.aalto-card-section > .aalto-card-section__heading')].map((h) => h.textContent);
export const sectionTitles = (el: Element, name: string) =>
  [
    ...[...el.querySelectorAll('.aalto-card-section')]
      .find((s) => s.querySelector('.aalto-card-section__heading')!.textContent === name)!
      .querySelectorAll('.aalto-card__title a'),
  ].map((a) => a.firstChild!.textContent);
export const categoryCalls = () => fetchMock.callHistory.calls(CATEGORIES).map((c) => new URL(c.url).searchParams);
