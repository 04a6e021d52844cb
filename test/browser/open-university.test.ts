/** <open-university-listing> in Chromium: one test for its page. */
import { describe, expect, it } from 'vitest';
import { count, expectNoAxeViolations, open, PHONE, total, useBrowser } from './harness';

useBrowser();
const TAG = 'open-university-listing';

describe('<open-university-listing>', () => {
  it('puts open registrations first on request, filters by keyboard alone with counts, keeps the address, fits a phone in fi and sv, says it could not load on a failure', async () => {
    const { page, problems } = await open('/open-university.html');
    await count(page, TAG).filter({ hasText: /\d/ }).waitFor();
    expect(await total(page, TAG)).toBe(300);
    await page.getByLabel('Sort by').selectOption('registration');
    await expect.poll(() => page.locator(`${TAG} .aalto-card`).first().locator('.aalto-badge').textContent()).toBe('Registration open');

    // Keyboard only: Tab to 'Filters', open it, Tab to 'Evening', Space.
    await page.locator(`${TAG} input[type="search"]`).focus();
    for (let i = 0; i < 10 && !(await page.evaluate(() => document.activeElement?.textContent === 'Filters')); i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const evening = page.getByRole('checkbox', { name: /^Evening \(\d+\)$/ });
    const expected = Number(/\((\d+)\)/.exec((await evening.locator('xpath=..').textContent())!)![1]);
    for (let i = 0; i < 60 && !(await evening.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => total(page, TAG)).toBe(expected);
    await expect.poll(() => page.evaluate(() => location.search)).toBe('?teachingTime=evening&sort=registration');
    expect(await page.locator(`${TAG} .aalto-card`).evaluateAll((cards) => cards.every((c) => c.textContent.includes('Evening')))).toBe(true);
    // Forms of studies are named by the response's meta.
    expect(await page.getByRole('checkbox', { name: /^Online studies \(\d+\)$/ }).count()).toBe(1);
    await expectNoAxeViolations(page, TAG);
    expect(problems).toEqual([]);

    const statuses = {
      fi: ['Ilmoittautuminen auki', 'Ilmoittautuminen alkaa myöhemmin', 'Ilmoittautuminen päättynyt'],
      sv: ['Anmälan är öppen', 'Anmälan öppnar senare', 'Anmälan har stängt'],
    };
    for (const [lang, text] of [
      ['fi', /Näytetään/],
      ['sv', /Visar/],
    ] as const) {
      const phone = await open(`/open-university.html?lang=${lang}`, { viewport: PHONE, count: 80 });
      await count(phone.page, TAG).filter({ hasText: text }).waitFor();
      const badges = await phone.page.locator(`${TAG} .aalto-badge`).allTextContents();
      expect(badges.length).toBeGreaterThan(0);
      expect(badges.filter((b) => !statuses[lang].includes(b))).toEqual([]);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(phone.problems).toEqual([]);
    }
    const failed = await open('/open-university.html', { faults: { 'open_university/courses': 'network' } });
    await failed.page.locator(TAG).getByText('The content could not be loaded.').waitFor();
    expect(failed.problems.filter((p) => !/network|Failed to (load|fetch)/i.test(p))).toEqual([]);
  });
});
