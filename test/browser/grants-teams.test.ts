/** <grants-awards-listing> and <innovation-teams-listing> in Chromium: one test per page. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { count, expectNoAxeViolations, open, PHONE, total, useBrowser } from './harness';

useBrowser();
const LOGGED_IN = { demo_session: 'community', jwt: 'demo-community-token' };
const titles = (page: Page, tag: string) => page.locator(`${tag} .aalto-card__title`).allTextContents();

describe('<grants-awards-listing>', () => {
  it('orders by deadline, filters by status with counts by keyboard alone, keeps the address, fits a phone in fi and sv, says it could not load on a 500', async () => {
    const { page, problems } = await open('/grants-awards.html');
    await count(page, 'grants-awards-listing').filter({ hasText: /\d/ }).waitFor();
    const anonymous = await total(page, 'grants-awards-listing');
    // The first page is upcoming deadlines, soonest first.
    const deadlines = await page.locator('grants-awards-listing .aalto-card time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')!));
    expect(deadlines.length).toBeGreaterThan(5);
    expect(deadlines).toEqual([...deadlines].sort());
    expect(await page.locator('grants-awards-listing .aalto-card').first().locator('.aalto-badge').first().textContent()).toBe('Closing soon');

    // Keyboard only: Tab to 'Filters', open it, Tab to 'Closing soon', Space.
    await page.locator('grants-awards-listing input[type="search"]').focus();
    for (let i = 0; i < 10 && !(await page.evaluate(() => document.activeElement?.textContent === 'Filters')); i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const closing = page.getByRole('checkbox', { name: /^Closing soon \(\d+\)$/ });
    const expected = Number(/\((\d+)\)/.exec((await closing.locator('xpath=..').textContent())!)![1]);
    await closing.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => total(page, 'grants-awards-listing')).toBe(expected);
    await expect.poll(() => page.evaluate(() => location.search)).toBe('?status=closing-soon');
    const badges = await page.locator('grants-awards-listing .aalto-card').evaluateAll((cards) => cards.every((c) => c.textContent.includes('Closing soon')));
    expect(badges).toBe(true);
    await expectNoAxeViolations(page, 'grants-awards-listing');
    expect(problems).toEqual([]);

    // A reload restores the filter; a logged-in session sees community calls too.
    const member = await open('/grants-awards.html?status=closing-soon', { cookies: LOGGED_IN });
    await count(member.page, 'grants-awards-listing').filter({ hasText: /\d/ }).waitFor();
    expect(await member.page.getByRole('button', { name: 'Remove filter: Closing soon' }).count()).toBe(1);
    // The only pill, removed by keyboard: focus goes to the count that says what is left, not to the page.
    await member.page.getByRole('button', { name: 'Remove filter: Closing soon' }).press('Enter');
    await expect.poll(() => total(member.page, 'grants-awards-listing')).toBeGreaterThan(anonymous);
    await expect.poll(() => member.page.evaluate(() => document.activeElement?.matches('grants-awards-listing .aalto-count'))).toBe(true);

    for (const [lang, text] of [
      ['fi', /Näytetään/],
      ['sv', /Visar/],
    ] as const) {
      const phone = await open(`/grants-awards.html?lang=${lang}`, { viewport: PHONE, count: 80 });
      await count(phone.page, 'grants-awards-listing').filter({ hasText: text }).waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await phone.page.locator('grants-awards-listing time').first().textContent()).toMatch(/^\d{1,2}\.\d{1,2}\.\d{4}$/);
      expect(phone.problems).toEqual([]);
    }
    const phone = await open('/grants-awards.html?status=closing-soon', { viewport: PHONE });
    await count(phone.page, 'grants-awards-listing').filter({ hasText: /\d/ }).waitFor();
    await phone.page.locator('grants-awards-listing .aalto-pill').press('Enter');
    await expect.poll(() => phone.page.evaluate(() => document.activeElement?.matches('grants-awards-listing .aalto-count'))).toBe(true);
    const failed = await open('/grants-awards.html', { faults: { 'into/grants-awards': '500' } });
    await failed.page.locator('grants-awards-listing').getByText('The content could not be loaded.').waitFor();
    expect(failed.problems.filter((p) => !p.includes('500'))).toEqual([]);
  });
});

describe('<innovation-teams-listing>', () => {
  it('lists teams by name or newest, filters by goal with counts, fits a phone, and survives garbage', async () => {
    const { page, problems } = await open('/innovation-teams.html');
    await count(page, 'innovation-teams-listing').filter({ hasText: /\d/ }).waitFor();
    const byName = await titles(page, 'innovation-teams-listing');
    expect(byName).toEqual([...byName].sort((a, b) => a.localeCompare(b, 'en')));
    expect(await page.locator('innovation-teams-listing .aalto-card').first().textContent()).toMatch(/SDG \d+: /);

    await page.getByLabel('Sort by').selectOption('newest');
    await expect.poll(async () => (await titles(page, 'innovation-teams-listing'))[0]).not.toBe(byName[0]);
    const all = await total(page, 'innovation-teams-listing');
    await page.getByRole('button', { name: 'Filters' }).click();
    const climate = page.getByRole('checkbox', { name: /^SDG 13: Climate action \(\d+\)$/ });
    const expected = Number(/\((\d+)\)/.exec((await climate.locator('xpath=..').textContent())!)![1]);
    await climate.check();
    await expect.poll(() => total(page, 'innovation-teams-listing')).toBe(expected);
    expect(expected).toBeLessThan(all);
    await expect.poll(() => page.evaluate(() => location.search)).toBe('?sdg=13&sort=created-desc');
    await expectNoAxeViolations(page, 'innovation-teams-listing');
    expect(problems).toEqual([]);

    const phone = await open('/innovation-teams.html?lang=fi', { viewport: PHONE, count: 60 });
    await count(phone.page, 'innovation-teams-listing')
      .filter({ hasText: /Näytetään/ })
      .waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const garbage = await open('/innovation-teams.html?lang=sv', { faults: { 'innovation_teams/list': 'garbage' } });
    await garbage.page.locator('innovation-teams-listing').getByText('Innehållet kunde inte laddas.').waitFor();
    expect(garbage.problems).toEqual([]);
  });
});
