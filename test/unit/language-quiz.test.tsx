/** <language-quiz>: questions, results per skill, the leave guard, storage, the plan, printing. */
import fetchMock from 'fetch-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../elements/loader';
import { quizQuestions } from '../../src/hubs/language-quiz/endpoints';
import { languageQuizOf } from '../../src/hubs/language-quiz/entities';
import { answersKey, PLAN_KEY, PRINT_CLASS } from '../../src/hubs/language-quiz/LanguageQuiz';
import { learningPlan, NO_LEVEL, skillResults } from '../../src/hubs/language-quiz/score';
import { mount, until, useElementTestPage } from './helpers';

const QUIZ = 'path:/aalto_api/quiz-questions';
const raw = {
  terms: { '10': 'Easily', '0': 'I cannot', '2': 'Fairly well', '1': 'With difficulty' },
  questions: [
    { id: 'sa1', question: 'I can say who I am.', level: 'A1', skill: 'speaking' },
    { id: 'ra1', question: 'I can read signs.', level: 'A1', skill: 'reading' },
    { id: 'sa2', question: 'I can order food.', level: 'A2', skill: 'speaking' },
    { id: 'ra2', question: 'I can read a notice.', level: 'A2', skill: 'reading' },
    { id: 'x', question: 'No skill', level: 'A1' },
  ],
  results: { speaking: { none: 'Start with Finnish 1.', A1: 'Next: Finnish 2.', A2: 'Next: Finnish 3.' }, reading: { A1: 'Read easy news.' } },
  texts: {
    title: 'How well do you know Finnish?',
    intro: 'Four statements.',
    learnFinnishUrl: '/en/learn-finnish',
    skill_speaking: 'Speaking',
    skill_reading: 'Reading',
  },
};

const press = (el: Element, name: string) => {
  const button = [...el.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!button) throw new Error(`no button ${name}`);
  button.click();
};
const choose = (el: Element, label: string) =>
  [...el.querySelectorAll('label')]
    .find((l) => l.textContent === label)!
    .querySelector('input')!
    .click();
const legend = (el: Element) => el.querySelector('legend')?.textContent;
const dialogOpen = (el: Element) => el.querySelector('dialog')!.open;

useElementTestPage(() => {
  history.replaceState(null, '', '/');
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

async function answerAll(el: Element, labels: string[]) {
  await until(() => el.querySelector('.aalto-quiz__intro'));
  press(el, 'Start the test');
  for (const [i, label] of labels.entries()) {
    await until(() => el.querySelector('.aalto-stepper__progress')?.textContent === `Question ${i + 1} of ${labels.length}`);
    choose(el, label);
    press(el, i === labels.length - 1 ? 'Show results' : 'Next');
  }
  await until(() => el.querySelector('.aalto-quiz__results'));
}

describe('<language-quiz>', () => {
  it('asks each question as a radio group of the terms, then shows the level per skill with its text', async () => {
    fetchMock.route(QUIZ, { data: raw });
    const el = await mount('language-quiz');
    await until(() => el.querySelector('.aalto-quiz__intro'));
    expect(el.querySelector('.aalto-quiz__title')!.textContent).toBe('How well do you know Finnish?');
    press(el, 'Start the test');
    await until(() => legend(el) === 'I can say who I am.');
    // The visitor's start moves focus to the first question.
    await until(() => document.activeElement === el.querySelector('legend'));
    // Terms in their keys' order, numbers as numbers; a question without a skill is not asked.
    expect([...el.querySelectorAll('label')].map((l) => l.textContent)).toEqual(['I cannot', 'With difficulty', 'Fairly well', 'Easily']);
    expect(el.querySelectorAll('input[type="radio"]')).toHaveLength(4);
    el.remove();
    sessionStorage.clear();
    const quiz = await mount('language-quiz');
    await answerAll(quiz, ['Easily', 'Fairly well', 'Fairly well', 'With difficulty']);
    const skills = [...quiz.querySelectorAll('.aalto-quiz__skill')].map((s) => s.textContent);
    expect(skills).toEqual(['SpeakingLevel: A2Next: Finnish 3.', 'ReadingLevel: A1Read easy news.']);
    expect(quiz.querySelector('.aalto-quiz__learn a')!.getAttribute('href')).toBe('/en/learn-finnish');
    // The results take focus; no question was left unanswered.
    await until(() => document.activeElement === quiz.querySelector('.aalto-quiz__results h3'));
    expect(quiz.querySelector('.aalto-quiz__unanswered')).toBeNull();
    // 'Edit answers' goes back to the first question, with the answers kept, focus on it.
    press(quiz, 'Edit answers');
    await until(() => legend(quiz) === 'I can say who I am.');
    expect((quiz.querySelector('input[value="10"]') as HTMLInputElement).checked).toBe(true);
    await until(() => document.activeElement === quiz.querySelector('legend'));
  });

  it('says how many questions are unanswered before the results, and takes the visitor back to the first of them', async () => {
    fetchMock.route(QUIZ, { data: raw });
    const el = await mount('language-quiz');
    await until(() => el.querySelector('.aalto-quiz__intro'));
    press(el, 'Start the test');
    await until(() => legend(el) === 'I can say who I am.');
    choose(el, 'Easily');
    press(el, 'Next');
    for (let i = 2; i <= 4; i += 1) {
      await until(() => el.querySelector('.aalto-stepper__progress')?.textContent === `Question ${i} of 4`);
      press(el, i === 4 ? 'Show results' : 'Next');
    }
    await until(() => el.querySelector('.aalto-quiz__unanswered'));
    expect(el.querySelector('.aalto-quiz__unanswered')!.textContent).toContain('3 questions are unanswered');
    press(el, 'Answer them');
    await until(() => el.querySelector('.aalto-stepper__progress')?.textContent === 'Question 2 of 4');
    await until(() => document.activeElement === el.querySelector('legend'));
  });

  it('keeps the answers in session storage (a reload keeps them) and reads hostile storage safely', async () => {
    fetchMock.route(QUIZ, { data: raw });
    const el = await mount('language-quiz');
    await until(() => el.querySelector('.aalto-quiz__intro'));
    press(el, 'Start the test');
    await until(() => legend(el));
    choose(el, 'Easily');
    press(el, 'Next');
    await until(() => legend(el) === 'I can read signs.');
    expect(JSON.parse(sessionStorage.getItem(answersKey('en'))!).answers).toEqual({ sa1: ['10'] });
    el.remove();
    const again = await mount('language-quiz');
    await until(() => legend(again) === 'I can read signs.');
    expect(again.querySelector('.aalto-stepper__progress')!.textContent).toBe('Question 2 of 4');
    again.remove();
    for (const stored of [
      '{not json',
      JSON.stringify({ index: 99, answers: { sa1: '<img src=x onerror=alert(1)>', __proto__: { x: 1 }, ra1: [{ a: 1 }] } }),
      JSON.stringify(null),
    ]) {
      sessionStorage.setItem(answersKey('en'), stored);
      const hostile = await mount('language-quiz');
      await until(() => hostile.querySelector('.aalto-quiz__intro, legend, .aalto-quiz__results'));
      expect(hostile.querySelector('img')).toBeNull();
      hostile.remove();
    }
  });

  it("asks 'Leave the test?' before a link inside it or Back from the first question; Stay keeps, Leave leaves", async () => {
    fetchMock.route(QUIZ, { data: raw });
    const el = await mount('language-quiz');
    await until(() => el.querySelector('.aalto-quiz__intro'));
    press(el, 'Start the test');
    await until(() => legend(el));
    // No answer yet: Back from the first question goes to the introduction without asking.
    press(el, 'Back');
    await until(() => el.querySelector('.aalto-quiz__intro'));
    press(el, 'Start the test');
    await until(() => legend(el));
    choose(el, 'Easily');
    const back = [...el.querySelectorAll('button')].find((b) => b.textContent === 'Back')!;
    back.focus();
    back.click();
    await until(() => dialogOpen(el));
    const dialog = el.querySelector('dialog')!;
    expect(dialog.querySelector('h2')!.textContent).toBe('Leave the test?');
    expect(dialog.textContent).toContain('All the answers will not be saved.');
    press(dialog, 'Stay');
    await until(() => !dialogOpen(el));
    expect(legend(el)).toBe('I can say who I am.');
    expect(document.activeElement).toBe(back);
    press(el, 'Back');
    await until(() => dialogOpen(el));
    press(el.querySelector('dialog')!, 'Leave');
    await until(() => el.querySelector('.aalto-quiz__intro'));
    expect(JSON.parse(sessionStorage.getItem(answersKey('en')) ?? '{"answers":{}}').answers).toEqual({});
  });

  it('guards a link on the results page, retakes after a confirmation, saves a plan, prints the results alone', async () => {
    fetchMock.route(QUIZ, { data: raw });
    const el = await mount('language-quiz');
    await answerAll(el, ['Easily', 'Easily', 'I cannot', 'I cannot']);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    (el.querySelector('.aalto-quiz__learn a') as HTMLAnchorElement).click();
    await until(() => dialogOpen(el));
    press(el.querySelector('dialog')!, 'Stay');
    await until(() => !dialogOpen(el));
    expect(assign).not.toHaveBeenCalled();
    (el.querySelector('.aalto-quiz__learn a') as HTMLAnchorElement).click();
    await until(() => dialogOpen(el));
    press(el.querySelector('dialog')!, 'Leave');
    await until(() => assign.mock.calls.length === 1);
    expect(String(assign.mock.calls[0]![0])).toMatch(/\/en\/learn-finnish$/);
    vi.restoreAllMocks();

    const quiz = await mount('language-quiz');
    await answerAll(quiz, ['Easily', 'Easily', 'I cannot', 'I cannot']);
    // The plan: downloaded as a text file and kept in local storage.
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    press(quiz, 'Save a learning plan');
    expect(clicks).toEqual(['learning-plan.txt']);
    expect(localStorage.getItem(PLAN_KEY)).toBe(
      'My Finnish learning plan\n========================\n\nSpeaking: A1\nNext: Finnish 2.\n\nReading: A1\nRead easy news.\n',
    );
    await until(() => quiz.querySelector('.aalto-quiz__saved')!.textContent.includes('downloaded'));
    // Print: the page is marked while printing (the print stylesheet shows the results alone).
    let marked = false;
    window.print = () => {
      marked = document.documentElement.classList.contains(PRINT_CLASS);
    };
    press(quiz, 'Print results');
    expect(marked).toBe(true);
    expect(document.documentElement.classList.contains(PRINT_CLASS)).toBe(false);
    // Retake: asked first; Cancel keeps the results, Retake clears and starts again.
    press(quiz, 'Retake the test');
    await until(() => quiz.querySelectorAll('dialog')[0]!.open);
    expect(quiz.querySelector('dialog h2')!.textContent).toBe('Retake the test?');
    press(quiz.querySelector('dialog')!, 'Cancel');
    await until(() => !quiz.querySelector('dialog')!.open);
    expect(quiz.querySelector('.aalto-quiz__results')).not.toBeNull();
    press(quiz, 'Retake the test');
    await until(() => quiz.querySelector('dialog')!.open);
    press(quiz.querySelector('dialog')!, 'Retake');
    await until(() => legend(quiz) === 'I can say who I am.');
    expect((quiz.querySelector('input[value="10"]') as HTMLInputElement).checked).toBe(false);
  });

  it("says it could not load when the quiz cannot load, and loads again on 'Try again', in Finnish", async () => {
    fetchMock.route(QUIZ, 500, { repeat: 1 });
    fetchMock.route(QUIZ, { data: raw });
    const el = await mount('language-quiz', { language: 'fi' });
    await until(() => el.querySelector('.aalto-load-failure [role="status"]')?.textContent === 'Sisältöä ei voitu ladata.');
    expect(el.textContent).not.toContain('Tietoja ei saatavilla');
    press(el, 'Yritä uudelleen');
    await until(() => el.querySelector('.aalto-quiz__intro'));
    expect(el.querySelector('.aalto-quiz__intro button')!.textContent).toBe('Aloita testi');
  });

  it('renders hostile data as text', async () => {
    fetchMock.route(QUIZ, {
      data: {
        terms: { 0: '<b>no</b>', 1: 7, __proto__: 'x' },
        questions: [{ id: 'q', question: '<img src=x onerror=alert(1)>', level: 'A1', skill: 's' }],
        results: { s: { A1: '<i>r</i>' } },
        texts: { title: '<u>t</u>', learnFinnishUrl: 'javascript:alert(1)' },
      },
    });
    const el = await mount('language-quiz');
    await until(() => el.querySelector('.aalto-quiz__intro'));
    expect(el.querySelector('.aalto-quiz__title')!.textContent).toBe('<u>t</u>');
    press(el, 'Start the test');
    await until(() => legend(el) === '<img src=x onerror=alert(1)>');
    choose(el, '<b>no</b>');
    press(el, 'Show results');
    await until(() => el.querySelector('.aalto-quiz__results'));
    expect(el.querySelector('img, b, i, u, a[href^="javascript"]')).toBeNull();
  });
});

describe('language quiz, headless', () => {
  it('finds the level per skill from the strong answers, in order, and writes the plan', () => {
    const quiz = languageQuizOf(quizQuestions.parse(raw));
    expect(quiz.terms.map((t) => t.value)).toEqual(['0', '1', '2', '10']);
    expect(quiz.questions.map((q) => q.id)).toEqual(['sa1', 'ra1', 'sa2', 'ra2']);
    // A gap stops the climb: A2 strong without A1 is still below A1.
    expect(skillResults(quiz, new Map(Object.entries({ sa1: ['1'], sa2: ['10'], ra1: ['2'] })))).toEqual([
      { skill: 'speaking', level: NO_LEVEL, text: 'Start with Finnish 1.' },
      { skill: 'reading', level: 'A1', text: 'Read easy news.' },
    ]);
    expect(
      learningPlan(
        'Plan',
        [{ skill: 'speaking', level: 'A2', text: '' }],
        (s) => s.toUpperCase(),
        (l) => l,
      ),
    ).toBe('Plan\n====\n\nSPEAKING: A2\n');
  });
});
