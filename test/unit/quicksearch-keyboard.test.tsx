/** The quick search by keyboard: the combobox and its grid of suggestions (docs/keyboard.md). */
import fetchMock from 'fetch-mock';
import { describe, expect, it, vi } from 'vitest';
import '../../elements/loader';
import { nextFocus } from '../../src/hubs/aalto-quicksearch/grid-keys';
import { DEBOUNCE_MS } from '../../src/hubs/aalto-quicksearch/use-suggestions';
import { changeUntil, until } from './helpers';
import {
  SEARCH,
  hit,
  HITS,
  mount,
  input,
  type,
  key,
  entries,
  linksOf,
  spyOnNavigation,
  searches,
  withSuggestions,
  fakeTimers,
  typeAndPause,
  useQuickSearchPage,
} from './quicksearch-driver';

useQuickSearchPage();

describe('<aalto-quicksearch> by keyboard', () => {
  it('contract: ArrowDown moves DOM focus onto the first entry; Enter on it puts its title, as plain text, in the input and sends no request', async () => {
    const { assign } = spyOnNavigation();
    const el = await withSuggestions(HITS);
    fakeTimers();
    const field = input(el);
    field.focus();
    expect((await key(field, 'ArrowDown')).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(entries(el)[0]);
    // The title has a mark in the list; the input gets its text only.
    expect(entries(el)[0]!.querySelector('mark')).not.toBeNull();
    expect((await key(entries(el)[0]!, 'Enter')).defaultPrevented).toBe(true);
    await until(() => field.value === 'Machine Learning Bootcamp');
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(assign).not.toHaveBeenCalled();
    // Twice the pause after the title went in: still the one request.
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 2);
    expect(searches()).toHaveLength(1);
    // The next typed change asks again.
    type(el, 'Machine Learning Bootcam');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    vi.useRealTimers();
    await until(() => searches().length === 2);
  });

  it('specification: the arrows go from entry to entry and wrap back to the input; Home and End; ArrowLeft, ArrowRight, a first Escape and typing return to the input', async () => {
    const el = await withSuggestions(HITS.slice(0, 3));
    const field = input(el);
    const at = () => (document.activeElement === field ? 'input' : entries(el).indexOf(document.activeElement as HTMLElement));
    field.focus();
    const walk: Array<number | string> = [];
    for (const k of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp']) {
      expect((await key(document.activeElement!, k)).defaultPrevented, k).toBe(true);
      walk.push(at());
    }
    expect(walk).toEqual([0, 1, 2, 'input', 2, 1, 0, 'input']);
    // Home and End in the grid: the first and the last entry; in the input they are the caret's.
    expect((await key(field, 'End')).defaultPrevented).toBe(false);
    await key(field, 'ArrowDown');
    await key(document.activeElement!, 'End');
    expect(at()).toBe(2);
    await key(document.activeElement!, 'Home');
    expect(at()).toBe(0);
    await key(document.activeElement!, 'ArrowUp');
    for (const k of ['ArrowLeft', 'ArrowRight', 'Escape']) {
      await key(field, 'ArrowDown');
      await key(document.activeElement!, 'ArrowDown');
      expect(at(), k).toBe(1);
      expect((await key(document.activeElement!, k)).defaultPrevented, k).toBe(true);
      expect(at(), k).toBe('input');
      // Only focus moved: the suggestions are still there.
      expect(entries(el), k).toHaveLength(3);
    }
    // A character typed on an entry goes on in the input: focus returns, the key is the browser's.
    await key(field, 'ArrowDown');
    expect((await key(document.activeElement!, 's')).defaultPrevented).toBe(false);
    expect(at()).toBe('input');
    // From a link too.
    await key(field, 'ArrowDown');
    await key(document.activeElement!, 'Tab');
    expect(document.activeElement).toBe(linksOf(entries(el)[0]!)[0]);
    await key(document.activeElement!, 'ArrowRight');
    expect(at()).toBe('input');
  });

  it('is a combobox owning a grid, a row per hit, no active descendant; Escape closes and clears, then clears the input; leaving closes', async () => {
    const el = await withSuggestions(HITS.slice(0, 3));
    const field = input(el);
    const grid = el.querySelector('[role="grid"]')!;
    expect(field.getAttribute('role')).toBe('combobox');
    expect(field.getAttribute('aria-haspopup')).toBe('grid');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.getAttribute('aria-controls')).toBe(grid.id);
    expect(grid.getAttribute('aria-label')).toBe('Suggestions');
    expect([...grid.querySelectorAll('[role="row"]')].map((row) => [...row.children].map((cell) => cell.getAttribute('role')))).toEqual([
      ['gridcell', 'gridcell'],
      ['gridcell', 'gridcell'],
      ['gridcell', 'gridcell'],
    ]);
    // No cell is a tab stop of its own: Tab from the input goes on to the element's buttons.
    expect([...grid.querySelectorAll<HTMLElement>('[data-entry], a')].map((cell) => cell.tabIndex)).toEqual([-1, -1, -1, -1, -1, -1]);
    field.focus();
    await key(field, 'ArrowDown');
    // DOM focus is in the grid: no active descendant.
    expect(field.hasAttribute('aria-activedescendant')).toBe(false);
    await key(document.activeElement!, 'Escape');
    expect(document.activeElement).toBe(field);
    expect((await key(field, 'Escape')).defaultPrevented).toBe(true);
    await until(() => entries(el).length === 0);
    expect((el.querySelector('.aalto-qs__popup') as HTMLElement).hidden).toBe(true);
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(el.querySelector('[role="status"]')!.textContent).toBe('');
    expect(field.value).toBe('machine');
    expect((await key(field, 'Escape')).defaultPrevented).toBe(true);
    await until(() => field.value === '');
    // Nothing to close or clear: Escape is the page's (a dialog around the element closes on it).
    expect((await key(field, 'Escape')).defaultPrevented).toBe(false);
    // ArrowDown opens closed suggestions again, asking again.
    type(el, 'machine');
    await until(() => entries(el).length === 3);
    await key(field, 'Escape');
    await until(() => entries(el).length === 0);
    await key(field, 'ArrowDown');
    await until(() => entries(el).length === 3);
    // Within the element (its buttons), the suggestions stay; out of it, they close.
    await changeUntil(() => (el.querySelector('button[aria-label="Clear search"]') as HTMLButtonElement).focus());
    expect(entries(el)).toHaveLength(3);
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    await until(() => entries(el).length === 0);
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it("keyboard: Tab and Shift+Tab go through a row's links, Shift+Tab from the entry to the input, Tab past the last is the browser's; Enter on a link is the link's", async () => {
    const twoLinks = hit({
      title: 'Machine podcast',
      type: 'kb_selfstudy_material',
      kb_external_links: ['https://pod.example.org/1', 'https://pod.example.org/2'],
      kb_external_links_title: ['Episode one', 'Episode two'],
    });
    const el = await withSuggestions([HITS[0], twoLinks]);
    const field = input(el);
    const selfStudy = entries(el)[1]!;
    const [one, two] = linksOf(selfStudy);
    field.focus();
    for (let i = 0; i < 2; i++) await key(document.activeElement!, 'ArrowDown');
    expect(document.activeElement).toBe(selfStudy);
    expect((await key(selfStudy, 'Tab')).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(one);
    expect((await key(one!, 'Tab')).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(two);
    // The last link: Tab is left to the browser, which leaves the element (no cell after it is a tab stop).
    expect((await key(two!, 'Tab')).defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(two);
    // Enter on a link is the link's own: no title taken.
    expect((await key(two!, 'Enter')).defaultPrevented).toBe(false);
    expect(field.value).toBe('machine');
    // WebKit's Shift+Tab: key 'Unidentified', code 'Tab'.
    expect((await key(two!, 'Unidentified', { code: 'Tab', shiftKey: true })).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(one);
    await key(one!, 'Tab', { shiftKey: true });
    expect(document.activeElement).toBe(selfStudy);
    await key(selfStudy, 'Tab', { shiftKey: true });
    expect(document.activeElement).toBe(field);
    // An ordinary hit's row: its entry, then its page.
    await key(field, 'ArrowDown');
    await key(document.activeElement!, 'Tab');
    expect(document.activeElement).toBe(linksOf(entries(el)[0]!)[0]);
    expect((await key(document.activeElement!, 'ArrowDown')).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(entries(el)[1]);
  });

  it('sends focus back to the input when new suggestions replace those it was in', async () => {
    let call = 0;
    fetchMock.route(SEARCH, () => ({ hits: { hits: call++ ? HITS.slice(0, 1) : HITS } }));
    const el = await mount();
    await typeAndPause(el, 'machine');
    await until(() => entries(el).length === HITS.length);
    input(el).focus();
    await key(input(el), 'ArrowUp');
    expect(document.activeElement).toBe(entries(el)[HITS.length - 1]);
    // An answer typed before the arrow arrives after it.
    await typeAndPause(el, 'machines');
    await until(() => entries(el).length === 1);
    expect(document.activeElement).toBe(input(el));
  });
});

describe('the keyboard model', () => {
  it("moves focus by the keyboard model: entries by the arrows, wrapping to the input; a row's cells by Tab", () => {
    const input = null;
    const entry = (row: number) => ({ row, cell: 0 });
    // From the input, into a grid of 3 rows (none: the browser's).
    expect(nextFocus('ArrowDown', false, input, 3, 0)).toEqual(entry(0));
    expect(nextFocus('ArrowUp', false, input, 3, 0)).toEqual(entry(2));
    expect(nextFocus('ArrowDown', false, input, 0, 0)).toBeNull();
    for (const k of ['Tab', 'Enter', 'Escape', 'ArrowLeft', 'a']) expect(nextFocus(k, false, input, 3, 0), k).toBeNull();
    // The arrows go from entry to entry, from any cell of a row, past either end to the input.
    expect(nextFocus('ArrowDown', false, entry(0), 3, 2)).toEqual(entry(1));
    expect(nextFocus('ArrowDown', false, { row: 1, cell: 1 }, 3, 2)).toEqual(entry(2));
    expect(nextFocus('ArrowDown', false, entry(2), 3, 2)).toBe('input');
    expect(nextFocus('ArrowUp', false, { row: 1, cell: 2 }, 3, 3)).toEqual(entry(0));
    expect(nextFocus('ArrowUp', false, entry(0), 3, 2)).toBe('input');
    // Home and End: the first and the last entry, from any cell; in the input, the caret's.
    expect(nextFocus('Home', false, { row: 2, cell: 1 }, 3, 2)).toEqual(entry(0));
    expect(nextFocus('End', false, entry(0), 3, 2)).toEqual(entry(2));
    expect(nextFocus('Home', false, input, 3, 0)).toBeNull();
    expect(nextFocus('End', false, input, 3, 0)).toBeNull();
    for (const k of ['ArrowLeft', 'ArrowRight', 'Escape']) {
      expect(nextFocus(k, false, entry(1), 3, 2), k).toBe('input');
      expect(nextFocus(k, false, { row: 1, cell: 1 }, 3, 2), k).toBe('input');
    }
    // Tab through the row's cells, then the browser's (out of the element); Shift+Tab back, from the entry to the input.
    expect(nextFocus('Tab', false, entry(1), 3, 3)).toEqual({ row: 1, cell: 1 });
    expect(nextFocus('Tab', false, { row: 1, cell: 1 }, 3, 3)).toEqual({ row: 1, cell: 2 });
    expect(nextFocus('Tab', false, { row: 1, cell: 2 }, 3, 3)).toBeNull();
    expect(nextFocus('Tab', false, entry(1), 3, 1)).toBeNull();
    expect(nextFocus('Tab', true, { row: 1, cell: 2 }, 3, 3)).toEqual({ row: 1, cell: 1 });
    expect(nextFocus('Tab', true, entry(1), 3, 3)).toBe('input');
    // Enter chooses on the entry; on a link it is the link's.
    expect(nextFocus('Enter', false, entry(1), 3, 2)).toBe('choose');
    expect(nextFocus('Enter', false, { row: 1, cell: 1 }, 3, 2)).toBeNull();
    expect(nextFocus(' ', false, entry(1), 3, 2)).toBeNull();
    // A character or Backspace on a cell goes on in the input (the key left to the browser).
    for (const k of ['s', 'Ä', 'Backspace']) expect(nextFocus(k, false, { row: 1, cell: 1 }, 3, 2), k).toBe('type');
    expect(nextFocus('Shift', true, entry(1), 3, 2)).toBeNull();
  });
});
