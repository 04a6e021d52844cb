/** <minors-search> and <programmes-search> in Chromium: one test per page. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { count, expectNoAxeViolations, open, PHONE, total, useBrowser } from './harness';

useBrowser();
const titles = async (page: Page, tag: string) =>
  (await page.locator(`${tag} .aalto-card__title`).allTextContents()).map((t) => t.replace(/ \(opens .*\)$/, ''));

async function search(page: Page, tag: string, term: string) {
  const input = page.locator(`${tag} input[type="search"]`);
  await input.fill(term);
  await input.press('Enter');
}

describe('<minors-search>', () => {
  it('searches by name by keyboard, filters by curriculum, says why a search found nothing in en, fi and sv, fits a phone', async () => {
    const tag = 'minors-search';
    const { page, problems } = await open('/minors.html');
    await count(page, tag).filter({ hasText: /\d/ }).waitFor();
    expect(await total(page, tag)).toBe(49);
    await search(page, tag, 'economics');
    await expect.poll(async () => (await titles(page, tag)).length > 0 && (await titles(page, tag)).every((n) => /economics/i.test(n))).toBe(true);
    await expect.poll(() => page.evaluate(() => location.search)).toBe('?search=economics');

    // Keyboard only: Tab to 'Filters', open it, move to 'Previous curriculum' and choose it.
    for (let i = 0; i < 10 && !(await page.evaluate(() => document.activeElement?.textContent === 'Filters')); i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const previous = page.getByRole('radio', { name: 'Previous curriculum' });
    for (let i = 0; i < 60 && !(await page.getByRole('radio', { name: 'All curricula' }).evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => previous.isChecked()).toBe(true);
    await expect.poll(() => page.evaluate(() => new URLSearchParams(location.search).get('curriculum'))).toBe('previous');
    expect(await page.locator(`${tag} .aalto-card`).evaluateAll((cards) => cards.every((c) => c.textContent.includes('2022–2024')))).toBe(true);
    await expectNoAxeViolations(page, tag);

    await search(page, tag, 'zzyzx');
    await page.locator(`${tag}`).getByText('Your search returned no results. This may be because').waitFor();
    expect(await page.locator(`${tag} .aalto-status-reasons li`).allTextContents()).toEqual([
      'You are searching for the minor in the wrong language.',
      'Your search term(s) contain misspellings.',
    ]);
    expect(problems).toEqual([]);

    for (const [lang, lead] of [
      ['fi', 'Hakusi ei tuottanut tuloksia. Tämä voi johtua siitä, että'],
      ['sv', 'Din sökning gav inga resultat. Det kan bero på att'],
    ] as const) {
      const phone = await open(`/minors.html?lang=${lang}&search=zzyzx`, { viewport: PHONE });
      await phone.page.locator(tag).getByText(lead).waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(phone.problems).toEqual([]);
    }
    const failed = await open('/minors.html', { faults: { 'into/minors': 'garbage' } });
    await failed.page.locator(tag).getByText('The content could not be loaded.').waitFor();
    expect(failed.problems).toEqual([]);
  });
});

describe('<programmes-search>', () => {
  it('lists the programmes of the search service with meta-named choices, filters by level with counts, and degrades when the search fails', async () => {
    const tag = 'programmes-search';
    const { page, problems, requests } = await open('/programmes.html');
    await count(page, tag).filter({ hasText: /\d/ }).waitFor();
    expect(await total(page, tag)).toBe(62);
    // The loader started the programmes' search with the element's code, and the element took it: one request.
    const searched = requests.filter((url) => url.endsWith('/search/aalto_live_programmes_en/_search'));
    expect(searched).toHaveLength(1);
    // Asked before the shared runtime, which the loader imports right after it: not by the element's code.
    expect(requests.indexOf(searched[0]!)).toBeLessThan(requests.findIndex((url) => url.includes('/chunks/runtime-')));
    await page.getByRole('button', { name: 'Filters' }).click();
    const doctoral = page.getByRole('checkbox', { name: /^Doctoral \(\d+\)$/ });
    const expected = Number(/\((\d+)\)/.exec((await doctoral.locator('xpath=..').textContent())!)![1]);
    await doctoral.check();
    await expect.poll(() => total(page, tag)).toBe(expected);
    expect((await titles(page, tag)).every((n) => n.startsWith('Doctoral Programme in'))).toBe(true);
    await expect.poll(() => page.evaluate(() => location.search)).toBe('?level=doctoral');
    await expectNoAxeViolations(page, tag);
    expect(problems).toEqual([]);

    const phone = await open('/programmes.html?lang=fi', { viewport: PHONE });
    await count(phone.page, tag)
      .filter({ hasText: /Näytetään/ })
      .waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const failed = await open('/programmes.html?lang=sv', { faults: { 'programme/list': '500' } });
    await count(failed.page, tag).filter({ hasText: /Visar/ }).waitFor();
    // Without names from programme/list, the choices are shown by their ids.
    await failed.page.getByRole('button', { name: 'Filter', exact: true }).click();
    expect(await failed.page.getByRole('checkbox', { name: /^doctoral \(\d+\)$/ }).count()).toBe(1);
    // A failed search (the loader's, taken by the element) fails the listing as its own would.
    const noSearch = await open('/programmes.html', { faults: { search: '500' } });
    await noSearch.page.locator(tag).getByText('The content could not be loaded.').waitFor();
    expect(noSearch.requests.filter((url) => url.includes('/_search'))).toHaveLength(1);
  });
});
