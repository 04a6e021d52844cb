/**
 * Each element's main journey, written once for the three engines: what a visitor does first with
 * it (a filter, a search typed key by key, a sort, a step, a tab, consent), what it must change,
 * and, where the element keeps it in the address, that a reload brings it back.
 */
import { expect } from 'vitest';
import type { EnginePage } from './types';

export interface Journey {
  /** What the visitor does, for the test's name. */
  name: string;
  run(page: EnginePage, tag: string): Promise<void>;
}

/**
 * Marks the first element under `scope` matching `selector` (and whose text matches `text`) with a
 * `data-journey` attribute, and answers a selector for it, for `click`. Fails when there is none.
 */
export async function find(page: EnginePage, scope: string, selector: string, text?: RegExp): Promise<string> {
  const id = await page.evaluate(
    (scope: string, selector: string, source: string | null, flags: string) => {
      const pattern = source === null ? null : new RegExp(source, flags);
      const element = [...document.querySelectorAll(`${scope} ${selector}`)].find((el) => !pattern || pattern.test((el.textContent ?? '').trim()));
      if (!element) return null;
      const mark = String(Math.random()).slice(2);
      element.setAttribute('data-journey', mark);
      return mark;
    },
    scope,
    selector,
    text?.source ?? null,
    text?.flags ?? '',
  );
  if (id === null) throw new Error(`${page.engine}: no ${scope} ${selector}${text ? ` with text ${text}` : ''}`);
  return `[data-journey="${id}"]`;
}

/** The numbers of an element's count line ('Showing 20 of 311' is [20, 311]). */
export const counts = (page: EnginePage, tag: string) =>
  page.evaluate((tag: string) => (document.querySelector(`${tag} .aalto-count`)?.textContent ?? '').match(/\d+/g)?.map(Number) ?? [], tag);

/** Waits until the element's count line (its last number: the query's total) satisfies `test`; `before` runs before each reading. */
async function totalUntil(page: EnginePage, tag: string, test: (total: number) => boolean, what: string, before?: () => Promise<void>): Promise<number> {
  const deadline = Date.now() + 20_000;
  let last: number[] = [];
  while (Date.now() < deadline) {
    await before?.();
    last = await counts(page, tag);
    const total = last.at(-1);
    if (total !== undefined && test(total)) return total;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${page.engine}: ${tag}'s count never ${what} (last: ${last.join(', ') || 'none'})`);
}

const address = (page: EnginePage) => page.evaluate(() => location.search);

/** Waits until the address holds a query (the elements write it a moment after a change), and answers it. */
const addressHolds = (page: EnginePage, what: string) =>
  page.waitFor(() => location.search.length > 1 && location.search, { message: `the address never held ${what}` });

/** Reloads and waits until the element shows `total` again with the same address. */
async function keptOverReload(page: EnginePage, tag: string, total: number, search: string) {
  await page.reload();
  await page.ready();
  expect(await address(page), `${tag}: the address after a reload`).toBe(search);
  await totalUntil(page, tag, (after) => after === total, `came back to ${total} after a reload`);
}

/** Opens the element's disclosure named `name` ('Filters', 'Sort') when there is one and it is closed. */
async function openPanel(page: EnginePage, tag: string, name: RegExp) {
  const closed = await page.evaluate(
    (tag: string, source: string) =>
      [...document.querySelectorAll(`${tag} button[aria-expanded="false"]`)].some((b) => new RegExp(source).test((b.textContent ?? '').trim())),
    tag,
    name.source,
  );
  if (closed) await page.click(await find(page, tag, 'button[aria-expanded="false"]', name));
}

/** Whether the element shows a control: rendered with a size (a table's header buttons are gone on a phone). */
const shows = (page: EnginePage, selector: string) =>
  page.evaluate((selector: string) => [...document.querySelectorAll(selector)].some((el) => el.getBoundingClientRect().width > 0), selector);

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

/** In the page: the element's first card title or course name. */
const firstTitleIn = (tag: string) => (document.querySelector(`${tag} .aalto-card__title, ${tag} .aalto-course__name`)?.textContent ?? '').trim();
const firstTitle = (page: EnginePage, tag: string) => page.evaluate(firstTitleIn, tag);
/** Waits until the first title is another than `first`. */
const reordered = (page: EnginePage, tag: string, first: string) =>
  page.waitFor(
    (tag: string, first: string) => (document.querySelector(`${tag} .aalto-card__title, ${tag} .aalto-course__name`)?.textContent ?? '').trim() !== first,
    { message: 'the order did not change' },
    tag,
    first,
  );

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

/** Accepts every cookie in the consent dialog: the consent cookies written, the dialog gone, and not asked again after a reload. */
export const acceptCookies: Journey = {
  name: 'accepts all cookies, not asked again after a reload',
  async run(page, tag) {
    await page.waitFor((tag: string) => document.querySelector(`${tag} dialog`)?.matches('[open]'), { message: 'the consent dialog did not open' }, tag);
    await page.click(await find(page, tag, 'dialog button', /^Accept all$/));
    await page.waitFor((tag: string) => !document.querySelector(`${tag} dialog[open]`), { message: 'the dialog stayed open' }, tag);
    const consent = Object.entries(await page.cookies()).filter(([name]) => name.startsWith('aalto_consent_'));
    expect(consent.length).toBeGreaterThan(0);
    await page.reload();
    await page.ready();
    expect(await page.evaluate((tag: string) => document.querySelector(`${tag} dialog[open]`) === null, tag)).toBe(true);
  },
};

/**
 * Types a term key by key into the quick search: its suggestions open, one row per hit, counted in
 * the status; ArrowDown moves DOM focus onto the first entry (the contract), Enter on it puts its
 * title in the input, with focus back there.
 */
export const suggest = (term: string): Journey => ({
  name: `suggests as '${term}' is typed key by key; ArrowDown and Enter take an entry's title`,
  async run(page, tag) {
    await page.click(`${tag} input[type="search"]`);
    await page.type(term);
    await page.waitFor((tag: string) => document.querySelectorAll(`${tag} [data-entry]`).length > 0, { message: 'no suggestion showed' }, tag);
    const status = await page.waitFor(
      (tag: string) =>
        /\d+/.test(document.querySelector(`${tag} [role="status"]`)?.textContent ?? '') && document.querySelector(`${tag} [role="status"]`)?.textContent,
      { message: 'the status did not count the suggestions' },
      tag,
    );
    expect(status).toMatch(/\d+ suggestions?/);
    const rows = await page.evaluate((tag: string) => document.querySelectorAll(`${tag} [role="grid"] > [role="row"]`).length, tag);
    expect(status).toBe(`${rows} suggestion${rows === 1 ? '' : 's'}`);
    expect(await page.evaluate((tag: string) => (document.querySelector(`${tag} input[type="search"]`) as HTMLInputElement).value, tag)).toBe(term);
    await page.press('ArrowDown');
    await page.waitFor(
      (tag: string) => document.activeElement === document.querySelector(`${tag} [data-entry]`),
      { message: 'ArrowDown did not focus the first entry' },
      tag,
    );
    const title = await page.evaluate((tag: string) => document.querySelector(`${tag} [data-entry] .aalto-qs__title`)!.textContent, tag);
    await page.press('Enter');
    await page.waitFor(
      (tag: string, title: string) =>
        (document.activeElement as HTMLInputElement).value === title && document.activeElement === document.querySelector(`${tag} input`),
      { message: "Enter did not put the entry's title in the input" },
      tag,
      title,
    );
  },
});

/** Selects another tab by mouse, then the next by ArrowRight: one selected tab, its panel shown. */
export const tabs: Journey = {
  name: 'selects tabs by mouse and arrow key',
  async run(page, tag) {
    const selected = () => page.evaluate((tag: string) => document.querySelector(`${tag} [role="tab"][aria-selected="true"]`)?.textContent?.trim(), tag);
    const names = await page.evaluate((tag: string) => [...document.querySelectorAll(`${tag} [role="tab"]`)].map((t) => t.textContent.trim()), tag);
    expect(names.length).toBeGreaterThan(2);
    await page.click(await find(page, tag, '[role="tab"]', new RegExp(`^${names[1]}$`)));
    await page.waitFor(
      (tag: string, name: string) => document.querySelector(`${tag} [role="tab"][aria-selected="true"]`)?.textContent?.trim() === name,
      { message: 'the clicked tab was not selected' },
      tag,
      names[1]!,
    );
    await page.press('ArrowRight');
    await page.waitFor(
      (tag: string, name: string) => document.activeElement?.textContent?.trim() === name,
      { message: 'ArrowRight did not move to the next tab' },
      tag,
      names[2]!,
    );
    expect(await page.evaluate((tag: string) => document.querySelectorAll(`${tag} [role="tab"][aria-selected="true"]`).length, tag)).toBe(1);
    expect([names[1], names[2]]).toContain(await selected());
    await page.waitFor(
      (tag: string) => document.querySelector(`${tag} [role="tabpanel"]:not([hidden]) a`) !== null,
      { message: 'the tab panel showed nothing' },
      tag,
    );
  },
};

/** Starts the language test and answers its first question by keyboard: the second question. */
export const quiz: Journey = {
  name: 'starts the test and answers the first question by keyboard',
  async run(page, tag) {
    await page.click(await find(page, tag, 'button', /^Start the test$/));
    const progress = () => page.evaluate((tag: string) => document.querySelector(`${tag} .aalto-stepper__progress`)?.textContent ?? '', tag);
    await page.waitFor(
      (tag: string) => document.querySelector(`${tag} .aalto-stepper__progress`)?.textContent === 'Question 1 of 24',
      { message: 'the first question did not show' },
      tag,
    );
    await page.click(await find(page, tag, '.aalto-stepper__choice'));
    await page.press('ArrowDown');
    expect(await page.evaluate((tag: string) => document.querySelectorAll(`${tag} input:checked`).length, tag)).toBe(1);
    await page.click(await find(page, tag, '.aalto-stepper__buttons button', /^Next$/));
    await page.waitFor(
      (tag: string) => document.querySelector(`${tag} .aalto-stepper__progress`)?.textContent === 'Question 2 of 24',
      { message: 'the second question did not show' },
      tag,
    );
    expect(await progress()).toBe('Question 2 of 24');
  },
};

/** Chooses a unit in the people hub's menu: its people only, the unit in the address, kept over a reload. */
export const unit: Journey = {
  name: 'chooses a unit in the menu, kept over a reload',
  async run(page, tag) {
    const before = await totalUntil(page, tag, (total) => total > 0, 'showed people');
    await page.click(await find(page, tag, '.aalto-units__unit', /^University services$/));
    const after = await totalUntil(page, tag, (total) => total < before && total > 0, `went below ${before}`);
    const search = await addressHolds(page, 'the unit');
    await keptOverReload(page, tag, after, search);
  },
};
