/**
 * Whether the focused element can be seen: not under another element (a sticky letter row or
 * table header), checked at the centre and the four corners of its first line box, and within
 * the window. Used by the tests of sticky layouts, at each step of a keyboard walk.
 */
import type { Page } from 'playwright-core';

/** What covers the focused element ('' when nothing does): the covering element, or 'off-screen'. */
export function focusCover(page: Page): Promise<string> {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    if (!focused || focused === document.body) return 'body';
    // The first line box: a link wrapped over two lines is not a rectangle.
    const box = focused.getClientRects()[0] ?? focused.getBoundingClientRect();
    const inset = Math.min(2, box.width / 4, box.height / 4);
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
    ];
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x!, y!);
      if (!hit) return `off-screen: ${focused.outerHTML.slice(0, 80)}`;
      if (hit !== focused && !focused.contains(hit)) return `${hit.outerHTML.slice(0, 80)} over ${focused.outerHTML.slice(0, 80)}`;
    }
    return '';
  });
}

/**
 * Text at `percent` of its size, as a visitor's text-size setting makes it: the root font size,
 * which every rem and em of the elements follows (the window stays as wide).
 */
export function textSize(page: Page, percent: number): Promise<void> {
  return page.evaluate((size) => {
    document.documentElement.style.fontSize = `${size}%`;
  }, percent);
}
