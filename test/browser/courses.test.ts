/** <courses-listing> in Chromium: one test for its page. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { count, expectNoAxeViolations, open, PHONE, shown, useBrowser } from './harness';

useBrowser();
const TAG = 'courses-listing';
const names = (page: Page, cell = `${TAG} tbody th`) =>
  page.locator(cell).evaluateAll((els) => els.map((el) => el.querySelector('a, span')!.firstChild!.textContent!));
/** Names in a language's order (Finnish and Swedish put Å, Ä and Ö after Z). */
const byName = (list: string[], lang = 'en') => [...list].sort(new Intl.Collator(lang, { numeric: true, sensitivity: 'base' }).compare);

describe('<courses-listing>', () => {
  it('sorts 500 courses by header, filters and searches by keyboard alone, keeps the address; phone panels in fi and sv; says it could not load on a 500', async () => {
    const { page, problems } = await open('/courses.html');
    await count(page, TAG)
      .filter({ hasText: /Showing/ })
      .waitFor();
    expect(await shown(page, TAG)).toBe(500);
    const first = await names(page);
    expect(first).toEqual(byName(first));
    const applications = await page.locator(`${TAG} tbody td:nth-of-type(3)`).allTextContents();
    expect(applications.some((a) => a.startsWith('Ongoing: '))).toBe(true);
    expect(
      applications.every((a) => /^(Ongoing|Upcoming|In the past): \d|^(No application needed|Continuously ongoing|To be announced|No info)$|^\D/.test(a)),
    ).toBe(true);

    // Keyboard only: Tab from the search field to the ECTS header's button; Enter sorts by it.
    await page.locator(`${TAG} input[type="search"]`).focus();
    const ects = page.getByRole('columnheader', { name: /^ECTS/ });
    for (let i = 0; i < 80 && !(await ects.getByRole('button').evaluate((b) => b === document.activeElement)); i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => ects.getAttribute('aria-sort')).toBe('ascending');
    const credits = await page
      .locator(`${TAG} tbody td:nth-of-type(1)`)
      .evaluateAll((tds) => tds.map((td) => Number.parseInt(td.textContent, 10)).filter((n) => !Number.isNaN(n)));
    expect(credits).toEqual([...credits].sort((a, b) => a - b));

    // A filter by keyboard: focus the 'Free of charge' checkbox (opening its group if it is behind a button), Space.
    const all = await shown(page, TAG);
    const free = page.getByRole('checkbox', { name: /^Free of charge/ });
    if (!(await free.isVisible())) {
      const opener = page.getByRole('button', { name: /^(Fee|Filters)$/ }).first();
      await opener.focus();
      await page.keyboard.press('Enter');
    }
    await free.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => shown(page, TAG)).toBeLessThan(all);
    // The order chosen by a header click is kept in the address too (written before or with the
    // filter, as the 250 ms debounce and the machine's speed have it: the parameters, not their order).
    await expect.poll(() => page.evaluate(() => Object.fromEntries(new URLSearchParams(location.search)))).toEqual({ fee: 'free', sort: 'credits' });
    const fees = await page.locator(`${TAG} tbody td:nth-of-type(8)`).allTextContents();
    expect(new Set(fees)).toEqual(new Set(['Free of charge']));
    await page.locator(`${TAG} input[type="search"]`).focus();
    await page.keyboard.type('foundations');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await names(page)).every((n) => n.toLowerCase().includes('foundations'))).toBe(true);
    expect((await names(page)).length).toBeGreaterThan(0);
    await expectNoAxeViolations(page, TAG);
    expect(problems).toEqual([]);

    for (const [lang, showing, sortName, apply] of [
      ['fi', /Näytetään/, 'Ö–A', 'Käytä'],
      ['sv', /Visar/, 'Ö till A', 'Tillämpa'],
    ] as const) {
      const phone = await open(`/courses.html?lang=${lang}`, { viewport: PHONE, count: 120 });
      await count(phone.page, TAG).filter({ hasText: showing }).waitFor();
      expect(await phone.page.locator(`${TAG} table`).count()).toBe(0);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      const total = await shown(phone.page, TAG);
      await phone.page.locator(`${TAG} .aalto-phone-controls button`).first().click();
      await phone.page.getByRole('radio', { name: sortName }).check();
      const reversed = await phone.page
        .locator(`${TAG} .aalto-card`)
        .evaluateAll((cards) => cards.map((c) => c.querySelector('a, span')!.firstChild!.textContent!));
      expect(reversed).toEqual(byName(reversed, lang).reverse());
      await phone.page.locator(`${TAG} .aalto-phone-controls button`).nth(1).click();
      await phone.page.getByRole('checkbox', { name: /^(Maksullinen|Avgiftsbelagd)/ }).check();
      expect(await shown(phone.page, TAG)).toBe(total);
      await phone.page.getByRole('button', { name: apply }).click();
      await expect.poll(() => shown(phone.page, TAG)).toBeLessThan(total);
      expect(phone.problems).toEqual([]);
    }

    const failed = await open('/courses.html', { faults: { 'combined/courses': '500' } });
    await failed.page.locator(TAG).getByText('The content could not be loaded.').waitFor();
    await failed.page.locator(TAG).getByRole('button', { name: 'Try again' }).waitFor();
    expect(failed.problems.filter((p) => !p.includes('500'))).toEqual([]);
  });
});
