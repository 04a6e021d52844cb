/**
 * What one engine did differently from the others, held in all three (each engine's
 * file registers them): a date typed key
 * by key in the events date range, WebKit's own clear button in search fields, and language names
 * as Swedish and Finnish write them.
 */
import { expect, it } from 'vitest';
import type { Engine, EnginePage } from './index';
import { find } from './journeys';

const fromField = 'events-listing .aalto-date-range input[type="date"]';
const value = (page: EnginePage, selector: string) =>
  page.evaluate((selector: string) => (document.querySelector(selector) as HTMLInputElement).value, selector);

/** Registers the differences' tests for `engine` (a file's `useEngine`). */
export function differenceChecks(engine: Engine) {
  const name = engine.name;

  // WebKitGTK's date fields take no digits from its WebDriver, and its arrow keys do not reach the
  // year: the typing cannot be driven there (the fix does not depend on the engine).
  it.skipIf(name === 'webkit')('keeps a date typed key by key in the events date range, and filters by it', async () => {
    const page = await engine.open('/events.html');
    await page.ready();
    await page.click(await find(page, 'events-listing', 'button[aria-expanded="false"]', /^Filters$/));
    await page.waitFor((selector: string) => document.querySelector(selector), {}, fromField);
    // Focus lands on the field's first part (the month, in English).
    await page.evaluate((selector: string) => (document.querySelector(selector) as HTMLInputElement).focus(), fromField);
    // The segmented field sends an input event as its parts change: 0002-03-15 on the year's first digit.
    await page.type('03152027');
    await page.waitFor(
      (selector: string) => (document.querySelector(selector) as HTMLInputElement).value === '2027-03-15',
      { message: 'the typed date did not stay' },
      fromField,
    );
    await page.waitFor(() => new URLSearchParams(location.search).get('from') === '2027-03-15', { message: 'the address never held from=2027-03-15' });
    expect(await value(page, fromField)).toBe('2027-03-15');
    expect(await page.problems()).toEqual([]);
  });

  it('leaves no second, native clear button in a search field: the field and the listing agree', async () => {
    const page = await engine.open('/news.html');
    await page.ready();
    const input = 'news-listing input[type="search"]';
    await page.click(input);
    await page.type('quantum');
    await page.press('Enter');
    await page.waitFor(() => new URLSearchParams(location.search).get('search') === 'quantum', { message: 'the search never reached the address' });
    // Where an engine draws its own clear button: at the right end of the field's text box.
    const [x, y] = await page.evaluate((input: string) => {
      const field = document.querySelector(input) as HTMLInputElement;
      const box = field.getBoundingClientRect();
      const style = getComputedStyle(field);
      return [box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight) - 5, box.top + box.height / 2];
    }, input);
    await page.clickAt(x, y);
    await page.press('End');
    // Either the field keeps the term and the listing its search, or both are cleared (the element's own clear).
    const state = await page.evaluate(
      (input: string) => [(document.querySelector(input) as HTMLInputElement).value, new URLSearchParams(location.search).get('search') ?? ''],
      input,
    );
    expect(state[0], 'the field was emptied while the listing kept its search').toBe(state[1]);
    expect(state[0]).toBe('quantum');
  });

  it('names languages in lower case in Swedish and Finnish, as those languages write them', async () => {
    for (const [lang, names] of [
      ['sv', ['finska', 'svenska', 'engelska']],
      ['fi', ['suomi', 'ruotsi', 'englanti']],
    ] as const) {
      const page = await engine.open(`/courses.html?lang=${lang}`);
      await page.ready();
      const labels = await page.evaluate(() =>
        [...document.querySelectorAll('courses-listing .aalto-filters__choice')].map((label) => (label.textContent ?? '').replace(/\s*\(\d+\)$/, '').trim()),
      );
      expect(labels, lang).toEqual(expect.arrayContaining([...names]));
    }
  });
}
