/** <data-sources-listing> and <research-programs-listing> in Chromium: one test per page. */
import { describe, expect, it } from 'vitest';
import { count, expectNoAxeViolations, open, PHONE, total, useBrowser } from './harness';

useBrowser();

describe('<data-sources-listing>', () => {
  it('walks the data hub suggestion tool by keyboard, filters with counts, fits a phone in fi and sv, says it could not load on a 500', async () => {
    const tag = 'data-sources-listing';
    const { page, problems } = await open('/data-sources.html');
    await count(page, tag).filter({ hasText: /\d/ }).waitFor();
    expect(await total(page, tag)).toBe(40);
    await page.locator(`${tag} .aalto-guide legend`).filter({ hasText: 'What is your research about?' }).waitFor();
    // Keyboard only: the first question's checkboxes; Space on the second ('Health').
    await page.locator(`${tag} .aalto-guide input`).first().focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect.poll(() => page.evaluate(() => new URLSearchParams(location.search).get('topic'))).toBe('health');
    const health = await total(page, tag);
    expect(health).toBeLessThan(40);
    expect(await page.locator(`${tag} .aalto-card`).evaluateAll((cards) => cards.every((c) => /TopicHealth|Topic.*Health/.test(c.textContent)))).toBe(true);
    await page.getByRole('button', { name: 'Filters' }).click();
    const open_ = page.getByRole('checkbox', { name: /^Open data \(\d+\)$/ });
    const expected = Number(/\((\d+)\)/.exec((await open_.locator('xpath=..').textContent())!)![1]);
    await open_.check();
    await expect.poll(() => total(page, tag)).toBe(expected);
    await expectNoAxeViolations(page, tag);
    expect(problems).toEqual([]);

    for (const [lang, text] of [
      ['fi', /Näytetään/],
      ['sv', /Visar/],
    ] as const) {
      const phone = await open(`/data-sources.html?lang=${lang}`, { viewport: PHONE, count: 60 });
      await count(phone.page, tag).filter({ hasText: text }).waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(phone.problems).toEqual([]);
    }
    const failed = await open('/data-sources.html', { faults: { 'datahub/data_sources': '500', 'datahub/suggestion-tool': '500' } });
    await failed.page.locator(tag).getByText('The content could not be loaded.').waitFor();
    expect(await failed.page.locator(`${tag} .aalto-guide`).count()).toBe(0);
  });
});

describe('<research-programs-listing>', () => {
  it('lists programs with their data sets, filters by provider, fits a phone, survives garbage', async () => {
    const tag = 'research-programs-listing';
    const { page, problems } = await open('/research-programs.html');
    await count(page, tag).filter({ hasText: /\d/ }).waitFor();
    expect(await total(page, tag)).toBe(16);
    expect(await page.locator(`${tag} .aalto-card`).first().textContent()).toMatch(/Ready-made data sets/);
    await page.getByRole('button', { name: 'Filters' }).click();
    const kela = page.getByRole('checkbox', { name: /^Kela \(\d+\)$/ });
    const expected = Number(/\((\d+)\)/.exec((await kela.locator('xpath=..').textContent())!)![1]);
    await kela.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => total(page, tag)).toBe(expected);
    await expect.poll(() => page.evaluate(() => location.search)).toBe('?provider=Kela');
    await expectNoAxeViolations(page, tag);
    expect(problems).toEqual([]);
    const phone = await open('/research-programs.html?lang=sv', { viewport: PHONE });
    await count(phone.page, tag).filter({ hasText: /Visar/ }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const garbage = await open('/research-programs.html?lang=fi', { faults: { 'datahub/research_programs': 'garbage' } });
    await garbage.page.locator(tag).getByText('Sisältöä ei voitu ladata.').waitFor();
    expect(garbage.problems).toEqual([]);
  });
});
