/** The quick search's demo page and what its browser tests read and do there (quicksearch*.test.ts). */
import type { Locator, Page } from 'playwright-core';

export const PAGE = '/quicksearch.html';
export const isSearch = (url: string) => /\/search\/[^/]+\/_search$/.test(new URL(url).pathname);
export const entries = (page: Page) => page.locator('aalto-quicksearch [data-entry]');
/** Resolves in a task after the current ones (a message, not a timer: the clock may be paused). */
export const nextTask = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(undefined);
    channel.port2.postMessage(0);
  });
/** The combobox as a screen reader reads it: where DOM focus is ('input', an entry's index, 'link i of row r', or outside), expanded, the popup's role, the value. */
export const comboState = (page: Page) =>
  page.evaluate(() => {
    const input = document.querySelector('aalto-quicksearch input') as HTMLInputElement;
    const entries = [...document.querySelectorAll('aalto-quicksearch [data-entry]')];
    const rows = [...document.querySelectorAll('aalto-quicksearch [role="row"]')];
    const active = document.activeElement!;
    const row = active.closest('[role="row"]');
    const focus =
      active === input
        ? 'input'
        : entries.includes(active)
          ? entries.indexOf(active)
          : row
            ? `link ${[...row.querySelectorAll('a')].indexOf(active as HTMLAnchorElement)} of row ${rows.indexOf(row)}`
            : active.closest('aalto-quicksearch')
              ? (active.getAttribute('aria-label') ?? active.textContent)
              : 'outside';
    return {
      focus,
      role: input.getAttribute('role'),
      expanded: input.getAttribute('aria-expanded'),
      popup: document.getElementById(input.getAttribute('aria-controls') ?? '')?.getAttribute('role') ?? null,
      activedescendant: input.getAttribute('aria-activedescendant'),
      value: input.value,
    };
  });
/** A hit's title as the entry shows it: without its parent programme and the marks' tags. */
export const titleOf = (entry: Locator) =>
  entry.locator('.aalto-qs__title').evaluate((title) =>
    [...title.childNodes]
      .filter((n) => !(n instanceof Element) || n.localName === 'mark')
      .map((n) => n.textContent)
      .join(''),
  );

/** Every input's time and value, and every search request's time and body, by the page's clock. */
export type Typing = { keys: Array<[number, string]>; sent: Array<[number, string]> };
export const RECORD_TYPING = `window.__typing = { keys: [], sent: [] };
document.addEventListener('input', (e) => window.__typing.keys.push([performance.now(), e.target.value]), true);
const pageFetch = window.fetch;
window.fetch = function (url, init) {
  if (/\\/_search$/.test(String(url))) window.__typing.sent.push([performance.now(), String(init && init.body)]);
  return pageFetch.apply(this, arguments);
};`;

export async function typed(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.pressSequentially(text, { delay: 60 });
  await entries(page).first().waitFor();
  return box;
}

/** Fills in a term at once (one request, no earlier answer for a shorter term) and waits for its suggestions. */
export async function filled(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill(text);
  await entries(page).first().waitFor();
  return box;
}
