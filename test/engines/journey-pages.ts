/**
 * What the journeys (`journeys.ts`) read of a page and wait for: an element to click, the count
 * line, the address, a reload that keeps the query, a panel opened, the first result.
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
export async function totalUntil(page: EnginePage, tag: string, test: (total: number) => boolean, what: string, before?: () => Promise<void>): Promise<number> {
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

export const address = (page: EnginePage) => page.evaluate(() => location.search);

/** Waits until the address holds a query (the elements write it a moment after a change), and answers it. */
export const addressHolds = (page: EnginePage, what: string) =>
  page.waitFor(() => location.search.length > 1 && location.search, { message: `the address never held ${what}` });

/** Reloads and waits until the element shows `total` again with the same address. */
export async function keptOverReload(page: EnginePage, tag: string, total: number, search: string) {
  await page.reload();
  await page.ready();
  expect(await address(page), `${tag}: the address after a reload`).toBe(search);
  await totalUntil(page, tag, (after) => after === total, `came back to ${total} after a reload`);
}

/** Opens the element's disclosure named `name` ('Filters', 'Sort') when there is one and it is closed. */
export async function openPanel(page: EnginePage, tag: string, name: RegExp) {
  const closed = await page.evaluate(
    (tag: string, source: string) =>
      [...document.querySelectorAll(`${tag} button[aria-expanded="false"]`)].some((b) => new RegExp(source).test((b.textContent ?? '').trim())),
    tag,
    name.source,
  );
  if (closed) await page.click(await find(page, tag, 'button[aria-expanded="false"]', name));
}

/** Whether the element shows a control: rendered with a size (a table's header buttons are gone on a phone). */
export const shows = (page: EnginePage, selector: string) =>
  page.evaluate((selector: string) => [...document.querySelectorAll(selector)].some((el) => el.getBoundingClientRect().width > 0), selector);

/** In the page: the element's first card title or course name. */
export const firstTitleIn = (tag: string) => (document.querySelector(`${tag} .aalto-card__title, ${tag} .aalto-course__name`)?.textContent ?? '').trim();
export const firstTitle = (page: EnginePage, tag: string) => page.evaluate(firstTitleIn, tag);
/** Waits until the first title is another than `first`. */
export const reordered = (page: EnginePage, tag: string, first: string) =>
  page.waitFor(
    (tag: string, first: string) => (document.querySelector(`${tag} .aalto-card__title, ${tag} .aalto-course__name`)?.textContent ?? '').trim() !== first,
    { message: 'the order did not change' },
    tag,
    first,
  );
