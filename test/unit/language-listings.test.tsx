/** <language-tips-listing>, <self-study-materials-listing>, <teaching-materials-listing>. */
import fetchMock from 'fetch-mock';
import { describe, expect, it } from 'vitest';
import { until, useElementTestPage } from './helpers';
import { choice, chooseFilter, count, LOAD_FAILED, loaded, mount, openFilters, titles, untilFailed } from './listing-driver';

const TIPS = 'path:/aalto_api/language_tips';
const SELF_STUDY = 'path:/aalto_api/self_study_materials/list';
const TEACHING = 'path:/aalto_api/teaching_materials/list';

const tip = (id: string, more: Record<string, unknown> = {}) => ({
  id,
  name: `Tip ${id}`,
  url: `/en/tips/${id}`,
  text: `Text of ${id}`,
  skill: ['Speaking'],
  topic: ['Studies'],
  ...more,
});
const material = (id: string, more: Record<string, unknown> = {}) => ({
  id,
  name: `Material ${id}`,
  url: `/en/self-study/${id}`,
  subject: ['Finnish'],
  materialType: ['App'],
  level: ['A1'],
  supportingLanguage: ['English'],
  payment: 'free',
  pros: 'Short lessons',
  cons: null,
  kbProduced: false,
  kb_external_links: [],
  kb_external_links_title: [],
  ...more,
});
const teaching = (id: string, more: Record<string, unknown> = {}) => ({
  id,
  name: `Teaching ${id}`,
  url: `/en/teaching/${id}`,
  summary: null,
  proficiencyLevel: ['B1'],
  topicsAndThemes: ['Work'],
  languageSkills: ['Reading'],
  vocabularyAndGrammar: ['Cases'],
  fileFormat: ['PDF'],
  exerciseType: ['Quiz'],
  ...more,
});

useElementTestPage(() => history.replaceState(null, '', '/'));

describe('<language-tips-listing>', () => {
  it('shows title links and texts, filters by skill and topic with counts, keeps the address', async () => {
    fetchMock.route(TIPS, {
      data: {
        language_tips: [tip('b', { skill: ['Writing', 'Speaking'] }), tip('a', { text: null, topic: ['Work'] }), tip('c', { skill: ['Listening'] })],
        meta: {},
      },
    });
    const el = await mount('language-tips-listing');
    await loaded(el);
    expect(titles(el)).toEqual(['Tip a', 'Tip b', 'Tip c']);
    const [a, b] = [...el.querySelectorAll('.aalto-card')].map((c) => c.textContent);
    expect(b).toContain('Text of b');
    expect(b).toContain('SkillWriting, Speaking');
    expect(a).not.toContain('Text of');
    await openFilters(el);
    expect(choice(el, 'Speaking').closest('label')!.textContent).toBe('Speaking (2)');
    await chooseFilter(el, 'Speaking');
    await chooseFilter(el, 'Work');
    expect(titles(el)).toEqual(['Tip a']);
    await until(() => location.search === '?skill=Speaking&topic=Work');
  });
});

describe('<self-study-materials-listing>', () => {
  it('shows the mark, facts, pros and cons and the external links with their titles; filters by payment', async () => {
    fetchMock.route(SELF_STUDY, {
      data: {
        materials: [
          material('a', {
            kbProduced: true,
            payment: 'paid',
            cons: 'Costs money',
            kb_external_links: ['https://app.example.org/a', 'javascript:alert(1)', 'https://web.example.org/a'],
            kb_external_links_title: ['Duo app', 'Evil', ''],
          }),
          material('b', { payment: 'trial', level: ['B1', 'B2'] }),
          material('c'),
        ],
        meta: {},
      },
    });
    const el = await mount('self-study-materials-listing', { language: 'fi' });
    await loaded(el, /Ei tuloksia/);
    const [a, b] = [...el.querySelectorAll('.aalto-card')];
    expect(a!.querySelector('.aalto-badge')!.textContent).toBe('Aalto-yliopiston tuottama');
    expect(b!.querySelector('.aalto-badge')).toBeNull();
    expect(a!.textContent).toContain('HintaMaksullinen');
    expect(a!.textContent).toContain('HuomioitavaaCosts money');
    // An unknown payment value is shown as sent.
    expect(b!.textContent).toContain('Hintatrial');
    const links = [...a!.querySelectorAll('.aalto-card__links a')];
    expect(links.map((l) => [l.getAttribute('href'), l.firstChild!.textContent])).toEqual([
      ['https://app.example.org/a', 'Duo app'],
      ['https://web.example.org/a', 'https://web.example.org/a'],
    ]);
    expect(links[0]!.getAttribute('rel')).toContain('external');
    expect(a!.querySelector('.aalto-card__links')!.getAttribute('aria-label')).toBe('Linkit');
    await chooseFilter(el, 'Maksuton');
    expect(titles(el)).toEqual(['Material c']);
    expect(count(el)).toBe('Näytetään 1 materiaali');
  });
});

describe('<teaching-materials-listing>', () => {
  it('shows its six lists as facts with a filter on each, and degrades on failure and hostile data', async () => {
    fetchMock.route(TEACHING, { data: { materials: [teaching('a'), teaching('b', { fileFormat: ['MP3'], exerciseType: ['Role play'] })], meta: {} } });
    const el = await mount('teaching-materials-listing', { language: 'sv' });
    await loaded(el, /Inga resultat/);
    const card = el.querySelector('.aalto-card')!.textContent;
    for (const fact of ['FärdighetsnivåB1', 'Ämnen och temanWork', 'SpråkfärdigheterReading', 'Ordförråd och grammatikCases', 'FilformatPDF', 'ÖvningstypQuiz'])
      expect(card).toContain(fact);
    await openFilters(el);
    expect([...el.querySelectorAll('.aalto-filters legend')].map((l) => l.textContent)).toEqual([
      'Färdighetsnivå',
      'Ämnen och teman',
      'Språkfärdigheter',
      'Ordförråd och grammatik',
      'Filformat',
      'Övningstyp',
    ]);
    await chooseFilter(el, 'MP3');
    expect(titles(el)).toEqual(['Teaching b']);
    el.remove();
    fetchMock.removeRoutes();
    fetchMock.route(TEACHING, 500);
    const failed = await mount('teaching-materials-listing');
    await untilFailed(failed);
    expect(count(failed)).toBe(LOAD_FAILED.en);
    failed.remove();
    fetchMock.removeRoutes();
    fetchMock.route(TEACHING, {
      data: {
        materials: [teaching('x', { name: '<img src=x onerror=alert(1)>', url: 'javascript:alert(1)', summary: '<b>s</b>', fileFormat: { a: 1 } }), 'junk'],
      },
    });
    const hostile = await mount('teaching-materials-listing');
    await loaded(hostile);
    expect(hostile.querySelector('img, b, a[href^="javascript"]')).toBeNull();
    expect(titles(hostile)).toEqual(['<img src=x onerror=alert(1)>']);
  });
});
