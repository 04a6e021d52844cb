/** <services-hub> in Chromium: one test for its page. */
import { describe, expect, it } from 'vitest';
import { count, expectNoAxeViolations, open, PHONE, total, useBrowser } from './harness';

useBrowser();
const tag = 'services-hub';

describe('<services-hub>', () => {
  it('filters by keyboard with the server asked too, searches the search service, keeps the address, fits a phone in fi and sv, says it could not load on a failure', async () => {
    // Was the count ever shown without the services (the sections revealed in a later render)?
    const init = `new MutationObserver(() => {
      const shown = document.querySelector('${tag} .aalto-count');
      if (shown && /\\d/.test(shown.textContent) && !document.querySelector('${tag} .aalto-card')) window.__countWithoutCards = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });`;
    const { page, problems, requests } = await open('/services-hub.html', { init });
    await count(page, tag).filter({ hasText: /\d/ }).waitFor();
    // The services the categories list come first, those asked for category by category as they come.
    await expect.poll(() => total(page, tag)).toBe(69);
    // The sections come in the render that shows the count (their view is a static import of the
    // hub's): the first at once, every one in a render after that one's paint.
    expect(await page.locator(`${tag} .aalto-card-section`).count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator(`${tag} .aalto-card-section`).count()).toBe(20);
    expect(await page.evaluate(() => (window as unknown as { __countWithoutCards?: boolean }).__countWithoutCards)).toBeUndefined();
    await page.locator(`${tag} .aalto-service-page`).first().waitFor();
    expect(await page.locator(`${tag} .aalto-service-page`).count()).toBe(12);
    // Keyboard only: open the filters, Space on 'Staff (n)'.
    await page.getByRole('button', { name: 'Filters' }).focus();
    await page.keyboard.press('Enter');
    const staff = page.getByRole('checkbox', { name: /^Staff \(\d+\)$/ });
    const expected = Number(/\((\d+)\)/.exec((await staff.locator('xpath=..').textContent())!)![1]);
    await staff.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => total(page, tag)).toBe(expected);
    // Target groups are taxonomy terms: Staff is tid 2102.
    await expect.poll(() => page.evaluate(() => location.search)).toBe('?target_group=2102');
    await expect
      .poll(() => requests.some((url) => url.includes('/services/categories') && new URL(url).searchParams.get('target_group') === '2102'))
      .toBe(true);
    // A term goes to the search service; its hits, by node id, are one list in its order.
    const input = page.getByRole('searchbox', { name: 'Search services' });
    await input.fill('Password reset');
    await input.press('Enter');
    await expect.poll(() => page.locator(`${tag} .aalto-card-section`).count()).toBe(0);
    await expect.poll(() => requests.some((url) => url.includes('_search'))).toBe(true);
    // Until the hits arrive the previous results stay (busy), in one list already: wait for the hits.
    const titles = () => page.locator(`${tag} .aalto-card__title a`).allTextContents();
    await expect.poll(async () => (await titles()).length > 0 && (await titles()).every((title) => title.includes('Password reset'))).toBe(true);
    await expect.poll(() => page.evaluate(() => location.search)).toBe('?target_group=2102&search=Password+reset');
    await expectNoAxeViolations(page, tag);
    expect(problems).toEqual([]);

    for (const [lang, text] of [
      ['fi', /Näytetään/],
      ['sv', /Visar/],
    ] as const) {
      const phone = await open(`/services-hub.html?lang=${lang}`, { viewport: PHONE });
      await count(phone.page, tag).filter({ hasText: text }).waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(phone.problems).toEqual([]);
    }
    const failed = await open('/services-hub.html', { faults: { 'services/categories': '500', 'services/index_pages': 'garbage' } });
    await failed.page.locator(tag).getByText('The content could not be loaded.').waitFor();
    expect(await failed.page.locator(`${tag} .aalto-service-page`).count()).toBe(0);
  });
});
