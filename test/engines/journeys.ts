/**
 * Each element's main journey, written once for the three engines: what a visitor does first with
 * it (a filter, a search typed key by key, a sort, a step, a tab, consent), what it must change,
 * and, where the element keeps it in the address, that a reload brings it back.
 *
 * The listings' and the guided paths' journeys are here; the other elements' (consent, a suggestion,
 * tabs, the quiz, the people hub's units) in `widget-journeys.ts`; what they read of a page in `journey-pages.ts`.
 */
import { expect } from 'vitest';
import { addressHolds, counts, find, firstTitle, keptOverReload, openPanel, reordered, shows, totalUntil, type Journey } from './journey-pages';

export { find, type Journey } from './journey-pages';
export { acceptCookies, quiz, suggest, tabs, unit } from './widget-journeys';

/**
 * Ticks a filter checkbox (the first, or the one whose label matches) by mouse, applying it where a
 * phone's panel asks to: fewer results, in the address, kept over a reload.
 */
export const filter = (label?: RegExp): Journey => ({
  name: 'filters by a checkbox, kept over a reload',
  async run(page, tag) {
    const before = await totalUntil(page, tag, (total) => total > 0, 'showed results');
    await openPanel(page, tag, /^(Filters)$/);
    const box = await find(page, tag, '.aalto-filters__choice:not(.aalto-details-toggle):has(input[type="checkbox"])', label);
    await page.click(box);
    expect(await page.evaluate((box: string) => (document.querySelector(`${box} input`) as HTMLInputElement).checked, box)).toBe(true);
    if (await shows(page, `${tag} .aalto-phone-controls button.aalto-button--primary`))
      await page.click(await find(page, tag, '.aalto-phone-controls button', /^Apply$/));
    const after = await totalUntil(page, tag, (total) => total < before, `went below ${before}`);
    const search = await addressHolds(page, 'the filter');
    await keptOverReload(page, tag, after, search);
  },
});

/** Types a term key by key into the element's search field and presses Enter: other results, the term in the address, kept over a reload. */
export const search = (term: string): Journey => ({
  name: `searches '${term}' typed key by key, kept over a reload`,
  async run(page, tag) {
    const before = await totalUntil(page, tag, (total) => total > 0, 'showed results');
    await page.click(`${tag} input[type="search"]`);
    await page.type(term);
    expect(await page.evaluate((tag: string) => (document.querySelector(`${tag} input[type="search"]`) as HTMLInputElement).value, tag)).toBe(term);
    await page.press('Enter');
    const after = await totalUntil(page, tag, (total) => total < before && total > 0, `went below ${before} to a few`);
    const search = await page.waitFor(
      (term: string) => [...new URLSearchParams(location.search).values()].includes(term) && location.search,
      { message: `the address never held '${term}'` },
      term,
    );
    await keptOverReload(page, tag, after, search);
    expect(await page.evaluate((tag: string) => (document.querySelector(`${tag} input[type="search"]`) as HTMLInputElement).value, tag)).toBe(term);
  },
});

/** Picks another order in the element's sort select by keyboard (focus, ArrowDown): another first result, in the address, kept over a reload. */
export const sortSelect: Journey = {
  name: 'sorts with the select by keyboard, kept over a reload',
  async run(page, tag) {
    const total = await totalUntil(page, tag, (total) => total > 0, 'showed results');
    const first = await firstTitle(page, tag);
    const before = await page.evaluate((tag: string) => (document.querySelector(`${tag} .aalto-sort-select select`) as HTMLSelectElement).value, tag);
    // Focused from its label: a click would open the native list, which differs in every engine.
    await page.evaluate((tag: string) => (document.querySelector(`${tag} .aalto-sort-select select`) as HTMLSelectElement).focus(), tag);
    await page.press('ArrowDown');
    await page.waitFor(
      (tag: string, before: string) => (document.querySelector(`${tag} .aalto-sort-select select`) as HTMLSelectElement).value !== before,
      { message: 'ArrowDown did not change the sort' },
      tag,
      before,
    );
    await reordered(page, tag, first);
    const search = await addressHolds(page, 'the order');
    const now = await firstTitle(page, tag);
    await keptOverReload(page, tag, total, search);
    expect(await firstTitle(page, tag)).toBe(now);
  },
};

/**
 * Sorts the table by a column's header button, both ways (ascending, then descending, on that
 * header alone); on a phone, where the table is cards, by the 'Sort' panel's radio instead.
 */
export const sortTable = (column: RegExp, phoneChoice: RegExp): Journey => ({
  name: 'sorts the table, by a header button or the phone panel',
  async run(page, tag) {
    await totalUntil(page, tag, (total) => total > 0, 'showed results');
    if (!(await shows(page, `${tag} th .aalto-table__sort`))) {
      const first = await firstTitle(page, tag);
      await openPanel(page, tag, /^Sort$/);
      const radio = await find(page, tag, '.aalto-filters__choice:has(input[type="radio"])', phoneChoice);
      await page.click(radio);
      await reordered(page, tag, first);
      return;
    }
    const button = await find(page, tag, 'th .aalto-table__sort', column);
    const sorted = (button: string, direction: string) => {
      const headers = [...document.querySelectorAll('th[aria-sort]')];
      return headers.length === 1 && headers[0]!.contains(document.querySelector(button)) && headers[0]!.getAttribute('aria-sort') === direction;
    };
    for (const direction of ['ascending', 'descending']) {
      await page.click(button);
      await page.waitFor(sorted, { message: `the column did not sort ${direction}` }, button, direction);
    }
  },
});

/** Shows more results with the Show more button: more shown, focus not on the body. */
export const showMore: Journey = {
  name: 'shows more results',
  async run(page, tag) {
    const [shown] = await counts(page, tag);
    await page.click(await find(page, tag, '.aalto-show-more button'));
    await page.waitFor(
      (tag: string, shown: number) => Number(/\d+/.exec(document.querySelector(`${tag} .aalto-count`)?.textContent ?? '')?.[0]) > shown,
      { message: 'Show more showed no more' },
      tag,
      shown ?? 0,
    );
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
  },
};

/** Answers a guided path's first step (its first choice, by mouse), then Next: the next question. */
export const step: Journey = {
  name: 'answers the first step of its guided path',
  async run(page, tag) {
    const question = () =>
      page.evaluate((tag: string) => (document.querySelector(`${tag} .aalto-stepper__question, ${tag} legend`)?.textContent ?? '').trim(), tag);
    const first = await question();
    await page.click(await find(page, tag, '.aalto-stepper__choice'));
    await page.click(await find(page, tag, '.aalto-stepper__buttons button', /^(Next|Show results|Results)$/));
    await page.waitFor(
      (tag: string, first: string) => {
        const now = (document.querySelector(`${tag} .aalto-stepper__question, ${tag} legend`)?.textContent ?? '').trim();
        return now !== first;
      },
      { message: 'the path did not move on' },
      tag,
      first,
    );
    expect(await question()).not.toBe(first);
  },
};

/** Filters by typing into a filter-as-you-type field (the A–Z indexes): fewer entries, the term in the address, kept over a reload. */
export const typeToFilter = (term: string): Journey => ({
  name: `filters as '${term}' is typed, kept over a reload`,
  async run(page, tag) {
    const before = await totalUntil(page, tag, (total) => total > 0, 'showed entries');
    await page.click(`${tag} input[type="search"]`);
    await page.type(term);
    const search = await page.waitFor(
      (term: string) => [...new URLSearchParams(location.search).values()].includes(term) && location.search,
      { message: `the address never held '${term}'` },
      term,
    );
    // The count line waits for the typing to pause (it would count a part of the term a moment);
    // the letter row counts the whole term's entries at once: the count is the term's once they agree.
    const lettered = () =>
      page.evaluate(
        (tag: string) =>
          [...document.querySelectorAll(`${tag} a.aalto-index__jump[href]`)].reduce(
            (sum, a) => sum + Number(/\d+/.exec(a.getAttribute('aria-label') ?? '')?.[0] ?? 0),
            0,
          ),
        tag,
      );
    let letters = await lettered();
    const after = await totalUntil(
      page,
      tag,
      (total) => total < before && total > 0 && total === letters,
      `went below ${before} to the letter row's count of '${term}'`,
      async () => void (letters = await lettered()),
    );
    await keptOverReload(page, tag, after, search);
  },
});
