/** The language learning listings in Chromium: one test per page. */
import { describe, expect, it } from 'vitest';
import { count, expectNoAxeViolations, open, PHONE, total, useBrowser } from './harness';

useBrowser();

/** Loads a page, filters by keyboard alone on a choice, checks axe, a phone in fi and sv, and a failed call. */
async function walk(path: string, tag: string, all: number, choiceName: RegExp, param: string, fault: string) {
  const { page, problems } = await open(path);
  await count(page, tag).filter({ hasText: /\d/ }).waitFor();
  expect(await total(page, tag)).toBe(all);
  await page.getByRole('button', { name: 'Filters' }).focus();
  await page.keyboard.press('Enter');
  const box = page.getByRole('checkbox', { name: choiceName }).first();
  const expected = Number(/\((\d+)\)/.exec((await box.locator('xpath=..').textContent())!)![1]);
  await box.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => total(page, tag)).toBe(expected);
  await expect.poll(() => page.evaluate(() => [...new URLSearchParams(location.search).keys()].join())).toBe(param);
  await expectNoAxeViolations(page, tag);
  expect(problems).toEqual([]);
  for (const [lang, text] of [
    ['fi', /Näytetään/],
    ['sv', /Visar/],
  ] as const) {
    const phone = await open(`${path}?lang=${lang}`, { viewport: PHONE, count: 60 });
    await count(phone.page, tag).filter({ hasText: text }).waitFor();
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(phone.problems).toEqual([]);
  }
  const failed = await open(path, { faults: { [fault]: '500' } });
  await failed.page.locator(tag).getByText('The content could not be loaded.').waitFor();
  return page;
}

describe('language learning listings', () => {
  it('<language-tips-listing> filters by skill by keyboard, fits a phone, says it could not load on a 500', async () => {
    await walk('/language-tips.html', 'language-tips-listing', 24, /^Speaking \(\d+\)$/, 'skill', 'language_tips');
  });

  it('<self-study-materials-listing> shows external links with titles, filters by payment, fits a phone, says it could not load on a 500', async () => {
    const page = await walk('/self-study-materials.html', 'self-study-materials-listing', 60, /^Free \(\d+\)$/, 'payment', 'self_study_materials/list');
    const link = page.locator('self-study-materials-listing .aalto-card__links a').first();
    expect(await link.getAttribute('rel')).toContain('external');
    expect(await link.textContent()).toMatch(/app|website/);
  });

  it('<teaching-materials-listing> filters by file format, fits a phone, says it could not load on a 500', async () => {
    await walk('/teaching-materials.html', 'teaching-materials-listing', 90, /^PDF \(\d+\)$/, 'format', 'teaching_materials/list');
  });
});
