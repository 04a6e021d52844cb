/**
 * npm run test:engines: 'Try again' leaves focus on the listing's count line while the retry
 * loads, in each engine, also when the page's window is not the active one. WebKit matches
 * `:focus` only in the active window (its selector checker asks that the frame be focused and
 * active), so a rule that kept the empty count shown by `:focus` hid it there, and WebKit then
 * moved focus to the body. In WebKit a second window, which takes the system focus, makes the
 * first one inactive (Chromium's headless shell keeps every page active, and Firefox's adapter
 * makes each page's window the active one as it loads); the retry's answer never comes, so the
 * count stays empty.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { engines, useEngine } from '../index';
import { WebKitPage } from '../webkit';

const COUNT = 'grants-awards-listing .aalto-count';

describe.each(engines())('%s', (name) => {
  const engine = useEngine(name);

  it("keeps focus on the count line after 'Try again' while the retry loads, in a window that is not active", async () => {
    const page = await engine.open('/grants-awards.html?lang=en', { faults: { '*': '500' } });
    await page.ready();
    if (page instanceof WebKitPage) {
      // A second window, which takes the system focus: the first is then not active.
      onTestFinished(await page.leaveWindow());
      expect(await page.evaluate(() => document.hasFocus())).toBe(false);
    }
    await page.evaluate(() => {
      document.cookie = `demo_fault=${encodeURIComponent('*:hang')}; path=/`;
      [...document.querySelectorAll<HTMLButtonElement>('grants-awards-listing button')].find((button) => button.textContent === 'Try again')?.focus();
    });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Try again');
    await page.press('Enter');
    await page.waitFor((selector: string) => document.querySelector(selector)?.textContent === '', { message: 'the retry never started' }, COUNT);
    // Ten frames: the style that hid the empty count, and WebKit's move of focus away from it, land in the first ones.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          let frames = 0;
          const next = () => (++frames === 10 ? resolve(null) : requestAnimationFrame(next));
          requestAnimationFrame(next);
        }),
    );
    expect(await page.evaluate((selector: string) => document.activeElement === document.querySelector(selector), COUNT)).toBe(true);
    // The failed loads' own console lines aside.
    expect((await page.problems()).filter((problem) => !problem.includes('status of 500'))).toEqual([]);
  });
});
