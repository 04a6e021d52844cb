import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, RECORD_SHIFTS, elementsReady, expectNoAxeViolations, layoutShifts, open, useBrowser } from './harness';
import { DEBOUNCE_MS } from '../../src/hubs/quicksearch/use-suggestions';

useBrowser();
const PAGE = '/quicksearch.html';
const isSearch = (url: string) => /\/search\/[^/]+\/_search$/.test(new URL(url).pathname);
const entries = (page: Page) => page.locator('aalto-quicksearch [data-entry]');
const focusedEntryIndex = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('aalto-quicksearch [data-entry]')].indexOf(document.activeElement as Element));

async function typed(page: Page, text: string) {
  const box = page.getByRole('searchbox', { name: 'Search' });
  await box.pressSequentially(text, { delay: 60 });
  await entries(page).first().waitFor();
  return box;
}

describe('<aalto-quicksearch> in Chromium', () => {
  it("sends one request for 'machine learning' typed at 60 ms a key, and shows real matches", async () => {
    const { page, requests, problems } = await open(PAGE);
    await elementsReady(page);
    // Record when each keystroke reached the page: on a loaded machine a gap can stretch past
    // the debounce, and each such pause (with 3 characters or more typed) rightly sends a request.
    await page.evaluate(() => {
      const w = window as unknown as { __keys: Array<[number, number]> };
      w.__keys = [];
      document.addEventListener('input', (e) => w.__keys.push([performance.now(), (e.target as HTMLInputElement).value.trim().length]), true);
    });
    await typed(page, 'machine learning');
    // The debounce has run out after the last key (by the page's clock), and suggestions are shown.
    await page.waitForFunction((debounce) => {
      const keys = (window as unknown as { __keys: Array<[number, number]> }).__keys;
      return performance.now() - keys[keys.length - 1]![0] > debounce + 100;
    }, DEBOUNCE_MS);
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^\d+ suggestions?$/);
    const keys = await page.evaluate(() => (window as unknown as { __keys: Array<[number, number]> }).__keys);
    // A gap within a few ms of the debounce may or may not let its timer fire first (the input's
    // time and the timer's start differ by the handler's run): such a gap may send a request.
    const pauses = (longer: number) => keys.slice(0, -1).filter(([at, length], i) => length >= 3 && keys[i + 1]![0] - at >= longer).length;
    const [surely, maybe] = [pauses(DEBOUNCE_MS + 20), pauses(DEBOUNCE_MS - 20)];
    console.log(`[timing] quick search: ${keys.length} keys, longest gap ${Math.round(Math.max(...keys.slice(1).map(([at], i) => at - keys[i]![0])))} ms, ${maybe} pause(s) of ${DEBOUNCE_MS - 20} ms or more`);
    const sent = requests.filter(isSearch).length;
    expect(sent).toBeGreaterThanOrEqual(1 + surely);
    expect(sent).toBeLessThanOrEqual(1 + maybe);
    const titles = await page.locator('aalto-quicksearch .aalto-qs__title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.some((t) => /machine learning/i.test(t))).toBe(true);
    expect(await page.locator('aalto-quicksearch mark').first().textContent()).toMatch(/machine|learning/i);
    // Courses on the summer school's own site are external links, marked so for every user.
    const external = page.locator('aalto-quicksearch a[data-entry][rel="external"]').first();
    await expect(external.getAttribute('href')).resolves.toMatch(/^https:\/\//);
    await expect(external.textContent()).resolves.toContain('(opens an external site)');
    expect(await page.getByRole('status').textContent()).toMatch(/^\d+ suggestions?$/);
    expect(problems).toEqual([]);
  });

  it('shows every kind of suggestion from the demo content', async () => {
    const { page } = await open(PAGE);
    await elementsReady(page);
    // Study options carry a parent programme; self-study materials are not links.
    await typed(page, 'podcast');
    const selfStudy = page.locator('aalto-quicksearch div[data-entry]').first();
    await expect(selfStudy.locator('.aalto-qs__type').textContent()).resolves.toBe('Self study material');
    expect(await selfStudy.locator('a').count()).toBe(2);
    const box = page.getByRole('searchbox');
    await box.fill('');
    await typed(page, 'research on');
    const news = page.locator('aalto-quicksearch a[data-entry]', { has: page.locator('.aalto-qs__date') }).first();
    await expect(news.locator('.aalto-qs__date').textContent()).resolves.toMatch(/^\d{1,2}\.\d{1,2}\.\d{4}$/);
    await box.fill('');
    await typed(page, 'creative sustainability');
    const parent = page.locator('aalto-quicksearch .aalto-qs__parent').first();
    await expect(parent.textContent()).resolves.toBe('Master’s Programme in Creative Sustainability / ');
    const study = page.locator('aalto-quicksearch [data-entry]', { has: page.locator('.aalto-qs__parent') }).first();
    await expect(study.locator('.aalto-qs__flag').textContent()).resolves.toBe('For students');
    await box.fill('');
    await typed(page, 'all about');
    const types = new Set(await page.locator('aalto-quicksearch .aalto-qs__type').allTextContents());
    expect(types.has('Hub')).toBe(true);
  });

  it('follows the keyboard model: arrows wrap, left and right return, Escape twice, Tab held, Enter takes the title', async () => {
    const { page, requests } = await open(PAGE);
    await elementsReady(page);
    const box = await typed(page, 'robotics');
    const count = await entries(page).count();
    expect(count).toBeGreaterThan(1);
    await page.keyboard.press('ArrowDown');
    expect(await focusedEntryIndex(page)).toBe(0);
    await page.keyboard.press('ArrowDown');
    expect(await focusedEntryIndex(page)).toBe(1);
    await page.keyboard.press('Tab');
    expect(await focusedEntryIndex(page)).toBe(1);
    await page.keyboard.press('ArrowRight');
    await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('ArrowUp');
    expect(await focusedEntryIndex(page)).toBe(count - 1);
    await page.keyboard.press('ArrowDown');
    await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(await entries(page).count()).toBe(count);
    await page.keyboard.press('Escape');
    expect(await entries(page).count()).toBe(0);

    await box.press('End');
    await box.press('s');
    await entries(page).first().waitFor();
    const before = requests.filter(isSearch).length;
    await page.keyboard.press('ArrowDown');
    const title = await page.locator('aalto-quicksearch [data-entry]').first().getAttribute('data-title');
    await page.keyboard.press('Enter');
    await expect(box.inputValue()).resolves.toBe(title);
    await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(page.url()).toContain(PAGE);
    await page.waitForTimeout(500);
    expect(requests.filter(isSearch).length).toBe(before);
  });

  it('submits to the search page with the trimmed term', async () => {
    const { page } = await open(`${PAGE}?lang=fi`);
    await elementsReady(page);
    await page.getByRole('searchbox', { name: 'Hae' }).fill('  koneoppiminen & data ');
    await Promise.all([page.waitForURL(/\/fi\/search\?/), page.getByRole('button', { name: 'Hae', exact: true }).click()]);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/fi/search');
    expect(url.search).toBe('?search=koneoppiminen%20%26%20data&quicksearch=true');
  });

  it('clears the input and the suggestions', async () => {
    const { page } = await open(PAGE);
    await elementsReady(page);
    const box = await typed(page, 'energy');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(box.inputValue()).resolves.toBe('');
    expect(await entries(page).count()).toBe(0);
    await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it('never lets a late answer replace newer suggestions, and reports answer-to-paint time', async () => {
    const { page, context } = await open(PAGE);
    await elementsReady(page);
    let first = true;
    let heldBack: () => void = () => {};
    const firstHeld = new Promise<void>((resolve) => (heldBack = resolve));
    await context.route('**/search/**/_search', async (route) => {
      const delay = first ? 1200 : 0;
      if (first) heldBack();
      first = false;
      await new Promise((r) => setTimeout(r, delay));
      await route.continue().catch(() => {}); // the aborted request's route may be gone
    });
    const box = page.getByRole('searchbox');
    await box.fill('robotics');
    await firstHeld; // the first request is on its way (and held back)
    await box.fill('photography');
    const painted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const list = document.querySelector('aalto-quicksearch .aalto-qs__list')!;
          new MutationObserver((_, observer) => {
            if (list.querySelector('[data-entry]')) {
              const arrived = performance.now();
              requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - arrived)));
              observer.disconnect();
            }
          }).observe(list, { childList: true, subtree: true });
        }),
    );
    const newer = await page.locator('aalto-quicksearch .aalto-qs__title').allTextContents();
    expect(newer.some((t) => /photograph/i.test(t))).toBe(true);
    await page.waitForTimeout(1500);
    expect(await page.locator('aalto-quicksearch .aalto-qs__title').allTextContents()).toEqual(newer);
    console.log(`[timing] quick search: suggestions in the DOM to painted ${painted.toFixed(1)} ms`);
  });

  it('shows No results, and no error, when the search service fails', async () => {
    for (const fault of ['500', 'network', 'garbage']) {
      const { page, problems } = await open(PAGE, { faults: { search: fault } });
      await elementsReady(page);
      await page.getByRole('searchbox').fill('robotics');
      await page.locator('aalto-quicksearch .aalto-qs__empty').waitFor();
      expect(problems.filter((p) => !/Failed to load resource/.test(p)), fault).toEqual([]);
    }
  });

  it('renders HTML from hits as text', async () => {
    const { page, problems } = await open(PAGE, { faults: { search: 'html' } });
    await elementsReady(page);
    await page.getByRole('searchbox').fill('robotics');
    await entries(page).first().waitFor();
    expect(await page.locator('aalto-quicksearch img, aalto-quicksearch script, aalto-quicksearch b').count()).toBe(0);
    expect(await page.locator('aalto-quicksearch a[href^="javascript"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(problems).toEqual([]);
  });

  it('searches the intranet index only for a logged-in user', async () => {
    const anonymous = await open(PAGE);
    await elementsReady(anonymous.page);
    await typed(anonymous.page, 'robotics');
    expect(anonymous.requests.filter(isSearch).every((u) => !u.includes('intranet'))).toBe(true);
    const member = await open('/quicksearch.html', { cookies: { jwt: 'demo-community-token' } });
    await member.page.evaluate(() => document.querySelector('aalto-quicksearch')!.setAttribute('user-id', '12'));
    await typed(member.page, 'robotics');
    expect(member.requests.filter(isSearch).some((u) => u.includes('intranet'))).toBe(true);
  });

  it('moves nothing on the page as it appears, and has no axe violations with suggestions open, desktop and phone', async () => {
    for (const viewport of [undefined, PHONE]) {
      const { page } = await open(PAGE, { viewport, init: RECORD_SHIFTS });
      await elementsReady(page);
      // The stylesheet keeps the search row's room before the element's code arrives.
      expect(await layoutShifts(page)).toEqual([]);
      await typed(page, 'machine');
      await expectNoAxeViolations(page);
    }
  });

  it('upgrades the legacy markup', async () => {
    const { page, problems } = await open('/quicksearch-legacy.html?lang=sv');
    await page.locator('#aalto-quicksearch > aalto-quicksearch').waitFor();
    await page.getByRole('searchbox', { name: 'Sök' }).pressSequentially('robotik', { delay: 30 });
    await entries(page).first().waitFor();
    expect(problems).toEqual([]);
  });
});
