/**
 * The driver's own test (each engine's file registers it): each engine's adapter does what the interface (types.ts) promises, on one
 * demo page: viewport, cookies, fresh storage, trusted keys and clicks, waits over a reload, text
 * size, and the console errors and uncaught exceptions it reports; and each page in the active
 * window, as a visitor's keys are.
 */
import { expect, it } from 'vitest';
import { DESKTOP, PHONE, type Engine, type EnginePage } from './index';

/** Waits in Node for what the page reports (console events reach Chromium's and Firefox's adapters after the call that caused them). */
async function problemsUntil(page: EnginePage, done: (problems: string[]) => boolean) {
  const deadline = Date.now() + 10_000;
  let problems = await page.problems();
  while (!done(problems) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    problems = await page.problems();
  }
  return problems;
}

/** Registers the driver's test for `engine` (a file's `useEngine`). */
export function driverChecks(engine: Engine & { withPage<T>(run: (page: EnginePage) => Promise<T>): Promise<T> }) {
  it('drives a page as the interface says', async () => {
    const page = await engine.open('/news.html', { viewport: PHONE, cookies: { demo_visit: 'one' } });
    await page.ready();
    expect(await page.evaluate(() => [innerWidth, innerHeight, navigator.language.slice(0, 2)])).toEqual([PHONE.width, PHONE.height, 'en']);
    expect(await page.cookies()).toEqual({ demo_visit: 'one' });
    expect(await page.evaluate(() => document.cookie)).toBe('demo_visit=one');
    expect(await page.problems()).toEqual([]);

    // Keys and typing are trusted input, key by key.
    await page.evaluate(() => {
      const w = window as unknown as { keys: string[] };
      w.keys = [];
      addEventListener(
        'keydown',
        (event) => {
          // WebKitGTK names Shift+Tab's key 'Unidentified' (its code is 'Tab'), as it does for its own visitors.
          const key = event.code === 'Tab' ? 'Tab' : event.key;
          if (event.isTrusted && key !== 'Shift') w.keys.push(event.shiftKey ? `Shift+${key}` : key);
        },
        true,
      );
    });
    await page.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('All demo pages');
    await page.press('Tab');
    await page.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('All demo pages');
    await page.click('news-listing input[type="search"]');
    expect(await page.evaluate(() => document.activeElement?.matches('news-listing input[type="search"]'))).toBe(true);
    await page.type('wind');
    await page.press('Enter');
    expect(await page.evaluate(() => (window as unknown as { keys: string[] }).keys)).toEqual(['Tab', 'Tab', 'Shift+Tab', 'w', 'i', 'n', 'd', 'Enter']);
    // The address is written a moment after the search: waited for, then kept over a reload.
    await page.waitFor(() => new URLSearchParams(location.search).get('search') === 'wind');
    await page.evaluate(() => localStorage.setItem('driver-test', 'kept'));
    await page.reload();
    await page.ready();
    expect(await page.evaluate(() => [new URLSearchParams(location.search).get('search'), localStorage.getItem('driver-test')])).toEqual(['wind', 'kept']);

    await page.setViewport(DESKTOP);
    await page.setTextScale(2);
    expect(await page.evaluate(() => [innerWidth, getComputedStyle(document.documentElement).fontSize])).toEqual([DESKTOP.width, '32px']);

    await page.evaluate(() => {
      console.error('driver test: a console error');
      setTimeout(() => {
        throw new Error('driver test: uncaught');
      });
    });
    const problems = await problemsUntil(page, (found) => found.length >= 2);
    expect(problems).toEqual([expect.stringMatching(/^error: driver test: a console error/), expect.stringMatching(/^pageerror: .*driver test: uncaught/)]);

    // A new load forgets cookies, storage and problems, and takes its own text size.
    await page.open('/news.html', { textScale: 2 });
    expect(await page.evaluate(() => [document.cookie, localStorage.getItem('driver-test'), getComputedStyle(document.documentElement).fontSize])).toEqual([
      '',
      null,
      '32px',
    ]);
    expect(await page.problems()).toEqual([]);
  });
  it("opens a page in the active window with focus in the page: an older window, a phone's, after focus left for the browser", async () => {
    // Two pages held at once, the newer given back first: the next page opened is the older one,
    // whose window the newer one took the system focus from.
    await engine.withPage(() => engine.withPage(async () => {}));
    const page = await engine.open('/news.html');
    await page.ready();
    // In a window that is not active, or whose focus is in the browser's own controls, Firefox
    // moves focus without focus events (a focus handler never runs), and WebKit matches no `:focus`.
    const focusable = () => {
      let events = 0;
      addEventListener('focusin', () => (events += 1));
      document.querySelector<HTMLElement>('news-listing input[type="search"]')!.focus();
      return [document.hasFocus(), events];
    };
    expect(await page.evaluate(focusable)).toEqual([true, 1]);
    // Shift+Tab out of a modal dialog: Firefox takes focus to its own controls (as a visitor's
    // would go to the address bar), and leaves it there for the window's later documents. The next
    // page a phone's: a WebKit window that narrow is no longer under the pointer X's focus follows.
    await page.evaluate(() => {
      const dialog = document.createElement('dialog');
      dialog.innerHTML = '<button type="button">Stay</button>';
      document.body.append(dialog);
      dialog.showModal();
    });
    for (let i = 0; i < 3; i++) await page.press('Shift+Tab');
    await page.open('/news.html', { viewport: PHONE });
    await page.ready();
    expect(await page.evaluate(focusable), "a phone's, after focus left a page for the browser").toEqual([true, 1]);
  });
}
