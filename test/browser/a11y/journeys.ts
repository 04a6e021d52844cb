/**
 * Each element's main journey (its behaviours in docs/api.md and the README), as a screen reader
 * user takes it: `journeyFor(tag)` gives the steps; `listingJourney` (journey.ts) serves every
 * listing. What each must announce is asserted in its steps.
 */
import { exactly, focusKept, heardAnything, heardCount, Journey, listingJourney, WORDS, type Language } from './journey';

const QUIZ_WORDS: Record<Language, { start: string; question: string }> = {
  en: { start: '^Start the test$', question: 'Question 2 of' },
  fi: { start: '^Aloita testi$', question: 'Kysymys 2' },
};
const CONSENT: Record<Language, { choose: string; statistics: string; save: string }> = {
  en: { choose: '^Choose cookies$', statistics: '^Statistics$', save: '^Save choices$' },
  fi: { choose: '^Valitse evästeet$', statistics: '^Tilastot$', save: '^Tallenna valinnat$' },
};

/** Two questions of a quiz or a guided tool: an answer, Next; the new question's number is heard or named where focus lands. */
async function quizJourney(journey: Journey) {
  const words = QUIZ_WORDS[journey.lang];
  const start = await journey.step('Start', { role: 'button', name: words.start }, ['Enter']);
  if (start) journey.expect(focusKept(start), `start: focus went to ${start.focus.key}`);
  const answer = await journey.step('An answer', { role: 'radio' }, ['Space']);
  journey.expect(answer !== null, 'no answer to choose');
  const next = await journey.step('Next question', { role: 'button', name: WORDS[journey.lang].next }, ['Enter'], undefined, { announces: true });
  journey.expect(next !== null, 'no Next button');
  if (next) {
    const told = next.heard.join(' ').includes(words.question) || next.focus.key.includes(words.question);
    journey.expect(told, `next: the question number ('${words.question}') is neither announced nor where focus is (${next.focus.key})`);
    journey.expect(focusKept(next), `next: focus went to ${next.focus.key}`);
  }
}

async function quicksearchJourney(journey: Journey) {
  const field = { role: 'combobox' };
  // The step waits for the count to be said (after the debounce and the answer), in every engine.
  const typed = await journey.step('Typing a term', field, [], 'podcast', { announces: true });
  journey.expect(typed !== null, 'no combobox');
  await journey.page.waitFor(() => document.querySelector('aalto-quicksearch [role="row"]') !== null, null);
  const state = await journey.page.evaluate(() => {
    const input = document.querySelector('aalto-quicksearch input');
    const popup = document.getElementById(input?.getAttribute('aria-controls') ?? '');
    const rows = popup?.querySelectorAll('[role="row"]').length ?? 0;
    const title = popup?.querySelector('[data-entry] .aalto-qs__title')?.textContent ?? null;
    return { role: input?.getAttribute('role'), expanded: input?.getAttribute('aria-expanded'), popup: popup?.getAttribute('role'), rows, title };
  }, null);
  const heard = await journey.page.evaluate((probe) => probe.heard(), null);
  journey.lines.push('## The suggestions', '', 'Heard:', '', ...(heard.length ? heard.map((h) => `- ${h}`) : ['- (nothing)']), '', ...(await journey.tree()));
  journey.expect(
    state.role === 'combobox' && state.expanded === 'true' && state.popup === 'grid',
    `the field is not an expanded combobox with a grid (role ${state.role}, aria-expanded ${state.expanded}, popup ${state.popup})`,
  );
  // The count of suggestions: one a hit, as many as the grid's rows.
  const count = new RegExp(`\\b${state.rows}\\b`);
  journey.expect(state.rows > 0 && [...(typed?.heard ?? []), ...heard].some((h) => count.test(h)), `the count of the ${state.rows} rows is not announced`);
  // The contract: the arrows move DOM focus onto the entries; Enter on one takes its title.
  const down = await journey.step('ArrowDown onto the first entry', field, ['ArrowDown']);
  journey.expect(down?.focus.role === 'gridcell', `arrow down: focus went to ${down?.focus.key}, not the first entry`);
  const link = await journey.step("Tab to the entry's link", { role: 'gridcell' }, ['Tab']);
  journey.expect(link?.focus.role === 'link', `tab: focus went to ${link?.focus.key}, not the entry's link`);
  const enter = await journey.step('Enter on the entry', { role: 'gridcell' }, ['Enter']);
  const value = await journey.page.evaluate(() => document.querySelector<HTMLInputElement>('aalto-quicksearch input')?.value ?? null, null);
  journey.expect(
    enter?.focus.role === 'combobox' && value === state.title,
    `enter: focus went to ${enter?.focus.key}, the input holds ${JSON.stringify(value)}, not the entry's title`,
  );
  const escape = await journey.step('Escape', field, ['Escape']);
  if (escape) journey.expect(focusKept(escape), `escape: focus went to ${escape.focus.key}`);
}

async function consentJourney(journey: Journey) {
  const words = CONSENT[journey.lang];
  const choose = await journey.step('Choose cookies', { role: 'button', name: words.choose }, ['Enter']);
  journey.expect(choose !== null, 'no Choose cookies button');
  const statistics = await journey.step('Statistics', { role: 'checkbox', name: words.statistics }, ['Space']);
  journey.expect(statistics !== null, 'no Statistics checkbox');
  const save = await journey.step('Save choices', { role: 'button', name: words.save }, ['Enter']);
  journey.expect(save !== null, 'no Save choices button');
  if (save) journey.expect(!save.focus.onBody, 'save: focus fell to the body');
}

async function indexJourney(journey: Journey) {
  const filter = await journey.step('Filtering as you type', { role: 'searchbox' }, [], 'libr', { announces: true });
  journey.expect(filter !== null, 'no filter field');
  if (filter) {
    await journey.page.evaluate((probe) => probe.settled(), null);
    const later = await journey.page.evaluate((probe) => probe.heard(), null);
    const all = [...filter.heard, ...later];
    if (later.length) journey.lines.push('Then heard:', '', ...later.map((h) => `- ${h}`), '');
    journey.expect(all.length === 1 && /\d/.test(all[0]!), `filtering: the count is announced ${all.length} times (once expected): ${all.join(' | ')}`);
  }
  // The count follows the filter once it settles (as it does after typing): the step waits for it.
  const clear = await journey.step(
    'Clearing the filter',
    { role: 'button', name: journey.lang === 'en' ? '^Clear search$' : '^Tyhjennä haku$' },
    ['Enter'],
    undefined,
    { announces: true },
  );
  if (clear) journey.expect(focusKept(clear) && heardAnything(clear), `clear: focus went to ${clear.focus.key}, heard ${clear.heard.join(' | ') || 'nothing'}`);
  const letter = await journey.step('A letter', { role: 'link', name: ', ', nth: 1 }, ['Enter']);
  journey.expect(letter !== null, 'no letter link');
  if (letter) journey.expect(letter.focus.role === 'heading', `letter: focus went to ${letter.focus.key}, not the section's heading`);
}

async function tabsJourney(journey: Journey) {
  const next = await journey.step('The next tab', { role: 'tab' }, ['ArrowRight']);
  journey.expect(next !== null && next.focus.role === 'tab', 'tabs: ArrowRight does not move to the next tab');
}

const JOURNEYS: Record<string, (journey: Journey) => Promise<void>> = {
  'aalto-quicksearch': quicksearchJourney,
  'aalto-cookie-consent': consentJourney,
  'language-quiz': quizJourney,
  'simple-quiz': quizJourney,
  'suggestion-tool': quizJourney,
  'site-index': indexJourney,
  'student-guide-index': indexJourney,
  'personnel-hub-recent': tabsJourney,
};

export const journeyFor = (tag: string) => JOURNEYS[tag] ?? listingJourney;

/**
 * What a failed content API reads as: the element's tree, and 'Try again' keeps focus with the
 * element. What is heard after it is not in the transcript: the failure's text is said again or
 * not, as the engine's timing has it.
 */
export async function failureJourney(journey: Journey) {
  const retry = await journey.step('Try again', { role: 'button', name: WORDS[journey.lang].tryAgain }, ['Enter'], undefined, { record: false });
  if (retry) journey.expect(focusKept(retry), `try again: focus went to ${retry.focus.onBody ? 'the body' : retry.focus.key}`);
  return retry !== null;
}

export { exactly, heardAnything, heardCount };
