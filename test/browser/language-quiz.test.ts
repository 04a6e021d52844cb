/** <language-quiz> in Chromium: one test for its page. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, expectNoAxeViolations, open, useBrowser } from './harness';

useBrowser();
const tag = 'language-quiz';
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
async function pressButton(page: Page, name: string, limit = 6) {
  for (let i = 0; i < limit && (await focused(page)) !== name; i += 1) await page.keyboard.press('Tab');
  expect(await focused(page)).toBe(name);
  await page.keyboard.press('Enter');
}
const progress = (page: Page) => page.locator(`${tag} .aalto-stepper__progress`).textContent();
/** The focused element, as its tag and text ('body' when focus fell to the page). */
const active = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return !element || element === document.body ? 'body' : `${element.localName} ${element.textContent}`;
  });

describe('<language-quiz>', () => {
  it('runs the 24 questions by keyboard alone, keeps the answers over a reload, guards leaving, prints the results alone, fits a phone in fi and sv', async () => {
    const { page, problems } = await open('/language-quiz.html');
    await page.getByRole('button', { name: 'Start the test' }).focus();
    await page.keyboard.press('Enter');
    for (let n = 1; n <= 24; n += 1) {
      await expect.poll(() => progress(page)).toBe(`Question ${n} of 24`);
      // From the question (focus is on it after the first), into the radio group: the first term,
      // then down to 'Easily' for A1–B1 statements and 'With difficulty' above.
      if (n === 1) await page.locator(`${tag} input`).first().focus();
      else await page.keyboard.press('Tab');
      const strong = n <= 12;
      if (strong) for (let k = 0; k < 3; k += 1) await page.keyboard.press('ArrowDown');
      else await page.keyboard.press('ArrowDown');
      if (n === 4) {
        // A reload keeps the answers and the step (session storage).
        await page.reload();
        await expect.poll(() => progress(page)).toBe('Question 4 of 24');
        expect(await page.locator(`${tag} input:checked`).count()).toBe(1);
        await page.locator(`${tag} input:checked`).focus();
      }
      await pressButton(page, n === 24 ? 'Show results' : 'Next');
    }
    await page.locator(`${tag} .aalto-quiz__results`).waitFor();
    const levels = await page.locator(`${tag} .aalto-quiz__skill strong`).allTextContents();
    expect(levels).toEqual(['Level: B1', 'Level: B1', 'Level: B1', 'Level: B1']);
    await expectNoAxeViolations(page, tag);

    // Print: only the results are visible while 'Print results' prints.
    await page.evaluate(() => {
      window.print = () => {
        (window as unknown as { marked: boolean }).marked = document.documentElement.classList.contains('aalto-print-quiz');
      };
    });
    await page.getByRole('button', { name: 'Print results' }).click();
    expect(await page.evaluate(() => (window as unknown as { marked: boolean }).marked)).toBe(true);
    await page.evaluate(() => document.documentElement.classList.add('aalto-print-quiz'));
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('h1').evaluate((h) => getComputedStyle(h).visibility)).toBe('hidden');
    expect(
      await page
        .locator(`${tag} .aalto-quiz__skill dt`)
        .first()
        .evaluate((d) => getComputedStyle(d).visibility),
    ).toBe('visible');
    expect(await page.locator(`${tag} .aalto-quiz__actions`).evaluate((d) => getComputedStyle(d).display)).toBe('none');
    await page.emulateMedia({ media: 'screen' });
    await page.evaluate(() => document.documentElement.classList.remove('aalto-print-quiz'));

    // Leaving through the Learn Finnish link asks first: Stay keeps the page, focus back on the link.
    const learn = page.getByRole('link', { name: 'Go to the Learn Finnish page' });
    await learn.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Leave the test?' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('All the answers will not be saved.');
    await expectNoAxeViolations(page, tag);
    await page.keyboard.press('Enter'); // Stay (focus starts on the safe answer)
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Go to the Learn Finnish page');
    expect(new URL(page.url()).pathname).toBe('/language-quiz.html');
    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL(/\/en\/learn-finnish$/);
    expect(problems.filter((p) => !p.includes('404'))).toEqual([]);

    for (const [lang, start] of [
      ['fi', 'Aloita testi'],
      ['sv', 'Börja testet'],
    ] as const) {
      const phone = await open(`/language-quiz.html?lang=${lang}`, { viewport: PHONE });
      await phone.page.getByRole('button', { name: start }).click();
      await phone.page.locator(`${tag} legend`).waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoAxeViolations(phone.page, tag);
      expect(phone.problems).toEqual([]);
    }
    // Closing the tab with an answer given: the browser's own beforeunload prompt.
    const closing = await open('/language-quiz.html', { fresh: true });
    await closing.page.getByRole('button', { name: 'Start the test' }).click();
    await closing.page.locator(`${tag} input`).first().check();
    const prompt = new Promise<string>((resolve) => closing.page.once('dialog', (d) => resolve(d.type())));
    await closing.page.close({ runBeforeUnload: true });
    expect(await prompt).toBe('beforeunload');

    const failed = await open('/language-quiz.html', { faults: { 'quiz-questions': 'network' } });
    await failed.page.locator(tag).getByText('The content could not be loaded.').waitFor();
    await failed.page.getByRole('button', { name: 'Try again' }).click();
    await failed.page.locator(tag).getByText('The content could not be loaded.').waitFor();
  });

  it('never lets focus fall to the page: Back to the introduction, Back then Leave, Retake from the results; Start over then Retake says the test restarted', async () => {
    const { page } = await open('/language-quiz.html');
    const start = page.getByRole('button', { name: 'Start the test' });
    const back = page.locator(tag).getByRole('button', { name: 'Back' });
    const retake = page.getByRole('dialog', { name: 'Retake the test?' });
    const title = `h2 ${await page.locator(`${tag} h2`).first().textContent()}`;
    // Back with nothing answered: the introduction, focus on the quiz's title.
    await start.press('Enter');
    await page.locator(`${tag} legend`).waitFor();
    await back.press('Enter');
    await start.waitFor();
    expect(await active(page)).toBe(title);
    // Back with an answer, then Leave: the same.
    await start.press('Enter');
    await page.locator(`${tag} input`).first().check();
    await back.press('Enter');
    await page.getByRole('dialog', { name: 'Leave the test?' }).getByRole('button', { name: 'Leave' }).press('Enter');
    await start.waitFor();
    expect(await active(page)).toBe(title);
    // Start over on a later question, then Retake: question 1 takes focus; the progress and the quiz's own status say so.
    await start.press('Enter');
    await page.locator(`${tag} input`).first().check();
    await page.locator(tag).getByRole('button', { name: 'Next' }).press('Enter');
    await expect.poll(() => progress(page)).toBe('Question 2 of 24');
    await page.locator(tag).getByRole('button', { name: 'Start over' }).press('Enter');
    await retake.getByRole('button', { name: 'Retake', exact: true }).press('Enter');
    await expect.poll(() => progress(page)).toBe('Question 1 of 24');
    await expect.poll(() => active(page)).toMatch(/^legend /);
    expect(await page.locator(tag).getByRole('status').filter({ hasText: /\S/ }).allTextContents()).toEqual(['Question 1 of 24', 'The test was restarted.']);
    // Retake from the results: question 1 takes focus once the dialog has closed.
    await page.locator(`${tag} input`).first().check();
    await page.evaluate(() => {
      const key = 'aalto-language-quiz:en';
      sessionStorage.setItem(key, JSON.stringify({ ...JSON.parse(sessionStorage.getItem(key)!), index: 24 }));
    });
    await page.reload();
    await page.getByRole('button', { name: 'Retake the test' }).press('Enter');
    await retake.getByRole('button', { name: 'Retake', exact: true }).press('Enter');
    await expect.poll(() => progress(page)).toBe('Question 1 of 24');
    await expect.poll(() => active(page)).toMatch(/^legend /);
    expect(await retake.isHidden()).toBe(true);
  });
});
