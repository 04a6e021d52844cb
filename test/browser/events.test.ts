import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { count, expectNoAxeViolations, numbers, open, PHONE, useBrowser } from './harness';

useBrowser();
const URL_PATH = '/events.html';
const TAG = 'events-listing';
const LOGGED_IN = { demo_session: 'community', jwt: 'demo-community-token' };

async function loaded(page: Page) {
  await count(page, TAG).filter({ hasText: /\d/ }).waitFor();
}
const titles = (page: Page) => page.locator('events-listing .aalto-card__title').allTextContents();

describe('<events-listing> on a desktop', () => {
  it('lists 20 events a page, upcoming first, with statuses, and Show more moves focus to the first new card', async () => {
    const { page, problems } = await open(URL_PATH);
    await loaded(page);
    const [shown, total] = await numbers(page, TAG);
    expect(shown).toBe(20);
    expect(total).toBeGreaterThan(1000);
    expect(await page.locator('events-listing .aalto-card').count()).toBe(20);
    const badges = await page.locator('events-listing .aalto-card').first().locator('.aalto-badge').allTextContents();
    expect(badges.some((b) => ['Starting next', 'Ongoing'].includes(b))).toBe(true);
    await page.getByRole('button', { name: /^Show more/ }).click();
    await expect.poll(() => page.locator('events-listing .aalto-card').count()).toBe(40);
    const focused = await page.evaluate(() => document.activeElement?.closest('li')?.querySelector('.aalto-card__title')?.textContent);
    expect(focused).toBe((await titles(page))[20]);
    await expect.poll(() => page.evaluate(() => new URLSearchParams(location.search).get('page'))).toBe('2');
    expect(await numbers(page, TAG)).toEqual([40, total]);
    expect(problems).toEqual([]);
  });

  it('filters by time and type, narrows by a date range, and keeps all of it in the address', async () => {
    const { page } = await open(URL_PATH);
    await loaded(page);
    const [, total] = await numbers(page, TAG);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('group', { name: 'Time' }).getByRole('checkbox', { name: 'Past' }).check();
    await expect.poll(async () => (await numbers(page, TAG)).at(-1)).toBeLessThan(total!);
    const past = (await numbers(page, TAG)).at(-1)!;
    const statuses = await page.locator('events-listing .aalto-card .aalto-badge').allTextContents();
    expect(statuses.filter((s) => s === 'Past')).toHaveLength(20);
    await page.getByRole('group', { name: 'Event type' }).getByRole('checkbox', { name: 'Seminar' }).check();
    await expect.poll(async () => (await numbers(page, TAG)).at(-1)).toBeLessThan(past);
    const seminars = (await numbers(page, TAG)).at(-1)!;
    await page.getByLabel('From').fill('2026-01-01');
    await page.getByLabel('To').fill('2026-03-31');
    await expect.poll(async () => (await numbers(page, TAG)).at(-1)).toBeLessThan(seminars);
    await expect
      .poll(() => page.evaluate(() => Object.fromEntries(new URLSearchParams(location.search))))
      .toEqual({ timing: 'past', type: 'Seminar', from: '2026-01-01', to: '2026-03-31' });
    const dates = await page.locator('events-listing .aalto-card time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!));
    expect(dates.every((d) => d >= '2025-12-01' && d <= '2026-03-31')).toBe(true);
    await page.getByRole('button', { name: 'Remove filter: 1.1.2026–31.3.2026' }).click();
    await expect.poll(async () => (await numbers(page, TAG)).at(-1)).toBe(seminars);
    await expect.poll(() => page.evaluate(() => location.search)).toBe('?timing=past&type=Seminar');

    // A reload restores the same listing.
    await page.reload();
    await loaded(page);
    expect((await numbers(page, TAG)).at(-1)).toBe(seminars);
  });

  it('searches through the demo search service and lists the hits', async () => {
    const { page, requests, problems } = await open(URL_PATH);
    await loaded(page);
    await page.getByRole('searchbox', { name: 'Search events' }).fill('robotics');
    await page.getByRole('searchbox', { name: 'Search events' }).press('Enter');
    await expect.poll(() => requests.some((r) => r.includes('/search/aalto_live_events_en/_search'))).toBe(true);
    await expect.poll(async () => (await titles(page))[0]?.toLowerCase() ?? '').toContain('robotics');
    expect(requests.some((r) => r.includes('intranet'))).toBe(false);
    expect(problems).toEqual([]);
  });

  it('gives a logged-in user community events, the audience filter and the intranet index', async () => {
    const { page, requests } = await open(URL_PATH, { cookies: LOGGED_IN });
    await loaded(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('radio', { name: 'Community only' }).check();
    await expect.poll(async () => await page.locator('events-listing .aalto-card .aalto-badge', { hasText: 'Aalto community' }).count()).toBe(20);
    await page.getByRole('searchbox', { name: 'Search events' }).fill('energy');
    await page.getByRole('searchbox', { name: 'Search events' }).press('Enter');
    await expect.poll(() => requests.some((r) => r.includes('aalto_live_events_en,aalto_live_events_intranet_en'))).toBe(true);
  });

  it("takes its first calls' answers from the page's preload links (docs/cms.md, 'A sooner first paint')", async () => {
    const { page, problems, requests } = await open('/events-preload.html?lang=fi');
    await loaded(page);
    // Each call was made once, by the preload: the element's own request matched it (URL, credentials).
    const calls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('aalto_api/events/'))
        .map((e) => [new URL(e.name).pathname, (e as PerformanceResourceTiming).initiatorType]),
    );
    expect(calls.sort()).toEqual([
      ['/aalto_api/events/categories', 'link'],
      ['/aalto_api/events/list', 'link'],
    ]);
    expect(requests.filter((url) => url.includes('/aalto_api/events/list'))).toEqual([expect.stringContaining('language=fi')]);
    expect((await numbers(page, TAG))[0]).toBe(20);
    expect(problems).toEqual([]);
  });

  it('works by keyboard alone: search, a filter, Show more', async () => {
    const { page } = await open(URL_PATH);
    await loaded(page);
    await page.getByRole('searchbox').focus();
    await page.keyboard.type('lecture');
    // The term goes to the search service. Until its hits arrive the previous results stay (busy),
    // and their first title may name a lecture too: 'Show more' pressed then would grow the hits'
    // list, not the one on screen, and keep its focus (seen once on a loaded CI host).
    const searched = page.waitForResponse((response) => response.url().includes('_search'));
    await page.keyboard.press('Enter');
    await searched;
    await expect.poll(() => page.locator('events-listing [aria-busy="true"]').count()).toBe(0);
    await expect.poll(async () => (await titles(page))[0]?.toLowerCase() ?? '').toContain('lecture');
    await page.getByRole('button', { name: 'Filters' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: 'Upcoming' }).isChecked()).resolves.toBe(true);
    await page.getByRole('button', { name: /^Show more/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('A');
  });
});

describe('<events-listing> on a phone, in Finnish and Swedish', () => {
  it('fits 375 px, opens filters behind a button, and has no axe violations', async () => {
    const { page, problems } = await open(`${URL_PATH}?lang=fi`, { viewport: PHONE, count: 200 });
    await count(page, TAG)
      .filter({ hasText: /Näytetään/ })
      .waitFor();
    expect(await count(page, TAG).textContent()).toMatch(/^Näytetään 20\/\d+ tapahtumasta$/);
    await page.getByRole('button', { name: 'Suodattimet' }).click();
    await page.getByRole('checkbox', { name: 'Verkossa' }).check();
    await expect.poll(() => page.getByRole('button', { name: 'Poista suodatin: Verkossa' }).count()).toBe(1);
    // The panel is long on a phone: a button at its end closes it and returns focus.
    await page.getByRole('button', { name: 'Sulje suodattimet' }).click();
    await expect(page.getByRole('button', { name: 'Suodattimet' }).getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Suodattimet');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  it("says 'Innehållet kunde inte laddas.' in Swedish when the call fails", async () => {
    const { page } = await open(`${URL_PATH}?lang=sv`, { faults: { 'events/list': '500' } });
    await page.getByText('Innehållet kunde inte laddas.').waitFor();
    await page.getByRole('button', { name: 'Försök igen' }).waitFor();
  });
});

describe('<events-listing> with a failing content API', () => {
  for (const [fault, text] of [
    ['500', 'The content could not be loaded.'],
    ['network', 'The content could not be loaded.'],
    ['garbage', 'The content could not be loaded.'],
    ['truncated', 'The content could not be loaded.'],
    ['nodata', 'The content could not be loaded.'],
    ['empty', 'No events found'],
  ] as Array<[string, string]>) {
    it(`says '${text}' after ${fault}, with no uncaught error`, async () => {
      const { page, problems } = await open(URL_PATH, { faults: { 'events/list': fault } });
      await page.getByText(text).waitFor();
      expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
    });
  }

  it('still lists events when the categories call fails, and when the search service fails', async () => {
    const { page, problems } = await open(URL_PATH, { faults: { 'events/categories': '500', search: '500' }, count: 300 });
    await loaded(page);
    await page.getByRole('searchbox').fill('Workshop');
    await page.getByRole('searchbox').press('Enter');
    await expect.poll(async () => (await titles(page))[0] ?? '').toContain('Workshop');
    expect(problems.filter((p) => !p.includes('Failed to load resource'))).toEqual([]);
  });

  it('degrades wrong field types and renders hostile text as text', async () => {
    // Logged in: a wrong-typed audience is of unknown shape, community content to an anonymous visitor (fail closed).
    const wrong = await open(URL_PATH, { faults: { 'events/list': 'wrongtypes' }, count: 50, cookies: LOGGED_IN });
    await wrong.page.locator('events-listing .aalto-card').first().waitFor();
    expect(wrong.problems).toEqual([]);
    // Logged in too: markup in the audience makes it a value not known to be public (community).
    const { page, problems } = await open(URL_PATH, { faults: { 'events/list': 'html', 'events/categories': 'html' }, count: 50, cookies: LOGGED_IN });
    await loaded(page);
    expect(await page.locator('events-listing .aalto-card b, events-listing .aalto-card script, events-listing .aalto-card a').count()).toBe(0);
    expect(await page.locator('events-listing .aalto-card__title').first().textContent()).toContain('<img src=x');
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(problems).toEqual([]);
  });
});

// How fast the first page and a filter click are is `npm run bench:browser`'s, with its budgets.
describe('<events-listing> with 5,000 events', () => {
  it('shows the first 20 of all 5,000, and each filter click changes the count', async () => {
    // Logged in, so all 5,000 are listed (an anonymous visitor gets the public ones only).
    const { page, problems } = await open(URL_PATH, { count: 5000, cookies: LOGGED_IN });
    await loaded(page);
    expect(await numbers(page, TAG)).toEqual([20, 5000]);
    await page.getByRole('button', { name: 'Filters' }).click();
    for (const name of ['Online', 'On site', 'Online', 'On site', 'Past', 'Past']) {
      const before = await count(page, TAG).textContent();
      await page.getByRole('checkbox', { name }).click();
      await expect.poll(() => count(page, TAG).textContent()).not.toBe(before);
    }
    // Each filter is off again: the count is where it started.
    expect(await numbers(page, TAG)).toEqual([20, 5000]);
    expect(problems).toEqual([]);
  });
});
