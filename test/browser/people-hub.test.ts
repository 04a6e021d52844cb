/** <people-hub> in Chromium: one test for its page. */
import { describe, expect, it } from 'vitest';
import { count, expectNoAxeViolations, layoutShifts, open, PHONE, RECORD_SHIFTS, total, useBrowser } from './harness';

useBrowser();
const tag = 'people-hub';

describe('<people-hub>', () => {
  it('walks the unit menu by keyboard to a team, searches the profiles index, keeps the unit in the address, fits a phone in fi and sv, says it could not load', async () => {
    const { page, problems, requests } = await open('/people-hub.html');
    await count(page, tag).filter({ hasText: /\d/ }).waitFor();
    expect(await total(page, tag)).toBe(3000);
    // Keyboard only: Tab from the search form's last button into the menu: 'All people', then the Schools toggle.
    await page.getByRole('button', { name: 'Search', exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('All people');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Show the units of Schools');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-expanded'))).toBe('true');
    await page.keyboard.press('Tab'); // Schools
    await page.keyboard.press('Tab'); // the first school's toggle
    await page.keyboard.press('Tab'); // the first school
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('School of Arts, Design and Architecture');
    await page.keyboard.press('Enter');
    // Units are taxonomy terms: ARTS is tid 3100.
    await expect.poll(() => page.evaluate(() => location.search)).toBe('?unit=3100');
    const school = await total(page, tag);
    expect(school).toBeLessThan(3000);
    await page.locator(`${tag} .aalto-people__lead .aalto-person`).waitFor();
    await page.locator(`${tag} .aalto-people__recent`).getByRole('heading', { name: 'News', exact: true }).waitFor();
    // A search goes to the profiles index and searches everyone.
    const name = (await page.locator(`${tag} .aalto-people__members .aalto-card__title a`).first().textContent())!;
    const input = page.getByRole('searchbox', { name: 'Search by name or department' });
    await input.fill(name);
    await input.press('Enter');
    await expect.poll(() => page.locator(`${tag} .aalto-people__unit`).textContent()).toBe('Search results');
    await expect.poll(() => page.locator(`${tag} .aalto-card__title a`).first().textContent()).toBe(name);
    expect(requests.some((url) => url.includes('profiles_en/_search'))).toBe(true);
    await expectNoAxeViolations(page, tag);
    expect(problems).toEqual([]);

    for (const [lang, text] of [
      ['fi', /Näytetään/],
      ['sv', /Visar/],
    ] as const) {
      // In Swedish the tree comes late (so the people and the menu arrive together): the branch
      // to the unit is open in the menu's first paint, not opened after it.
      const faults = lang === 'sv' ? { 'people_hub/organisations': 'slow' } : undefined;
      // IT Services (tid 4100), a unit of the university services.
      const phone = await open(`/people-hub.html?lang=${lang}&unit=4100`, { viewport: PHONE, init: RECORD_SHIFTS, faults });
      await count(phone.page, tag).filter({ hasText: text }).waitFor();
      // The menu comes with the people, above them on a phone: nothing already shown is pushed down.
      expect(await layoutShifts(phone.page)).toEqual([]);
      await expect.poll(() => total(phone.page, tag)).toBeLessThan(3000);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoAxeViolations(phone.page, tag);
      expect(phone.problems).toEqual([]);
    }
    const failed = await open('/people-hub.html', { faults: { 'people_hub/profiles': '500', 'people_hub/organisations': 'garbage' } });
    await failed.page.locator(tag).getByText('The content could not be loaded.').waitFor();
  });
});
