/** <online-courses-listing> and <kivita-courses-listing> in Chromium: one test per page. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { count, expectNoAxeViolations, open, PHONE, total, useBrowser } from './harness';

useBrowser();
/** Card titles without the link hints ('(opens an external site)'). */
const titles = async (page: Page, tag: string) =>
  (await page.locator(`${tag} .aalto-card__title`).allTextContents()).map((t) => t.replace(/ \(opens .*\)$/, ''));
const sorted = (names: string[]) => [...names].sort(new Intl.Collator('en', { numeric: true }).compare);

describe('<online-courses-listing>', () => {
  it('filters by weekday by keyboard alone with counts, keeps the address, fits a phone in fi and sv, says it could not load on a failure', async () => {
    const tag = 'online-courses-listing';
    const { page, problems } = await open('/online-courses.html');
    await count(page, tag).filter({ hasText: /\d/ }).waitFor();
    const all = await total(page, tag);
    expect(all).toBe(300);
    const byName = await titles(page, tag);
    expect(byName).toEqual(sorted(byName));

    // Keyboard only: from the search field, Tab to 'Filters', open it, Tab to 'Wednesday', Space.
    await page.locator(`${tag} input[type="search"]`).focus();
    for (let i = 0; i < 10 && !(await page.evaluate(() => document.activeElement?.textContent === 'Filters')); i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const wednesday = page.getByRole('checkbox', { name: /^Wednesday \(\d+\)$/ });
    const expected = Number(/\((\d+)\)/.exec((await wednesday.locator('xpath=..').textContent())!)![1]);
    for (let i = 0; i < 40 && !(await wednesday.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => total(page, tag)).toBe(expected);
    expect(expected).toBeLessThan(all);
    await expect.poll(() => page.evaluate(() => location.search)).toBe('?weekday=wed');
    const everyWednesday = await page.locator(`${tag} .aalto-card`).evaluateAll((cards) => cards.every((c) => c.textContent.includes('Wednesday')));
    expect(everyWednesday).toBe(true);
    await expectNoAxeViolations(page, tag);
    expect(problems).toEqual([]);

    for (const [lang, text, day] of [
      ['fi', /Näytetään/, 'keskiviikko'],
      ['sv', /Visar/, 'onsdag'],
    ] as const) {
      const phone = await open(`/online-courses.html?lang=${lang}&weekday=wed`, { viewport: PHONE, count: 80 });
      await count(phone.page, tag).filter({ hasText: text }).waitFor();
      expect(await phone.page.getByRole('button', { name: new RegExp(`: ${day}$`) }).count()).toBe(1);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(phone.problems).toEqual([]);
    }
    const failed = await open('/online-courses.html', { faults: { 'online-courses': '500' } });
    await failed.page.locator(tag).getByText('The content could not be loaded.').waitFor();
    expect(failed.problems.filter((p) => !p.includes('500'))).toEqual([]);
  });
});

describe('<kivita-courses-listing>', () => {
  it('lists by name, puts open registrations first on request, filters by language, fits a phone, survives garbage', async () => {
    const tag = 'kivita-courses-listing';
    const { page, problems } = await open('/kivita-courses.html');
    await count(page, tag).filter({ hasText: /\d/ }).waitFor();
    const byName = await titles(page, tag);
    expect(byName.join('|')).toBe(sorted(byName).join('|'));
    await page.getByLabel('Sort by').selectOption('registration');
    await expect.poll(() => page.locator(`${tag} .aalto-card`).first().locator('.aalto-badge').textContent()).toBe('Registration open');
    const all = await total(page, tag);
    await page.getByRole('button', { name: 'Filters' }).click();
    const english = page.getByRole('checkbox', { name: /^English \(\d+\)$/ });
    const expected = Number(/\((\d+)\)/.exec((await english.locator('xpath=..').textContent())!)![1]);
    await english.check();
    await expect.poll(() => total(page, tag)).toBe(expected);
    expect(expected).toBeLessThan(all);
    // Languages of instruction are codes, named by the response's meta.
    await expect.poll(() => page.evaluate(() => new URLSearchParams(location.search).get('language'))).toBe('en');
    await page.getByLabel('Sort by').selectOption('name');
    await expect
      .poll(async () => {
        const names = await titles(page, tag);
        return names.join('|') === sorted(names).join('|');
      })
      .toBe(true);
    await expectNoAxeViolations(page, tag);
    expect(problems).toEqual([]);

    const phone = await open('/kivita-courses.html?lang=fi', { viewport: PHONE, count: 60 });
    await count(phone.page, tag)
      .filter({ hasText: /Näytetään/ })
      .waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await phone.page.locator(`${tag} .aalto-badge`).allTextContents()).toContain('Ilmoittautuminen auki');
    const garbage = await open('/kivita-courses.html?lang=sv', { faults: { 'kivita/courses': 'garbage' } });
    await garbage.page.locator(tag).getByText('Innehållet kunde inte laddas.').waitFor();
    expect(garbage.problems).toEqual([]);
  });
});
