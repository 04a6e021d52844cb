/** The summer school courses of the unit tests (summer-school*.test.tsx) and what they do with its table. */
import { choice, mount as mountTag, titles } from './listing-driver';

export const COURSES = 'path:/aalto_api/summer_school/courses';

export function course(overrides: Record<string, unknown> = {}) {
  return {
    id: 'ss-101',
    language: 'en',
    name: 'Creative Coding Studio',
    field: 'art',
    fieldName: 'Art and Design',
    courseFormat: ['campus', 'online'],
    teachingPeriod: { start: '2027-06-07', end: '2027-06-25' },
    registrationPeriod: { start: '2027-01-15T09:00:00+02:00', end: '2027-03-31T23:59:00+03:00' },
    courseSchedule: 'Mon-Fri 9-16',
    credits: 5,
    eligibility: ['basic', 'intermediate'],
    organisingSchool: 'arts',
    organisingSchoolLabel: 'School of Arts, Design and Architecture',
    durationWeeks: 3,
    durationLabel: '3 weeks',
    status: 'full_time',
    url: 'https://summer.example.edu/courses/creative-coding',
    isExternalUrl: true,
    topic: 'Design',
    noApplicationPeriod: false,
    ongoingApplication: false,
    dateOverrides: { teachingPeriod: '', applicationPeriod: '' },
    ...overrides,
  };
}

export const META = { eligibility: ['basic', 'intermediate', 'advanced'] };
export const catalogue = [
  course(),
  course({
    id: 'ss-102',
    name: 'Machine Learning Bootcamp',
    field: 'tech',
    fieldName: 'Technology and Engineering',
    courseFormat: ['online'],
    credits: 10,
    durationWeeks: 8,
    durationLabel: '8 weeks',
    status: 'part_time',
    eligibility: ['advanced'],
    registrationPeriod: { start: '2027-01-01', end: '2027-02-01' },
    url: '/en/ml',
  }),
  course({
    id: 'ss-103',
    name: 'anchored Finance',
    field: 'biz',
    fieldName: 'Business and Economics',
    courseFormat: ['mooc'],
    credits: 2,
    durationWeeks: 1,
    durationLabel: '1 week',
    eligibility: ['basic'],
    registrationPeriod: { start: '2027-01-01', end: '2027-01-20' },
  }),
];

export const mount = (attrs: Record<string, string> = {}) => mountTag('summer-school-listing', attrs);
export const rowNames = titles;
export const cells = (el: Element, row = 0) => [...el.querySelectorAll('tbody tr')[row]!.querySelectorAll('td')].map((td) => td.textContent);
export const click = async (node: Element | null | undefined) => {
  (node as HTMLElement).click();
  await new Promise((r) => setTimeout(r, 0));
};
export const byText = (el: Element, selector: string, text: string) =>
  [...el.querySelectorAll(selector)].find((n) => n.textContent?.trim() === text) as HTMLElement | undefined;
export const checkbox = choice;
