import { describe, expect, it } from 'vitest';
import type { Locator, Page, Request } from 'playwright-core';
import { PHONE, RECORD_SHIFTS, elementsReady, expectNoAxeViolations, layoutShifts, open, useBrowser } from './harness';
import { DEBOUNCE_MS } from '../../src/hubs/aalto-quicksearch/use-suggestions';

useBrowser();
const PAGE = '/quicksearch.html';
const isSearch = (url: string) => /\/search\/[^/]+\/_search$/.test(new URL(url).pathname);
const entries = (page: Page) => page.locator('aalto-quicksearch [data-entry]');
/** Resolves in a task after the current ones (a message, not a timer: the clock may be paused). */
const nextTask = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve(undefined);
    channel.port2.postMessage(0);
  });
/** The combobox as a screen reader reads it: where DOM focus is ('input', an entry's index, 'link i of row r', or outside), expanded, the popup's role, the value. */
const comboState = (page: Page) =>
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
const titleOf = (entry: Locator) =>
  entry.locator('.aalto-qs__title').evaluate((title) =>
    [...title.childNodes]
      .filter((n) => !(n instanceof Element) || n.localName === 'mark')
      .map((n) => n.textContent)
      .join(''),
  );

/** Every input's time and value, and every search request's time and body, by the page's clock. */
type Typing = { keys: Array<[number, string]>; sent: Array<[number, string]> };
const RECORD_TYPING = `window.__typing = { keys: [], sent: [] };
document.addEventListener('input', (e) => window.__typing.keys.push([performance.now(), e.target.value]), true);
const pageFetch = window.fetch;
window.fetch = function (url, init) {
  if (/\\/_search$/.test(String(url))) window.__typing.sent.push([performance.now(), String(init && init.body)]);
  return pageFetch.apply(this, arguments);
};`;

async function typed(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.pressSequentially(text, { delay: 60 });
  await entries(page).first().waitFor();
  return box;
}

/** Fills in a term at once (one request, no earlier answer for a shorter term) and waits for its suggestions. */
async function filled(page: Page, text: string) {
  const box = page.getByRole('combobox', { name: 'Search' });
  await box.fill(text);
  await entries(page).first().waitFor();
  return box;
}

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

  it('contract: ArrowDown moves DOM focus onto the first entry; Enter on it puts its title, as plain text, in the input and sends no request', async () => {
    // A context of its own: its clock is faked, to let the debounce pass at once.
    const { page, requests } = await open(PAGE, { fresh: true });
    await elementsReady(page);
    const box = await filled(page, 'robotics');
    const first = entries(page).first();
    const title = await titleOf(first);
    expect(await first.locator('mark').count()).toBeGreaterThan(0);
    const before = requests.filter(isSearch).length;
    // From here the page's timers run on a clock the test moves: a debounce the choice started
    // would fire when the test lets the pause pass.
    await page.clock.install();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.keyboard.press('ArrowDown');
    expect(await first.evaluate((entry) => entry === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(box.inputValue()).resolves.toBe(title);
    expect(await comboState(page)).toMatchObject({ focus: 'input', expanded: 'false' });
    expect(page.url()).toContain(PAGE);
    // React's effects have run (a task after the render's), then the pause passes.
    await page.evaluate(nextTask);
    await page.clock.runFor(DEBOUNCE_MS * 2);
    await page.evaluate(() => 0);
    expect(requests.filter(isSearch).length).toBe(before);
    // The clock does drive the debounce: a typed character asks once the pause has passed.
    await box.press('s');
    await page.evaluate(nextTask);
    const asked = page.waitForRequest((request) => isSearch(request.url()));
    await page.clock.runFor(DEBOUNCE_MS * 2);
    await asked;
  });

  it('specification: the arrows move DOM focus through the entries and wrap to the input, Home and End; the side arrows, a first Escape and typing return; Escape closes and clears, then clears the input', async () => {
    const { page } = await open(PAGE);
    await elementsReady(page);
    await filled(page, 'robotics');
    const count = await entries(page).count();
    expect(count).toBeGreaterThan(1);
    expect(await comboState(page)).toEqual({ focus: 'input', role: 'combobox', expanded: 'true', popup: 'grid', activedescendant: null, value: 'robotics' });
    // The status counts the entries (hits), as many as the grid has rows.
    expect(await page.getByRole('status').textContent()).toBe(`${count} suggestions`);
    expect(await page.locator('aalto-quicksearch [role="row"]').count()).toBe(count);
    const press = async (key: string) => {
      await page.keyboard.press(key);
      return comboState(page);
    };
    expect(await press('ArrowDown')).toMatchObject({ focus: 0, activedescendant: null });
    expect(await press('ArrowDown')).toMatchObject({ focus: 1 });
    expect(await press('ArrowUp')).toMatchObject({ focus: 0 });
    expect(await press('ArrowUp')).toMatchObject({ focus: 'input', expanded: 'true' });
    expect(await press('ArrowUp')).toMatchObject({ focus: count - 1 });
    expect(await press('ArrowDown')).toMatchObject({ focus: 'input' });
    expect(await press('ArrowDown')).toMatchObject({ focus: 0 });
    expect(await press('End')).toMatchObject({ focus: count - 1 });
    expect(await press('Home')).toMatchObject({ focus: 0 });
    expect(await press('ArrowUp')).toMatchObject({ focus: 'input' });
    for (const key of ['ArrowLeft', 'ArrowRight', 'Escape']) {
      expect(await press('ArrowDown'), key).toMatchObject({ focus: 0 });
      expect(await press(key), key).toMatchObject({ focus: 'input', expanded: 'true', value: 'robotics' });
    }
    expect(await press('Escape')).toMatchObject({ focus: 'input', expanded: 'false', value: 'robotics' });
    expect(await entries(page).count()).toBe(0);
    expect(await page.getByRole('status').textContent()).toBe('');
    expect(await press('Escape')).toMatchObject({ focus: 'input', expanded: 'false', value: '' });
    // What is typed on an entry goes on in the input.
    await filled(page, 'robotics');
    expect(await press('ArrowDown')).toMatchObject({ focus: 0 });
    expect(await press('s')).toMatchObject({ focus: 'input', value: 'roboticss' });
    await press('ArrowDown');
    expect(await press('Backspace')).toMatchObject({ focus: 'input', value: 'robotics' });
  });

  it('keyboard: Tab from the input leaves through the buttons and closes; in a row Tab goes through its links and leaves, Shift+Tab returns: no trap', async () => {
    const { page } = await open(PAGE);
    await elementsReady(page);
    await filled(page, 'robotics');
    // Tab: the element's own buttons, then out of it; the suggestions close, covering nothing.
    for (const name of ['Clear search', 'Search']) {
      await page.keyboard.press('Tab');
      expect(await comboState(page)).toMatchObject({ focus: name, expanded: 'true' });
    }
    await page.keyboard.press('Tab');
    expect(await comboState(page)).toMatchObject({ focus: 'outside', expanded: 'false' });
    expect(await page.locator('aalto-quicksearch .aalto-qs__popup').isHidden()).toBe(true);
    // Back in the input, ArrowDown opens the suggestions again, and the next moves into them.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
    expect((await comboState(page)).focus).toBe('input');
    await page.keyboard.press('ArrowDown');
    await entries(page).first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await comboState(page)).toMatchObject({ focus: 1, expanded: 'true' });
    // Shift+Tab from an entry: the input; Tab: the row's link, then out of the element, closing.
    await page.keyboard.press('Shift+Tab');
    expect((await comboState(page)).focus).toBe('input');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    expect((await comboState(page)).focus).toBe('link 0 of row 1');
    await page.keyboard.press('Shift+Tab');
    expect((await comboState(page)).focus).toBe(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await comboState(page)).toMatchObject({ focus: 'outside', expanded: 'false' });
  });

  it("keyboard: every link of a self-study material's row and an ordinary hit's page open by keyboard; entries are no links; arrows are not read", async () => {
    const { page, context } = await open(PAGE);
    await elementsReady(page);
    // Navigations away are stopped, each told to the test, so that one page tries every link.
    let navigated: (url: string) => void = () => {};
    await context.route(
      (url) => url.pathname !== PAGE,
      (route) => {
        if (!route.request().isNavigationRequest()) return route.fallback();
        navigated(route.request().url());
        return route.abort('aborted');
      },
    );
    await filled(page, 'podcast');
    const grid = page.getByRole('grid', { name: 'Suggestions' });
    const snapshot = await grid.ariaSnapshot();
    expect(snapshot).not.toContain('↗');
    expect(snapshot).toContain('Self study material');
    // An entry is a grid cell, never a link (Enter takes its title); its links are the row's other cells.
    expect(await grid.getByRole('row').first().getByRole('gridcell').first().getByRole('link').count()).toBe(0);
    const rows = grid.getByRole('row');
    const material = (await rows.evaluateAll((all) => all.map((row) => row.querySelectorAll('a').length))).findIndex((links) => links === 2);
    expect(material).toBeGreaterThanOrEqual(0);
    const hrefs = await rows
      .nth(material)
      .locator('a')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    const names = await rows
      .nth(material)
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.textContent));
    expect(names.every((name) => name.endsWith('↗ (opens an external site)'))).toBe(true);
    for (let i = 0; i <= material; i++) await page.keyboard.press('ArrowDown');
    expect((await comboState(page)).focus).toBe(material);
    for (const [i, href] of hrefs.entries()) {
      await page.keyboard.press('Tab');
      expect((await comboState(page)).focus).toBe(`link ${i} of row ${material}`);
      const opened = new Promise<string>((resolve) => (navigated = resolve));
      await page.keyboard.press('Enter');
      expect(await opened).toBe(href);
    }
    expect(await page.getByRole('combobox').inputValue()).toBe('podcast');
    // An ordinary hit: its page, named 'Open <title>', opens on Enter.
    await context.unrouteAll();
    await page.getByRole('combobox').fill('');
    await filled(page, 'robotics');
    const title = await titleOf(entries(page).first());
    expect(await rows.first().getByRole('link').textContent()).toMatch(/^Open /);
    expect((await rows.first().getByRole('link').textContent())!.slice('Open '.length)).toContain(title);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    expect((await comboState(page)).focus).toBe('link 0 of row 0');
    await Promise.all([page.waitForURL((url) => url.pathname !== PAGE), page.keyboard.press('Enter')]);
    expect(title).toContain(await page.locator('h1').textContent());
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
