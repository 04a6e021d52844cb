/** <simple-quiz>: pages of options leading to goals, back and restart, a retry after a failure. */
import fetchMock from 'fetch-mock';
import { describe, expect, it } from 'vitest';
import '../../elements/loader';
import { simpleQuiz } from '../../src/hubs/simple-quiz/endpoints';
import { simpleQuizSettings } from '../../src/hubs/simple-quiz/entities';
import { mount, until, useElementTestPage } from './helpers';

const QUIZ = 'path:/aalto_api/simple-quiz';
const quiz = {
  title: 'Find your way',
  intro: 'Two questions.',
  pages: [
    { id: 'why', title: 'Why learn?' },
    { id: 'how', title: 'How?', multiple: true },
    { id: 'empty', title: 'A page without options' },
  ],
  options: [
    { id: 'work', page: 'why', label: 'For work' },
    { id: 'life', page: 'why', label: 'For everyday life' },
    { id: 'group', page: 'how', label: 'In a group' },
    { id: 'online', page: 'how', label: 'Online' },
    { id: 'stray', page: 'nowhere', label: 'Stray' },
  ],
  goals: [
    { id: 'g1', title: 'Finnish for work', url: '/en/learn/g1', options: ['work', 'group'] },
    { id: 'g2', title: 'Language café', url: '/en/learn/g2', options: ['life', 'group'] },
    { id: 'g3', title: 'Online course', url: 'https://learn.example.org/g3', options: ['online'] },
  ],
};

const press = (el: Element, button: string) => [...el.querySelectorAll('button')].find((b) => b.textContent === button)!.click();
const goals = (el: Element) => [...el.querySelectorAll('.aalto-suggestion-card a')].map((a) => a.firstChild!.textContent);

useElementTestPage(() => history.replaceState(null, '', '/'));

describe('<simple-quiz>', () => {
  it('shows as the visitor’s answers only options the quiz offers, whatever the address says', async () => {
    fetchMock.route(QUIZ, { data: quiz });
    const planted = { index: 2, answers: { why: ['Call +358 00 000 to claim your prize', 'work'], how: ['<b>Win</b>'] } };
    history.replaceState(null, '', `/?guide=${encodeURIComponent(JSON.stringify(planted))}`);
    const el = await mount('simple-quiz');
    await until(() => el.querySelector('.aalto-guide__answers'));
    expect(el.querySelector('.aalto-guide__answers')!.textContent).toBe('Your answers: For work');
    expect(el.textContent).not.toContain('+358');
    expect(el.textContent).not.toContain('Win');
  });

  it('asks its pages one at a time, then shows the goals that fit the chosen options with why; back and restart', async () => {
    fetchMock.route(QUIZ, { data: quiz });
    const el = await mount('simple-quiz');
    await until(() => el.querySelector('legend')?.textContent === 'Why learn?');
    expect(el.querySelector('.aalto-guide__title')!.textContent).toBe('Find your way');
    expect([...el.querySelectorAll('input[type="radio"]')].map((i) => i.getAttribute('value'))).toEqual(['work', 'life']);
    (el.querySelector('input[value="work"]') as HTMLInputElement).click();
    press(el, 'Next');
    await until(() => el.querySelector('legend')?.textContent === 'How?');
    // Focus goes to the question, which reads only the question: the progress is a polite status, so its change is heard.
    expect(el.querySelector('.aalto-stepper__progress[role="status"]')?.textContent).toMatch(/^Question 2 of \d+$/);
    // A page that takes several options has checkboxes; a page without options is not asked.
    expect(el.querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
    (el.querySelector('input[value="group"]') as HTMLInputElement).click();
    (el.querySelector('input[value="online"]') as HTMLInputElement).click();
    press(el, 'Show results');
    await until(() => el.querySelector('.aalto-suggestions'));
    // The language café is for everyday life, not work: it contradicts an answer.
    expect(goals(el)).toEqual(['Finnish for work', 'Online course']);
    expect(el.querySelector('.aalto-suggestion-card__why')!.textContent).toBe('Because you chose: For work, In a group');
    expect(el.querySelector('.aalto-count')!.textContent).toBe('2 goals');
    expect(el.querySelectorAll('.aalto-suggestion-card a')[1]!.getAttribute('rel')).toContain('external');
    await until(() => new URLSearchParams(location.search).has('guide'));
    // Each step moves focus to the new content: the answers given, then the question again.
    expect(document.activeElement).toBe(el.querySelector('.aalto-guide__answers'));
    press(el, 'Change answers');
    await until(() => el.querySelector('legend')?.textContent === 'How?');
    await until(() => document.activeElement === el.querySelector('legend'));
    press(el, 'Back');
    await until(() => el.querySelector('legend')?.textContent === 'Why learn?');
    expect((el.querySelector('input[value="work"]') as HTMLInputElement).checked).toBe(true);
    press(el, 'Start over');
    await until(() => el.querySelector('legend')?.textContent === 'Why learn?' && !(el.querySelector('input[value="work"]') as HTMLInputElement).checked);
  });

  it("says it could not load when the quiz cannot load, and loads again on 'Try again'", async () => {
    fetchMock.route(QUIZ, 500, { repeat: 1 });
    fetchMock.route(QUIZ, { data: quiz });
    const el = await mount('simple-quiz', { language: 'fi' });
    await until(() => el.querySelector('.aalto-load-failure [role="status"]')?.textContent === 'Sisältöä ei voitu ladata.');
    expect(el.textContent).not.toContain('Tietoja ei saatavilla');
    press(el, 'Yritä uudelleen');
    await until(() => el.querySelector('legend')?.textContent === 'Why learn?');
    expect(fetchMock.callHistory.calls(QUIZ)).toHaveLength(2);
  });

  it('renders hostile data as text, and a quiz with no usable page as unavailable', async () => {
    fetchMock.route(QUIZ, {
      data: {
        title: '<b>t</b>',
        pages: [{ id: 'p', title: '<img src=x onerror=alert(1)>' }],
        options: [{ id: 'o', page: 'p', label: '<i>x</i>' }],
        goals: [{ id: 'g', title: '<u>g</u>', url: 'javascript:alert(1)', options: 'o' }],
      },
    });
    const el = await mount('simple-quiz');
    await until(() => el.querySelector('legend'));
    expect(el.querySelector('legend')!.textContent).toBe('<img src=x onerror=alert(1)>');
    (el.querySelector('input[value="o"]') as HTMLInputElement).click();
    press(el, 'Show results');
    await until(() => el.querySelector('.aalto-suggestion-card'));
    expect(el.querySelector('img, b, i, u, a[href^="javascript"]')).toBeNull();
    expect(el.querySelector('.aalto-suggestion-card')!.textContent).toContain('<u>g</u>');
    el.remove();
    fetchMock.removeRoutes();
    fetchMock.route(QUIZ, { data: { pages: 'none', options: [{ id: 'o', page: 'p' }], goals: null } });
    const empty = await mount('simple-quiz', { language: 'sv' });
    await until(() => empty.textContent.includes('Inga uppgifter tillgängliga'));
  });

  it('turns pages, options and goals into a guided path (headless)', () => {
    const settings = simpleQuizSettings(simpleQuiz.parse(quiz));
    expect(settings.questions.map((q) => [q.id, q.multiple, q.options.map((o) => o.value)])).toEqual([
      ['why', false, ['work', 'life']],
      ['how', true, ['group', 'online']],
    ]);
    expect(settings.suggestions.map((s) => [s.id, s.tags])).toEqual([
      ['g1', ['work', 'group']],
      ['g2', ['life', 'group']],
      ['g3', ['online']],
    ]);
  });
});
