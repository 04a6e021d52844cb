import { describe, expect, it } from 'vitest';
import type { Request } from 'playwright-core';
import { elementsReady, expectNoAxeViolations, layoutShifts, open, PHONE, RECORD_SHIFTS, useBrowser } from './harness';
import { DEBOUNCE_MS } from '../../src/hubs/aalto-quicksearch/use-suggestions';
import { PAGE, isSearch, entries, RECORD_TYPING, type Typing, typed } from './quicksearch-page';

useBrowser();

describe('<aalto-quicksearch> in Chromium', () => {
  it("sends one request for 'machine learning' typed at 60 ms a key, and shows real matches", async () => {
    // Each keystroke's input and each search request, by the page's clock: on a loaded machine a
    // gap between keys can stretch past the debounce, and such a pause rightly sends a request.
    // What must hold whatever the machine's speed: a request goes out only after DEBOUNCE_MS with
    // no key, for the term typed by then, once per pause, and the last is for the whole term.
    const { page, requests, problems } = await open(PAGE, { init: RECORD_TYPING });
    await elementsReady(page);
    await typed(page, 'machine learning');
    await page.waitForFunction((debounce) => {
      const { keys } = (window as unknown as { __typing: Typing }).__typing;
      return performance.now() - keys[keys.length - 1]![0] > debounce + 100;
    }, DEBOUNCE_MS);
    await expect.poll(() => page.getByRole('status').textContent()).toMatch(/^\d+ suggestions?$/);
    const { keys, sent } = await page.evaluate(() => (window as unknown as { __typing: Typing }).__typing);
    const story = [...keys.map(([at, value]) => `${Math.round(at)} key '${value}'`), ...sent.map(([at]) => `${Math.round(at)} request`)]
      .sort((x, y) => parseInt(x) - parseInt(y))
      .join(', ');
    expect(keys.map(([, value]) => value).at(-1)).toBe('machine learning');
    expect(sent.length, story).toBeGreaterThanOrEqual(1);
    expect(requests.filter(isSearch), story).toHaveLength(sent.length);
    const lastKeyBefore = (at: number) => keys.filter(([keyAt]) => keyAt <= at).at(-1)!;
    sent.forEach(([at, body], i) => {
      const [keyAt, value] = lastKeyBefore(at);
      // After the pause, for the term typed by then (3 characters at least), ...
      expect(at - keyAt, story).toBeGreaterThanOrEqual(DEBOUNCE_MS - 1);
      expect(value.trim().length, story).toBeGreaterThanOrEqual(3);
      expect(body, story).toContain(JSON.stringify(value.trim()).slice(1, -1));
      // ... and once per pause: the next request comes after another key.
      if (i > 0) expect(lastKeyBefore(sent[i - 1]![0])[0], story).toBeLessThan(keyAt);
    });
    expect(lastKeyBefore(sent.at(-1)![0])[1]).toBe('machine learning');
    const titles = await page.locator('aalto-quicksearch .aalto-qs__title').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.some((t) => /machine learning/i.test(t))).toBe(true);
    expect(await page.locator('aalto-quicksearch mark').first().textContent()).toMatch(/machine|learning/i);
    expect(await page.getByRole('status').textContent()).toMatch(/^\d+ suggestions?$/);
    expect(problems).toEqual([]);
  });

  it('shows every kind of suggestion from the demo content', async () => {
    const { page } = await open(PAGE);
    await elementsReady(page);
    // Study options carry a parent programme; self-study materials are not links: their row holds
    // their own links.
    await typed(page, 'podcast');
    const rows = await page
      .locator('aalto-quicksearch [role="row"]')
      .evaluateAll((all) => all.map((row) => [row.querySelector('.aalto-qs__type')!.textContent, row.querySelectorAll('a').length]));
    expect(rows.filter(([type, links]) => type === 'Self study material' && links === 2).length).toBeGreaterThan(0);
    const box = page.getByRole('combobox');
    await box.fill('');
    // Courses on the summer school's own site are external links, marked so for every user.
    await typed(page, 'bootcamp');
    await expect(page.locator('aalto-quicksearch [role="row"] a').first().textContent()).resolves.toContain('(opens an external site)');
    await box.fill('');
    // News titled with the words come before hubs and services that only mention them in their text.
    await typed(page, 'new research');
    const news = page.locator('aalto-quicksearch [data-entry]', { has: page.locator('.aalto-qs__date') }).first();
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

  it('submits to the search page with the trimmed term', async () => {
    const { page } = await open(`${PAGE}?lang=fi`);
    await elementsReady(page);
    await page.getByRole('combobox', { name: 'Hae' }).fill('  koneoppiminen & data ');
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

  it('never lets a late answer replace newer suggestions', async () => {
    const { page, context } = await open(PAGE);
    await elementsReady(page);
    // The first request is held back until the newer suggestions show, then let go.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held: (request: Request) => void = () => {};
    const firstHeld = new Promise<Request>((resolve) => (held = resolve));
    let first = true;
    await context.route('**/search/**/_search', async (route) => {
      if (first) {
        first = false;
        held(route.request());
        await released;
      }
      await route.continue().catch(() => {}); // the aborted request's route may be gone
    });
    const box = page.getByRole('combobox');
    await box.fill('robotics');
    const late = await firstHeld; // the first request is on its way (and held back)
    await box.fill('photography');
    await page
      .locator('aalto-quicksearch .aalto-qs__title')
      .filter({ hasText: /photograph/i })
      .first()
      .waitFor();
    const newer = await page.locator('aalto-quicksearch .aalto-qs__title').allTextContents();
    // The late answer arrives (or its aborted request ends), and the page has had a frame for it.
    release();
    await (await late.response())?.finished();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(await page.locator('aalto-quicksearch .aalto-qs__title').allTextContents()).toEqual(newer);
  });

  it('says the suggestions could not load, with Try again, and no console error, when the search service fails', async () => {
    for (const fault of ['500', 'network', 'garbage']) {
      const { page, problems } = await open(PAGE, { faults: { search: fault } });
      await elementsReady(page);
      await page.getByRole('combobox').fill('robotics');
      await page.locator('aalto-quicksearch .aalto-qs__empty').filter({ hasText: 'The content could not be loaded.' }).waitFor();
      await page.locator('aalto-quicksearch').getByRole('button', { name: 'Try again' }).waitFor();
      expect(
        problems.filter((p) => !p.includes('Failed to load resource')),
        fault,
      ).toEqual([]);
    }
  });

  it('renders HTML from hits as text', async () => {
    const { page, problems } = await open(PAGE, { faults: { search: 'html' } });
    await elementsReady(page);
    await page.getByRole('combobox').fill('robotics');
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
    // The demo's logged-in session: the page itself gives the element the session's user id.
    const member = await open('/quicksearch.html', { cookies: { demo_session: 'community', jwt: 'demo-community-token' } });
    expect(Number(await member.page.locator('aalto-quicksearch').getAttribute('user-id'))).toBeGreaterThan(0);
    await typed(member.page, 'robotics');
    expect(member.requests.filter(isSearch).some((u) => u.includes('intranet'))).toBe(true);
  });

  it('moves nothing on the page as it appears, and has no axe violations with suggestions open, desktop and phone', async () => {
    for (const viewport of [undefined, PHONE]) {
      const { page } = await open(PAGE, { viewport, init: RECORD_SHIFTS });
      await elementsReady(page);
      // The stylesheet keeps the search row's room before the element's code arrives.
      expect(await layoutShifts(page)).toEqual([]);
      // On the phone, self-study materials with their own links as options.
      await typed(page, viewport ? 'podcast' : 'machine');
      await page.keyboard.press('ArrowDown');
      await expectNoAxeViolations(page);
    }
  });

  it('upgrades the legacy markup', async () => {
    const { page, problems } = await open('/quicksearch-legacy.html?lang=sv');
    await page.locator('#aalto-quicksearch > aalto-quicksearch').waitFor();
    await page.getByRole('combobox', { name: 'Sök' }).pressSequentially('robotik', { delay: 30 });
    await entries(page).first().waitFor();
    expect(problems).toEqual([]);
  });

  it('runs no handler that legacy markup carries in its data-* attributes', async () => {
    // As a sanitiser that keeps id and data-* would let through: autofocus, tabindex and handlers.
    const hostile = `new MutationObserver((_, observer) => {
      const legacy = document.getElementById('aalto-quicksearch');
      if (!legacy) return;
      observer.disconnect();
      for (const [name, value] of [['data-autofocus', ''], ['data-tabindex', '0'], ['data-onfocus', 'window.__xss = 1'], ['data-onclick', 'window.__xss = 1'], ['data-style', 'animation: aalto-spin 1ms'], ['data-onanimationstart', 'window.__xss = 1']]) legacy.setAttribute(name, value);
    }).observe(document, { childList: true, subtree: true });`;
    const { page, problems } = await open('/quicksearch-legacy.html', { init: hostile });
    const element = page.locator('#aalto-quicksearch > aalto-quicksearch');
    await element.waitFor();
    await element.click({ position: { x: 2, y: 2 } });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    // The settings it declares, copied; besides them only the element's own mark of its first render.
    expect(await element.evaluate((el) => el.getAttributeNames().sort())).toEqual(['data-rendered', 'language', 'search-host', 'user-id']);
    expect(problems).toEqual([]);
  });
});
