/** The study options and guided path settings of study-options.test.tsx, and what it does with them. */
import { studyOptions } from '../../src/hubs/study-options-listing/endpoints';

export const OPTIONS = 'path:/aalto_api/studies/list';
export const GUIDE = 'path:/aalto_api/studies/suggestion-tool';
export const TOOL = 'path:/aalto_api/suggestion-tool';
export const SEARCH = 'begin:https://search.test/';
export const NOW = Date.parse('2026-11-21T12:00:00Z');
export const DAY = 86_400_000;
export const at = (days: number) => new Date(NOW + days * DAY).toISOString();
export const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

export function option(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Option ${id}`,
    duration: '2 years',
    degree: 'Master',
    degreeType: 'Master of Science',
    doubleDegree: false,
    language: ['English'],
    languageText: 'English',
    applicationPeriodStart: at(-5),
    applicationPeriodEnd: at(20),
    field: 'tech',
    fieldName: 'Technology and Engineering',
    school: 'School of Science',
    fullTime: 1,
    url: `/en/study-options/${id}`,
    description: `About ${id}`,
    mainImage: null,
    showTuition: true,
    tuitionFeeBachelor: null,
    tuitionFeeMaster: 15000,
    ...overrides,
  };
}
export const GUIDE_SETTINGS = {
  settings: {
    title: 'Find your study option',
    intro: 'Answer and the list follows.',
    questions: [
      {
        id: 'degree',
        filter: 'degree',
        question: 'What degree?',
        options: [
          { value: 'bachelor', label: 'Bachelor’s degree' },
          { value: 'master', label: 'Master’s degree' },
        ],
      },
      {
        id: 'language',
        filter: 'language',
        multiple: true,
        question: 'Which languages?',
        options: [
          { value: 'Finnish', label: 'Finnish' },
          { value: 'English', label: 'English' },
        ],
      },
      { id: 'broken', question: 'No choices', options: [] },
      { id: 'unknown', filter: 'nope', question: 'A group the listing lacks', options: [{ value: 'x', label: 'X' }] },
    ],
  },
  meta: {},
};
export const parse = (raw: Record<string, unknown>) => studyOptions.parse({ list: [raw] }).list[0]!;
export const submit = (el: Element, button: string) => [...el.querySelectorAll('button')].find((b) => b.textContent === button)!.click();
