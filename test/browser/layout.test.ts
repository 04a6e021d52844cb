/**
 * How the cards and tables are laid out, measured (issue 46): a card's label is never split inside
 * a word, on a phone or a desktop, in Finnish (the longest words); a value splits a word only when
 * the word is wider than its card; a table wider than its place keeps every column header within
 * reach, in a box that scrolls inside the window.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, elementsReady, open, PHONE, useBrowser } from './harness';

useBrowser();
const registry: Array<{ tag: string; page: string; offline: boolean }> = JSON.parse(readFileSync(`${process.cwd()}/dist/registry.json`, 'utf8'));

/**
 * The words of labels (`dt`) and of values (`dd`) whose letters stand on more than one line: a
 * value's only when the word would fit its card's width.
 */
function splitWords(page: Page, tag: string) {
  return page.evaluate((t) => {
    const split: string[] = [];
    const lines = (range: Range) => new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    for (const cell of document.querySelectorAll(`${t} .aalto-card dt, ${t} .aalto-card dd`)) {
      const label = cell.localName === 'dt';
      const room = cell.closest('.aalto-card')!.getBoundingClientRect().width;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // A word's own hyphen, en dash or slash is a place to break ('Vaihto-opiskelijat',
        // 'employer–employee'): its parts are the words.
        for (const match of node.textContent!.matchAll(/[^\s\-\u2010\u2013/]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index!);
          range.setEnd(node, match.index! + match[0].length);
          if (lines(range) < 2) continue;
          // A value's word wider than the card cannot help breaking.
          const probe = document.createElement('span');
          probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
          probe.textContent = match[0];
          cell.append(probe);
          const wide = probe.getBoundingClientRect().width > room;
          probe.remove();
          if (label || !wide) split.push(`${label ? 'label' : 'value'} '${match[0]}' in '${cell.textContent}'`);
        }
      }
    }
    return split;
  }, tag);
}

const cardPages = registry.filter((e) => !e.offline && !['summer-school-listing', 'courses-listing', 'aalto-quicksearch', 'language-quiz', 'simple-quiz', 'suggestion-tool', 'site-index', 'student-guide-index'].includes(e.tag));

describe('card labels and values', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`never split a label inside a word, in Finnish, at ${viewport.width} px`, async () => {
      const found: string[] = [];
      // A few pages at a time: each in its own context, the machine's two cores kept busy.
      for (let i = 0; i < cardPages.length; i += 3) {
        await Promise.all(
          cardPages.slice(i, i + 3).map(async ({ tag, page: path }) => {
            const { page } = await open(`/${path}?lang=fi`, { viewport, count: 40 });
            await elementsReady(page);
            for (const word of await splitWords(page, tag)) found.push(`${tag}: ${word}`);
            await page.close();
          }),
        );
      }
      expect(found).toEqual([]);
    });
  }
});

describe('a table wider than its place', () => {
  it('keeps every column header within reach of a scroll box inside the window, Finnish, 1280 and 375 px', async () => {
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
        return { scrollWidth: box.scrollWidth, clientWidth: box.clientWidth, height: boxRect.height, windowHeight: innerHeight, focusable: box.tabIndex >= 0, label: box.getAttribute('aria-label'), headers };
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
