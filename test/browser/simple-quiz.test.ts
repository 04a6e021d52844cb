/** <simple-quiz> in Chromium: one test for its page. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PHONE, expectNoAxeViolations, open, useBrowser } from './harness';

useBrowser();
const tag = 'simple-quiz';
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
/** Tabs forward to the button named `name` (at most `limit` steps) and presses Enter on it. */
async function pressButton(page: Page, name: string, limit = 10) {
  for (let i = 0; i < limit && (await focused(page)) !== name; i += 1) await page.keyboard.press('Tab');
  expect(await focused(page)).toBe(name);
  await page.keyboard.press('Enter');
}

describe('<simple-quiz>', () => {
  it('runs its five pages by keyboard alone to the goals, fits a phone in fi and sv, retries after a failure', async () => {
    const { page, problems } = await open('/simple-quiz.html');
    const legend = (text: string) => page.locator(`${tag} legend`).filter({ hasText: text }).waitFor();
    await legend('Why do you want to learn Finnish?');
    await page.locator(`${tag} input`).first().focus();
    await page.keyboard.press('Space'); // For work
    await pressButton(page, 'Next');
    await legend('How much Finnish do you know?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowDown'); // radio group: Some words and phrases
    await pressButton(page, 'Next');
    await legend('How much time do you have each week?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // An hour or less
    await pressButton(page, 'Next');
    await legend('How do you like to learn?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // On my own
    await pressButton(page, 'Next');
    await legend('What do you want to improve most?');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // Speaking
    await pressButton(page, 'Show results');
    await page.locator(`${tag} .aalto-suggestions`).waitFor();
    const titles = await page.locator(`${tag} .aalto-suggestion-card a`).allTextContents();
    expect(titles[0]).toMatch(/^(Self-study with an app|Tandem learning)/);
    expect(await page.locator(`${tag} .aalto-suggestion-card__why`).first().textContent()).toMatch(/^Because you chose: /);
    await expect.poll(() => page.evaluate(() => new URLSearchParams(location.search).has('guide'))).toBe(true);
    await expectNoAxeViolations(page, tag);
    // A reload keeps the path (the address).
    await page.reload();
    await page.locator(`${tag} .aalto-suggestions`).waitFor();
    await page.getByRole('button', { name: 'Start over' }).click();
    await legend('Why do you want to learn Finnish?');
    expect(problems).toEqual([]);

    for (const [lang, question] of [
      ['fi', 'Miksi haluat oppia suomea?'],
      ['sv', 'Varför vill du lära dig finska?'],
    ] as const) {
      const phone = await open(`/simple-quiz.html?lang=${lang}`, { viewport: PHONE });
      await phone.page.locator(`${tag} legend`).filter({ hasText: question }).waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoAxeViolations(phone.page, tag);
      expect(phone.problems).toEqual([]);
    }
    const failed = await open('/simple-quiz.html', { faults: { 'simple-quiz': 'network' } });
    await failed.page.locator(tag).getByText('The content could not be loaded.').waitFor();
    // The fault stays for this context, so 'Try again' asks again and still says so, without breaking.
    await failed.page.getByRole('button', { name: 'Try again' }).click();
    await failed.page.locator(tag).getByText('The content could not be loaded.').waitFor();
  });
});
