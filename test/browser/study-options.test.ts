/** <study-options-listing> and <suggestion-tool> in Chromium: one test per page. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { count, expectNoAxeViolations, open, PHONE, total, useBrowser } from './harness';

useBrowser();
/** The focused input's value, or the focused element's text. */
const focused = (page: Page) =>
  page.evaluate(() => (document.activeElement instanceof HTMLInputElement ? document.activeElement.value : (document.activeElement?.textContent ?? '')));

describe('<study-options-listing>', () => {
  it('walks the suggestion tool by keyboard alone, its answers setting the filters; searches through the search service; fits a phone in fi and sv; skips the path without settings', async () => {
    const tag = 'study-options-listing';
    const { page, problems } = await open('/study-options.html');
    await count(page, tag).filter({ hasText: /\d/ }).waitFor();
    expect(await total(page, tag)).toBe(67);
    await page.locator(`${tag} .aalto-guide legend`).filter({ hasText: 'What degree are you looking for?' }).waitFor();
    // The guided path's settings are asked for with the list, not a render after the list's answer.
    const calls = await page.evaluate(() => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const find = (re: RegExp) => entries.find((e) => re.test(e.name))!;
      return { guideStart: find(/studies\/suggestion-tool/).startTime, listEnd: find(/studies\/list/).responseEnd };
    });
    expect(calls.guideStart).toBeLessThan(calls.listEnd);
    expect(await page.locator(`${tag} img[srcset]`).count()).toBeGreaterThan(0);
    expect(
      await page
        .locator(`${tag} .aalto-card`)
        .filter({ hasText: /Tuition fee for non-EU\/EEA citizens(Bachelor €[\d,]+ per year plus )?Master €[\d,]+ per year/ })
        .count(),
    ).toBeGreaterThan(0);

    // Keyboard only: Tab into the first question's radio buttons, arrow to 'Master’s degree'.
    await page.locator(`${tag} .aalto-guide input`).first().focus();
    await page.keyboard.press('ArrowDown');
    expect(await focused(page)).toBe('master');
    await expect.poll(() => page.evaluate(() => new URLSearchParams(location.search).get('degree'))).toBe('master');
    const masters = await total(page, tag);
    expect(masters).toBeLessThan(67);
    // Tab to 'Next' and press it: focus goes to the next question.
    for (let i = 0; i < 5 && (await focused(page)) !== 'Next'; i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('LEGEND');
    expect(await page.locator(`${tag} .aalto-stepper__progress`).textContent()).toBe('Question 2 of 3');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // Finnish
    await expect.poll(() => total(page, tag)).toBeLessThan(masters);
    expect(await page.locator(`${tag} .aalto-card`).evaluateAll((cards) => cards.every((c) => c.textContent.includes('Finnish')))).toBe(true);
    await expectNoAxeViolations(page, tag);

    // A reload restores the path and the filters from the address; 'Start over' clears both.
    await page.reload();
    await page.locator(`${tag} .aalto-stepper__progress`).filter({ hasText: 'Question 2 of 3' }).waitFor();
    await page.getByRole('button', { name: 'Start over' }).click();
    await expect.poll(() => total(page, tag)).toBe(67);
    expect(await page.locator(`${tag} .aalto-stepper__progress`).textContent()).toBe('Question 1 of 3');

    // Search goes to the search service (the demo's study_options index).
    const search = page.locator(`${tag} input[type="search"]`);
    await search.fill('design');
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('study_options_en/_search') && r.request().postData()!.includes('design'));
    await search.press('Enter');
    const hits = ((await (await answer).json()) as { hits: { hits: Array<{ _source: { url: string[] } }> } }).hits.hits;
    const found = new Set(hits.map((hit) => new URL(hit._source.url[0]!, page.url()).href));
    await expect.poll(() => total(page, tag)).toBeLessThan(67);
    // The list is the service's hits (it matches the title, summary, lead, body and keywords), no other.
    const shown = await page.locator(`${tag} .aalto-card`).evaluateAll((cards) => cards.map((card) => card.querySelector<HTMLAnchorElement>('a[href]')!.href));
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((path) => !found.has(path))).toEqual([]);
    expect(problems).toEqual([]);

    for (const [lang, text, money] of [
      ['fi', /Näytetään/, /\d[\u00a0\u202f ]\d{3}[\u00a0\u202f ]€/],
      ['sv', /Visar/, /\d[\u00a0\u202f ]\d{3}[\u00a0\u202f ]€/],
    ] as const) {
      const phone = await open(`/study-options.html?lang=${lang}`, { viewport: PHONE });
      await count(phone.page, tag).filter({ hasText: text }).waitFor();
      expect(await phone.page.locator(`${tag} .aalto-card`).filter({ hasText: money }).count()).toBeGreaterThan(0);
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(phone.problems).toEqual([]);
    }
    const skipped = await open('/study-options.html', { faults: { 'studies/suggestion-tool': 'empty' } });
    await count(skipped.page, tag).filter({ hasText: /\d/ }).waitFor();
    expect(await skipped.page.locator(`${tag} .aalto-guide`).count()).toBe(0);
    const failed = await open('/study-options.html', { faults: { 'studies/list': '500' } });
    await failed.page.locator(tag).getByText('The content could not be loaded.').waitFor();
    expect(failed.problems.filter((p) => !p.includes('500'))).toEqual([]);
  });
});

describe('<suggestion-tool>', () => {
  it('asks its questions by keyboard alone, suggests with reasons, keeps the path in the address, fits a phone in fi and sv', async () => {
    const tag = 'suggestion-tool';
    const { page, problems } = await open('/suggestion-tool.html');
    await page.locator(`${tag} legend`).filter({ hasText: 'Who are you?' }).waitFor();
    await page.locator(`${tag} input`).first().focus();
    await page.keyboard.press('Space'); // A student
    for (let i = 0; i < 5 && (await focused(page)) !== 'Next'; i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.locator(`${tag} legend`).filter({ hasText: 'What do you need help with?' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // IT and accounts
    for (let i = 0; i < 8 && (await focused(page)) !== 'Next'; i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.locator(`${tag} legend`).filter({ hasText: 'When do you need it?' }).waitFor();
    for (let i = 0; i < 8 && (await focused(page)) !== 'Show results'; i += 1) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.locator(`${tag} .aalto-suggestions`).waitFor();
    const why = await page.locator(`${tag} .aalto-suggestion-card__why`).allTextContents();
    expect(why[0]).toBe('Matches: A student, IT and accounts');
    expect(why.every((w) => /A student|IT and accounts/.test(w))).toBe(true);
    expect(await page.locator(`${tag} .aalto-count`).getAttribute('aria-live')).toBe('polite');
    await expect.poll(() => page.evaluate(() => new URLSearchParams(location.search).has('guide'))).toBe(true);
    await expectNoAxeViolations(page, tag);
    await page.getByRole('button', { name: 'Change answers' }).click();
    await page.locator(`${tag} legend`).filter({ hasText: 'When do you need it?' }).waitFor();
    expect(problems).toEqual([]);

    for (const [lang, question] of [
      ['fi', 'Kuka olet?'],
      ['sv', 'Vem är du?'],
    ] as const) {
      const phone = await open(`/suggestion-tool.html?lang=${lang}`, { viewport: PHONE });
      await phone.page.locator(`${tag} legend`).filter({ hasText: question }).waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(phone.problems).toEqual([]);
    }
    const failed = await open('/suggestion-tool.html', { faults: { 'suggestion-tool': 'network' } });
    await failed.page.locator(tag).getByText('The content could not be loaded.').waitFor();
  });
});
