/** <study-options-listing> and <suggestion-tool>: tuition and application texts, filters, the guided paths. */
import fetchMock from 'fetch-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { suggestionTool } from '../../src/hubs/suggestion-tool/endpoints';
import { coreStrings } from '../../src/core/i18n/core-strings';
import { createTranslator } from '../../src/core/i18n/translate';
import { matchSuggestions } from '../../src/core/guide-match';
import { degreesOf } from '../../src/hubs/study-options-listing/vocabulary';
import { studyOptionsStrings, type StudyOptionsStrings } from '../../src/hubs/study-options-listing/strings';
import { applicationText, money, tuitionText } from '../../src/hubs/study-options-listing/tuition';
import { heldAnswer, mount as mountElement, until, useElementTestPage } from './helpers';
import { chooseFilter, count, loaded, mount, titles } from './listing-driver';
import { OPTIONS, GUIDE, TOOL, SEARCH, NOW, at, plain, option, GUIDE_SETTINGS, parse, submit } from './study-options-data';

useElementTestPage(() => history.replaceState(null, '', '/'));
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => vi.useRealTimers());

describe('study option texts', () => {
  const t = createTranslator<StudyOptionsStrings & typeof coreStrings.en>('en', coreStrings, studyOptionsStrings);
  const fi = createTranslator<StudyOptionsStrings & typeof coreStrings.en>('fi', coreStrings, studyOptionsStrings);

  it('formats money in the page language: 15 000 € in fi and sv, €15,000 in en', () => {
    expect(plain(money(15000, 'fi'))).toBe('15 000 €');
    expect(plain(money(15000, 'sv'))).toBe('15 000 €');
    expect(money(15000, 'en')).toBe('€15,000');
  });

  it('gives the Bachelor fee plus the Master fee, or the Master fee only, and nothing when not shown', () => {
    expect(tuitionText(parse(option('a', { tuitionFeeBachelor: 10000, tuitionFeeMaster: 15000 })), t, 'en')).toBe(
      'Bachelor €10,000 per year plus Master €15,000 per year',
    );
    expect(tuitionText(parse(option('b')), t, 'en')).toBe('Master €15,000 per year');
    expect(plain(tuitionText(parse(option('c', { tuitionFeeBachelor: '12000' })), fi, 'fi'))).toBe(
      'kandidaatti 12 000 € vuodessa ja maisteri 15 000 € vuodessa',
    );
    // A zero or missing fee is no fee; without a Master fee there is nothing to say.
    expect(tuitionText(parse(option('d', { tuitionFeeBachelor: 0 })), t, 'en')).toBe('Master €15,000 per year');
    expect(tuitionText(parse(option('e', { tuitionFeeMaster: null })), t, 'en')).toBeNull();
    expect(tuitionText(parse(option('f', { showTuition: false })), t, 'en')).toBeNull();
  });

  it('gives the application period with its status, or To be announced', () => {
    expect(applicationText(parse(option('a')), t, NOW)).toBe('Ongoing: 16.11.2026–11.12.2026');
    expect(applicationText(parse(option('b', { applicationPeriodStart: at(3), applicationPeriodEnd: at(9) })), t, NOW)).toBe('Upcoming: 24.11.2026–30.11.2026');
    expect(applicationText(parse(option('c', { applicationPeriodStart: at(-40), applicationPeriodEnd: at(-9) })), t, NOW)).toBe(
      'In the past: 12.10.2026–12.11.2026',
    );
    expect(applicationText(parse(option('d', { applicationPeriodStart: 'soon', applicationPeriodEnd: null })), t, NOW)).toBe('To be announced');
  });

  it('counts a double degree under its own degree choice', () => {
    expect(degreesOf(parse(option('a', { degree: 'Double degree' })))).toEqual(['double']);
    expect(degreesOf(parse(option('b', { doubleDegree: true })))).toEqual(['master', 'double']);
    expect(degreesOf(parse(option('c', { degree: null })))).toEqual([]);
  });
});

describe('<study-options-listing>', () => {
  const list = [
    option('b', { name: 'Beta', degree: 'Bachelor', language: ['Finnish', 'Swedish'], tuitionFeeBachelor: 10000 }),
    option('a', { name: 'Alpha', doubleDegree: true, fullTime: 0 }),
    option('c', { name: 'Gamma', applicationPeriodStart: at(10), applicationPeriodEnd: at(30), showTuition: false, field: 'art' }),
  ];

  it("keeps the guided path's place while it loads (the cards do not move) until the path takes it", async () => {
    fetchMock.route(OPTIONS, { data: { list, meta: {} } });
    const guide = heldAnswer({ data: GUIDE_SETTINGS });
    fetchMock.route(GUIDE, guide.response);
    const el = await mount('study-options-listing');
    await loaded(el);
    const placeholder = el.querySelector('.aalto-guide-placeholder');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder!.compareDocumentPosition(el.querySelector('.aalto-card')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    guide.release();
    await until(() => el.querySelector('.aalto-guide'));
    expect(el.querySelector('.aalto-guide-placeholder')).toBeNull();
  });

  it("asks for the guided path's settings with the list, not after the list's answer", async () => {
    const options = heldAnswer({ data: { list, meta: {} } });
    fetchMock.route(OPTIONS, options.response);
    fetchMock.route(GUIDE, { data: GUIDE_SETTINGS });
    const el = await mount('study-options-listing');
    await until(() => fetchMock.callHistory.called(GUIDE));
    // The list has not answered yet (its questions need the list's groups, so the path shows with it).
    expect(el.querySelector('.aalto-card')).toBeNull();
    expect(fetchMock.callHistory.calls(OPTIONS)).toHaveLength(1);
    options.release();
    await until(() => el.querySelector('.aalto-guide legend') && el.querySelector('.aalto-card'));
    expect(titles(el)).toHaveLength(3);
  });

  it('shows the cards with tuition, double degree and status, and filters by application open now and degree', async () => {
    fetchMock.route(OPTIONS, { data: { list, meta: {} } });
    fetchMock.route(GUIDE, 404);
    const el = await mount('study-options-listing');
    await loaded(el);
    expect(el.querySelector('.aalto-guide')).toBeNull();
    expect(titles(el)).toEqual(['Alpha', 'Beta', 'Gamma']);
    const [alpha, beta, gamma] = [...el.querySelectorAll('.aalto-card')].map((c) => c.textContent);
    expect(alpha).toContain('Double degree');
    expect(alpha).toContain('Full or part timePart time');
    expect(beta).toContain('Tuition fee for non-EU/EEA citizensBachelor €10,000 per year plus Master €15,000 per year');
    expect(gamma).not.toContain('Tuition');
    expect(gamma).toContain('Application periodUpcoming: 1.12.2026–21.12.2026');
    await chooseFilter(el, 'Application open now');
    expect(titles(el)).toEqual(['Alpha', 'Beta']);
    await chooseFilter(el, 'Double degree');
    expect(titles(el)).toEqual(['Alpha']);
    await until(() => location.search === '?application=open&degree=double');
  });

  it('shows as the visitor’s answers only options its questions offer, whatever the address says', async () => {
    fetchMock.route(OPTIONS, { data: { list, meta: {} } });
    fetchMock.route(GUIDE, { data: GUIDE_SETTINGS });
    const planted = { index: 2, answers: { degree: ['Phishing line: call +358 00 000'], language: ['English', 'Visit evil.example'] } };
    history.replaceState(null, '', `/?guide=${encodeURIComponent(JSON.stringify(planted))}`);
    const el = await mount('study-options-listing');
    await loaded(el);
    await until(() => el.querySelector('.aalto-guide__answers'));
    expect(el.querySelector('.aalto-guide__answers')!.textContent).toBe('Your answers: English');
    expect(el.textContent).not.toContain('+358');
    expect(el.textContent).not.toContain('evil.example');
  });

  it('asks the suggestion tool’s questions one at a time, sets the filters from the answers, goes back and starts over', async () => {
    fetchMock.route(OPTIONS, { data: { list, meta: {} } });
    fetchMock.route(GUIDE, { data: GUIDE_SETTINGS });
    const el = await mount('study-options-listing');
    await loaded(el);
    await until(() => el.querySelector('.aalto-guide'));
    const guide = el.querySelector('.aalto-guide')!;
    expect(guide.querySelector('.aalto-guide__title')!.textContent).toBe('Find your study option');
    expect(guide.querySelector('.aalto-guide__title')!.tagName).toBe('H3');
    // The question without choices and the one whose group the listing lacks are not asked.
    expect(guide.querySelector('.aalto-stepper__progress')!.textContent).toBe('Question 1 of 2');
    expect(guide.querySelector('legend')!.textContent).toBe('What degree?');
    expect([...guide.querySelectorAll('input')].map((i) => i.type)).toEqual(['radio', 'radio']);
    (guide.querySelector('input[value="bachelor"]') as HTMLInputElement).click();
    await until(() => count(el) === 'Showing 1 study option');
    expect(titles(el)).toEqual(['Beta']);
    submit(el, 'Next');
    await until(() => el.querySelector('legend')?.textContent === 'Which languages?');
    expect([...el.querySelectorAll('.aalto-guide input')].map((i) => (i as HTMLInputElement).type)).toEqual(['checkbox', 'checkbox']);
    (el.querySelector('.aalto-guide input[value="English"]') as HTMLInputElement).click();
    await until(() => el.textContent.includes('No results'));
    submit(el, 'Back');
    await until(() => el.querySelector('legend')?.textContent === 'What degree?');
    expect((el.querySelector('.aalto-guide input[value="bachelor"]') as HTMLInputElement).checked).toBe(true);
    submit(el, 'Next');
    await until(() => el.querySelector('legend')?.textContent === 'Which languages?');
    expect((el.querySelector('.aalto-guide input[value="English"]') as HTMLInputElement).checked).toBe(true);
    submit(el, 'Show results');
    await until(() => el.querySelector('.aalto-guide__answers'));
    expect(el.querySelector('.aalto-guide__answers')!.textContent).toBe('Your answers: Bachelor’s degree, English');
    await until(() => new URLSearchParams(location.search).get('guide') !== null);
    expect(JSON.parse(new URLSearchParams(location.search).get('guide')!)).toEqual({ index: 2, answers: { degree: ['bachelor'], language: ['English'] } });
    submit(el, 'Start over');
    await until(() => count(el) === 'Showing 3 study options');
    expect(el.querySelector('legend')!.textContent).toBe('What degree?');
  });

  it('sends a search term to the search service and keeps the hits’ order, falling back to local search when it fails', async () => {
    fetchMock.route(OPTIONS, { data: { list, meta: {} } });
    fetchMock.route(GUIDE, 500);
    fetchMock.route(SEARCH, { hits: { hits: [{ _source: { url: ['/en/study-options/c'] } }, { _source: { nid: ['a'] } }] } });
    const el = await mount('study-options-listing');
    await loaded(el);
    const input = el.querySelector<HTMLInputElement>('input[type="search"]')!;
    input.value = 'design';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    el.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await until(() => titles(el).length === 2);
    expect(titles(el)).toEqual(['Gamma', 'Alpha']);
    const call = fetchMock.callHistory.lastCall(SEARCH)!;
    expect(call.url).toBe('https://search.test/aalto_live_study_options_en/_search');
    expect(JSON.parse(String(call.options.body)).size).toBe(2000);
  });

  it("says 'No results' after a failure and renders hostile text as text", async () => {
    fetchMock.route(OPTIONS, { throws: new TypeError('offline') });
    fetchMock.route(GUIDE, {
      data: {
        settings: { questions: [{ id: 'q', filter: 'degree', question: '<b>Q</b>', options: [{ value: 'master', label: '<img src=x onerror=alert(1)>' }] }] },
      },
    });
    const failed = await mount('study-options-listing', { language: 'sv' });
    await loaded(failed, /Inga resultat/);
    // Without options there is nothing the path could narrow: it is not shown.
    expect(failed.querySelector('.aalto-guide')).toBeNull();
    failed.remove();
    fetchMock.removeRoutes();
    fetchMock.route(OPTIONS, { data: { list: [option('m', { degree: 'Master' })] } });
    fetchMock.route(GUIDE, {
      data: {
        settings: { questions: [{ id: 'q', filter: 'degree', question: '<b>Q</b>', options: [{ value: 'master', label: '<img src=x onerror=alert(1)>' }] }] },
      },
    });
    const guided = await mount('study-options-listing', { language: 'sv' });
    await until(() => guided.querySelector('.aalto-guide legend'));
    expect(guided.querySelector('.aalto-guide img, .aalto-guide b')).toBeNull();
    expect(guided.querySelector('legend')!.textContent).toBe('<b>Q</b>');
    guided.remove();
    fetchMock.removeRoutes();
    fetchMock.route(GUIDE, 404);
    fetchMock.route(OPTIONS, {
      data: {
        list: [
          option('x', {
            name: '<script>x</script>',
            url: 'javascript:alert(1)',
            description: '<i>d</i>',
            tuitionFeeMaster: 'lots',
            mainImage: { srcset: 'javascript:alert(1) 1x', imageUrl: 'javascript:alert(1)' },
          }),
        ],
      },
    });
    const el = await mount('study-options-listing');
    await loaded(el);
    expect(el.querySelector('script, i, img, a[href^="javascript"]')).toBeNull();
    expect(titles(el)).toEqual(['<script>x</script>']);
    expect(el.textContent).not.toContain('Tuition');
  });
});

describe('<suggestion-tool>', () => {
  const settings = {
    title: 'What can we help you with?',
    intro: null,
    questions: [
      {
        id: 'role',
        question: 'Who are you?',
        options: [
          { value: 'student', label: 'A student' },
          { value: 'staff', label: 'Staff' },
        ],
      },
      {
        id: 'need',
        question: 'What do you need?',
        multiple: true,
        options: [
          { value: 'it', label: 'IT' },
          { value: 'studies', label: 'Studies' },
        ],
      },
    ],
    suggestions: [
      { id: 's1', title: 'IT help', url: '/en/help/it', tags: ['student', 'staff', 'it'] },
      { id: 's2', title: 'Study planning', url: '/en/help/studies', tags: ['student', 'studies'] },
      { id: 's3', title: 'Staff portal', url: 'javascript:alert(1)', tags: ['staff'] },
      { id: 's4', title: 'Unrelated', url: '/en/x', tags: ['visitor'] },
      { id: 's5', title: 'Staff IT accounts', url: '/en/help/staff-it', tags: ['staff', 'it'] },
      { id: 's6', title: 'Any help', url: '/en/help', tags: ['it', 'studies'] },
    ],
  };

  it('shows the suggestions that fit every answer they speak to, best first with why, and keeps the path in the address', async () => {
    fetchMock.route(TOOL, { data: { settings, meta: {} } });
    const el = await mountElement('suggestion-tool');
    await until(() => el.querySelector('legend'));
    (el.querySelector('input[value="student"]') as HTMLInputElement).click();
    submit(el, 'Next');
    await until(() => el.querySelector('legend')?.textContent === 'What do you need?');
    (el.querySelector('input[value="it"]') as HTMLInputElement).click();
    submit(el, 'Show results');
    await until(() => el.querySelector('.aalto-suggestions'));
    const items = [...el.querySelectorAll('.aalto-suggestion-card')];
    // Study planning is for studies, the staff's IT accounts for staff: each contradicts an answer.
    // IT help matches both answers, Any help one (it speaks to no role).
    expect(items.map((i) => i.querySelector('a')!.firstChild!.textContent)).toEqual(['IT help', 'Any help']);
    expect(items[0]!.querySelector('.aalto-suggestion-card__why')!.textContent).toBe('Matches: A student, IT');
    expect(items[1]!.querySelector('.aalto-suggestion-card__why')!.textContent).toBe('Matches: IT');
    expect(el.querySelector('.aalto-count')!.textContent).toBe('2 suggestions');
    await until(() => new URLSearchParams(location.search).has('guide'));
    submit(el, 'Start over');
    await until(() => el.querySelector('legend')?.textContent === 'Who are you?');
  });

  it('drops the matches whose link is not safe from being links, and says No data available without questions', async () => {
    expect(
      matchSuggestions(
        suggestionTool.parse({ settings }).settings.suggestions,
        settings.questions.map((q) => ({ ...q, filter: null, multiple: Boolean(q.multiple) })),
        new Map([['role', ['staff']]]),
        'en',
      ).map((m) => [m.suggestion.title, m.suggestion.url]),
    ).toEqual([
      ['IT help', '/en/help/it'],
      ['Staff IT accounts', '/en/help/staff-it'],
      ['Staff portal', null],
    ]);
    fetchMock.route(TOOL, { data: { settings: { questions: 'none' } } });
    const el = await mountElement('suggestion-tool', { language: 'fi' });
    await until(() => el.textContent.includes('Tietoja ei saatavilla'));
  });
});
