/**
 * How tables are laid out, measured: a table wider than its place keeps every column header
 * within reach, in a box that scrolls inside the window, and its sticky header row never hides
 * the focused link. (How cards break their words is
 * measured on every demo page the axe walk loads in Finnish: split-words.ts.)
 */
import { describe, expect, it } from 'vitest';
import { focusCover, textSize } from './focus-cover';
import { DESKTOP, elementsReady, open, useBrowser } from './harness';

useBrowser();

describe('a table wider than its place', () => {
  it('keeps every column header within reach of a scroll box inside the window, Finnish, 1280 and 900 px', async () => {
    for (const viewport of [DESKTOP, { width: 900, height: 700 }]) {
      const { page } = await open('/courses.html?lang=fi', { viewport });
      await elementsReady(page);
      const layout = await page.evaluate(() => {
        const box = document.querySelector('courses-listing .aalto-table-wrap') as HTMLElement;
        const boxRect = box.getBoundingClientRect();
        const headers = [...box.querySelectorAll('thead th')].map((th) => {
          const r = th.getBoundingClientRect();
          return { text: th.textContent, right: r.right - boxRect.left + box.scrollLeft };
        });
        return {
          scrollWidth: box.scrollWidth,
          clientWidth: box.clientWidth,
          height: boxRect.height,
          windowHeight: innerHeight,
          focusable: box.tabIndex >= 0,
          label: box.getAttribute('aria-label'),
          headers,
        };
      });
      // Every header lies within the box's scroll area; a box that scrolls can be scrolled by a
      // keyboard, and is no taller than the window (its scrollbar is on the screen with the rows).
      for (const header of layout.headers) expect(header.right, String(header.text)).toBeLessThanOrEqual(layout.scrollWidth + 1);
      if (layout.scrollWidth > layout.clientWidth) {
        expect(layout.focusable).toBe(true);
        expect(layout.label).toBeTruthy();
      }
      expect(layout.height).toBeLessThanOrEqual(layout.windowHeight);
      // The names column stays in view when the box scrolls sideways.
      await page.evaluate(() => document.querySelector('courses-listing .aalto-table-wrap')!.scrollBy(400, 0));
      const name = await page.evaluate(() => {
        const box = document.querySelector('courses-listing .aalto-table-wrap')!.getBoundingClientRect();
        const cell = document.querySelector('courses-listing tbody th')!.getBoundingClientRect();
        return { boxLeft: box.left, cellLeft: cell.left };
      });
      expect(Math.abs(name.cellLeft - name.boxLeft)).toBeLessThanOrEqual(1);
    }
  });
});

describe('a table whose header row stays in view', () => {
  it('never hides the focused link or header button: Shift+Tab up the summer school and courses tables and along their headers, 1280 px, text 100 and 200 %', async () => {
    for (const [path, tag] of [
      ['/summer-school.html', 'summer-school-listing'],
      ['/courses.html', 'courses-listing'],
    ] as const) {
      for (const percent of [100, 200]) {
        const layout = `${tag}, text ${percent} %`;
        const { page } = await open(path, { viewport: DESKTOP });
        await elementsReady(page);
        await textSize(page, percent);
        const hidden: string[] = [];
        const walkBack = async (from: string, steps: number) => {
          await page.locator(from).last().focus();
          for (let step = 0; step < steps; step++) {
            await page.keyboard.press('Shift+Tab');
            const cover = await focusCover(page);
            if (cover) hidden.push(`${from} ${step}: ${cover}`);
          }
        };
        await walkBack(`${tag} tbody th a`, 20);
        // The header's sort buttons, right to left, the table scrolled to its right end: each
        // scrolls clear of the names column, which stays in view.
        await page.locator(`${tag} .aalto-table-wrap`).evaluate((box) => box.scrollBy(10_000, 0));
        await walkBack(`${tag} thead th:last-child button`, (await page.locator(`${tag} thead th button`).count()) - 1);
        expect(hidden, layout).toEqual([]);
      }
    }
  });
});
