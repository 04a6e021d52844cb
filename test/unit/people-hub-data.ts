/** The organisation tree, the people and the recent items of people-hub.test.tsx, and what it reads of the hub. */
import fetchMock from 'fetch-mock';

export const ORGS = 'path:/aalto_api/people_hub/organisations';
export const PROFILES = 'path:/aalto_api/people_hub/profiles';
export const RECENT = 'path:/aalto_api/personnel_hub/recent';
export const SEARCH = 'begin:https://search.test/';

export const unit = (tid: string, name: string, manager: string | null, children: unknown[] = []) => ({ tid, name, manager, children });
export const TREE = {
  organisations: [
    unit('schools', 'Schools', null, [
      unit('sci', 'School of Science', 'p3', [
        unit('sci-cs', 'Computer Science', 'p2', [unit('sci-cs-ml', 'Machine Learning', 'p1')]),
        unit('sci-math', 'Mathematics', null),
      ]),
    ]),
    unit('services', 'Services', null, [unit('it', 'IT Services', 'p4')]),
    unit('hidden', 'Not a main level', null),
  ],
  main_levels: ['schools', 'services'],
};
export const profile = (id: string, firstName: string, lastName: string, organisations: string[], title: string | null = 'Researcher') => ({
  id,
  firstName,
  lastName,
  url: `/en/people/${id}`,
  organisations,
  title,
});
export const PEOPLE = {
  profiles: [
    profile('p1', 'Aino', 'Virta', ['sci-cs-ml']),
    profile('p2', 'Bertil', 'Ek', ['sci-cs']),
    profile('p3', 'Cecilia', 'Nieminen', ['sci'], 'Dean'),
    profile('p4', 'Daniel', 'Berg', ['it']),
    profile('p5', 'Eero', 'Aalto', ['sci-cs-ml', 'it']),
  ],
  photos: [
    { id: 'p1', photo: '/photos/p1.jpg', title: 'Aino Virta smiling', department: 'Computer Science' },
    { id: 'p9', photo: '/photos/p9.jpg', title: null, department: null },
  ],
};
export const RECENT_ANSWER = {
  data: { news: { sci: [{ id: 'n1', name: 'Science news', url: '/en/news/n1', published: '2026-11-20' }] }, events: {}, meta: {} },
};

export function routes() {
  fetchMock.route(ORGS, { data: TREE });
  fetchMock.route(PROFILES, { data: PEOPLE });
  fetchMock.route(RECENT, RECENT_ANSWER);
}
/** The people's names, in order (the news and events sections have headings of their own). */
export const titles = (el: Element) =>
  [...el.querySelectorAll('.aalto-person .aalto-card__title a, .aalto-person .aalto-card__title span')].map((a) => a.firstChild!.textContent);
export const menuButton = (el: Element, name: string) => [...el.querySelectorAll<HTMLButtonElement>('.aalto-units__unit')].find((b) => b.textContent === name)!;
export const toggle = (el: Element, name: string) => el.querySelector<HTMLButtonElement>(`.aalto-units__toggle[aria-label="Show the units of ${name}"]`)!;
