/**
 * A card's label is never split inside a word, on a phone or a desktop, in Finnish (the longest
 * words); a value splits a word only when the word is wider than its card. The demo
 * pages' walk (axe-pages.ts) measures every page it loads in Finnish.
 */
import type { Page } from 'playwright-core';

/**
 * The words of labels (`dt`) and of values (`dd`) in the cards under `scope` whose letters stand
 * on more than one line: a value's only when the word would fit its card's width.
 */
export function splitWords(page: Page, scope = 'body') {
  return page.evaluate((s) => {
    const split: string[] = [];
    const lines = (range: Range) => new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    for (const cell of document.querySelectorAll(`${s} .aalto-card dt, ${s} .aalto-card dd`)) {
      const label = cell.localName === 'dt';
      const room = cell.closest('.aalto-card')!.getBoundingClientRect().width;
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // A word's own hyphen, en dash or slash is a place to break ('Vaihto-opiskelijat',
        // 'employer–employee'): its parts are the words.
        for (const match of node.textContent!.matchAll(/[^\s\-\u2010\u2013/]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
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
  }, scope);
}
