/** <news-listing>, the student guide's listings and <personnel-hub-recent> in Chromium. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { count, expectNoAxeViolations, open, PHONE, total, useBrowser } from './harness';

useBrowser();
const LOGGED_IN = { demo_session: 'community', jwt: 'demo-community-token' };
const titles = (page: Page, tag: string) => page.locator(`${tag} .aalto-card__title`).allTextContents();

describe('<news-listing>', () => {
  it('lists promoted news first, then newest first; role-restricted news only in a logged-in session', async () => {
    const { page, problems } = await open('/news.html');
    await count(page, 'news-listing').filter({ hasText: /\d/ }).waitFor();
    const anonymous = await total(page, 'news-listing');
    const dates = await page
      .locator('news-listing .aalto-card')
      .evaluateAll((cards) => cards.filter((c) => !c.querySelector('.aalto-badge')).map((c) => c.querySelector('time')!.getAttribute('datetime')!));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await page.locator('news-listing .aalto-card').first().locator('.aalto-badge').textContent()).toBe('Featured');
    expect(problems).toEqual([]);

    const member = await open('/news.html', { cookies: LOGGED_IN });
    await count(member.page, 'news-listing').filter({ hasText: /\d/ }).waitFor();
    const everything = await total(member.page, 'news-listing');
    expect(everything).toBeGreaterThan(anonymous);
    await member.page.getByRole('button', { name: 'Filters' }).click();
    await member.page.getByRole('radio', { name: 'Community only' }).check();
    // Community only: exactly the news an anonymous visitor does not get.
    await expect.poll(() => total(member.page, 'news-listing')).toBe(everything - anonymous);
    expect(await member.page.locator('news-listing .aalto-badge', { hasText: 'Aalto community' }).count()).toBe(20);
    await member.page.getByRole('radio', { name: 'Public only' }).check();
    await expect.poll(() => total(member.page, 'news-listing')).toBe(anonymous);
  });

  it('searches the news index by relevance and recency, and filters by type', async () => {
    const { page, requests } = await open('/news.html');
    await count(page, 'news-listing').filter({ hasText: /\d/ }).waitFor();
    await page.getByRole('searchbox', { name: 'Search news' }).fill('quantum');
    await page.getByRole('searchbox', { name: 'Search news' }).press('Enter');
    await expect.poll(async () => (await titles(page, 'news-listing'))[0]?.toLowerCase() ?? '').toContain('quantum');
    expect(requests.some((r) => r.includes('/search/aalto_live_news_en/_search'))).toBe(true);
    const found = await total(page, 'news-listing');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('checkbox', { name: 'Press release' }).check();
    await expect.poll(() => total(page, 'news-listing')).toBeLessThan(found);
  });

  it("fits a phone in Swedish, and says 'Inga nyheter hittades' when the call fails", async () => {
    const { page, problems } = await open('/news.html?lang=sv', { viewport: PHONE, count: 100 });
    await count(page, 'news-listing').filter({ hasText: /Visar/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    const failed = await open('/news.html?lang=sv', { faults: { 'news/list': 'network' } });
    await failed.page.getByText('Innehållet kunde inte laddas.').waitFor();
  });
});

describe('student guide listings', () => {
  it('<student-guide-events> filters by study level and school, kept in the address', async () => {
    const { page, problems } = await open('/student-guide-events.html');
    await count(page, 'student-guide-events').filter({ hasText: /\d/ }).waitFor();
    const all = await total(page, 'student-guide-events');
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('group', { name: 'Study level' }).getByRole('checkbox', { name: 'Exchange students' }).check();
    await expect.poll(() => total(page, 'student-guide-events')).toBeLessThan(all);
    await page.getByRole('group', { name: 'School' }).getByRole('checkbox', { name: 'School of Science' }).check();
    // Study levels are term ids (meta names them), schools the unit keys.
    await expect.poll(() => page.evaluate(() => location.search)).toBe('?levels=1514&schools=sci');
    const facts = await page.locator('student-guide-events .aalto-card').first().textContent();
    expect(facts).toContain('Exchange students');
    expect(facts).toContain('School of Science');
    expect(problems).toEqual([]);
  });

  it('<student-guide-news> filters by topic in Finnish', async () => {
    const { page } = await open('/student-guide-news.html?lang=fi');
    await count(page, 'student-guide-news')
      .filter({ hasText: /Näytetään/ })
      .waitFor();
    const all = await total(page, 'student-guide-news');
    await page.getByRole('button', { name: 'Suodattimet' }).click();
    await page.getByRole('group', { name: 'Aihe' }).getByRole('checkbox', { name: 'Hyvinvointi' }).check();
    await expect.poll(() => total(page, 'student-guide-news')).toBeLessThan(all);
  });
});

describe('<personnel-hub-recent>', () => {
  it('switches units with the arrow keys, Home and End (one tab stop), and keeps the unit in the address', async () => {
    const { page, problems } = await open('/personnel-hub.html');
    const tabs = page.getByRole('tab');
    await expect.poll(() => tabs.count()).toBe(8);
    await page.locator('personnel-hub-recent [role="tabpanel"] a').first().waitFor();
    await page.getByRole('tab', { name: 'All' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Personnel' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'SCI' }).getAttribute('aria-selected')).resolves.toBe('true');
    await expect.poll(() => page.evaluate(() => location.search)).toBe('?unit=sci');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('role'))).resolves.toBe('tabpanel');
    expect(await page.locator('personnel-hub-recent [role="tab"][tabindex="0"]').count()).toBe(1);
    await page.getByRole('tab', { name: 'ARTS' }).click();
    const panel = await page.locator('personnel-hub-recent [role="tabpanel"]').textContent();
    expect(panel).toContain('News');
    expect(panel).toContain('Events');
    await page.reload();
    await expect.poll(() => page.getByRole('tab', { name: 'ARTS' }).getAttribute('aria-selected')).toBe('true');
    expect(problems).toEqual([]);
  });

  it('fits a phone and fails quietly', async () => {
    const { page, problems } = await open('/personnel-hub.html?lang=fi', { viewport: PHONE });
    await page.locator('personnel-hub-recent [role="tabpanel"] a').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(problems).toEqual([]);
    const failed = await open('/personnel-hub.html', { faults: { 'personnel_hub/recent': '500' } });
    await failed.page.getByText('The content could not be loaded.').waitFor();
    await failed.page.getByRole('button', { name: 'Try again' }).waitFor();
  });
});
