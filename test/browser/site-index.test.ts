/** <site-index> and <student-guide-index> in Chromium: one test per page. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { focusCover, textSize } from './focus-cover';
import { count, DESKTOP, elementsReady, expectNoAxeViolations, open, PHONE, total, useBrowser } from './harness';

useBrowser();
const letters = (page: Page, tag: string) => page.locator(`${tag} .aalto-index__letter`).evaluateAll((hs) => hs.map((h) => h.firstChild!.textContent));

describe('<site-index>', () => {
  it('jumps to a letter by keyboard, filters as you type, collates Ä after Z in Finnish on a phone, says it could not load on a 500', async () => {
    const tag = 'site-index';
    const { page, problems } = await open('/site-index.html');
    await count(page, tag).filter({ hasText: /\d/ }).waitFor();
    expect(await total(page, tag)).toBe(500);
    const en = await letters(page, tag);
    expect(en[0]).toBe('#');
    expect(en).not.toContain('Ä');
    // Keyboard only: from the filter box, Tab past 'Clear search' to the first letter with entries.
    const input = page.getByRole('searchbox', { name: 'Filter the index' });
    await input.focus();
    await page.keyboard.type('library');
    await expect.poll(() => total(page, tag)).toBeLessThan(500);
    const filtered = await total(page, tag);
    expect(await letters(page, tag)).toEqual(['L']);
    expect(await page.locator(`${tag} .aalto-index__jump[aria-disabled="true"]`).count()).toBeGreaterThan(20);
    await expect.poll(() => page.evaluate(() => location.search)).toBe('?search=library');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`L, ${filtered} entries`);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`L ${filtered} entries`);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Library/);
    // The filtered index, its jump letters mostly disabled (the axe walk checks the whole one).
    await expectNoAxeViolations(page, tag);
    await input.fill('');
    await expect.poll(() => total(page, tag)).toBe(500);
    expect(problems).toEqual([]);

    const phone = await open('/site-index.html?lang=fi', { viewport: PHONE, count: 300 });
    await count(phone.page, tag)
      .filter({ hasText: /Näytetään/ })
      .waitFor();
    // The first sections come with the first render, the rest in one after its paint.
    await expect.poll(async () => (await letters(phone.page, tag)).at(-1)).toBe('Ä');
    const fi = await letters(phone.page, tag);
    expect(fi.indexOf('Ä')).toBeGreaterThan(fi.indexOf('Y'));
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(phone.problems).toEqual([]);

    const failed = await open('/site-index.html?lang=sv', { faults: { index_list: '500' } });
    await failed.page.locator(tag).getByText('Innehållet kunde inte laddas.').waitFor();
  });
});

describe('the letter row, sticky on a wide screen', () => {
  it('never hides the focused link or heading: Shift+Tab up the sections, and a letter jump, at 1280 and 375 px and at 200 % text', async () => {
    // Sticky on a wide screen while the row takes less than a third of the window.
    for (const [viewport, percent, position] of [
      [DESKTOP, 100, 'sticky'],
      [DESKTOP, 150, 'sticky'],
      [DESKTOP, 200, 'static'],
      [PHONE, 100, 'static'],
      [PHONE, 200, 'static'],
    ] as const) {
      const layout = `${viewport.width} px, text ${percent} %`;
      const { page } = await open('/site-index.html', { viewport, count: 150 });
      await elementsReady(page);
      await textSize(page, percent);
      const row = page.locator('site-index .aalto-index__nav');
      await expect.poll(() => row.evaluate((nav) => getComputedStyle(nav).position), { message: layout }).toBe(position);
      // Up from the last section: each entry, each 'Back to letters', each heading passed.
      await page.locator('site-index .aalto-index__back a').last().focus();
      const hidden: string[] = [];
      for (let step = 0; step < 24; step++) {
        await page.keyboard.press('Shift+Tab');
        const cover = await focusCover(page);
        if (cover) hidden.push(`${step}: ${cover}`);
      }
      expect(hidden, layout).toEqual([]);
      // A letter's jump lands on its heading, below the row.
      const letter = page.locator('site-index .aalto-index__jump[href]').nth(8);
      await letter.focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.localName), { message: layout }).toMatch(/^h\d$/);
      expect(await focusCover(page), layout).toBe('');
    }
  });
});

describe('<student-guide-index>', () => {
  it("lists the student guide's entries with Å, Ä, Ö last in Swedish, fits a phone, survives garbage", async () => {
    const tag = 'student-guide-index';
    const { page, problems } = await open('/student-guide-index.html?lang=sv');
    await count(page, tag).filter({ hasText: /Visar/ }).waitFor();
    expect(await total(page, tag)).toBe(400);
    // The first sections come with the first render, the rest in one after its paint.
    await expect.poll(async () => (await letters(page, tag)).filter((l) => 'ÅÄÖ'.includes(l!))).toEqual(['Å', 'Ö']);
    expect((await letters(page, tag)).slice(-2)).toEqual(['Å', 'Ö']);
    // In Swedish; its colours are the ones the axe walk checks in English.
    await expectNoAxeViolations(page, tag, { contrast: false });
    expect(problems).toEqual([]);
    const phone = await open('/student-guide-index.html', { viewport: PHONE });
    await count(phone.page, tag)
      .filter({ hasText: /Showing/ })
      .waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const garbage = await open('/student-guide-index.html?lang=fi', { faults: { index_list: 'garbage' } });
    await garbage.page.locator(tag).getByText('Sisältöä ei voitu ladata.').waitFor();
    expect(garbage.problems).toEqual([]);
  });
});
