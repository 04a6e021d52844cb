/**
 * Focus in a sortable table stays in sight, clear of the sticky names column and header row, in
 * each engine (each engine's file registers it): the summer school's table at 200 % text, wider
 * than its box. Shift+Tab up the header's sort buttons from the far right, then a column before
 * the focused one narrowing, as rows that arrive after a sort do.
 */
import { expect, it } from 'vitest';
import { DESKTOP, type Engine, type EnginePage } from './index';

const TABLE = 'summer-school-listing .aalto-table-wrap';

/** What covers the focused control at its corners (inset 2 px) or centre, or '' when nothing does. */
const covered = (page: EnginePage) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        // After a painted frame (its resize observers' work done): what a visitor sees.
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const el = document.activeElement as HTMLElement;
            const r = el.getBoundingClientRect();
            const points: Array<[number, number]> = [
              [r.left + 2, r.top + 2],
              [r.right - 2, r.top + 2],
              [r.left + 2, r.bottom - 2],
              [r.right - 2, r.bottom - 2],
              [r.left + r.width / 2, r.top + r.height / 2],
            ];
            const over = points.map(([x, y]) => document.elementFromPoint(x, y)).find((hit) => !hit || !(hit === el || el.contains(hit)));
            resolve(
              over === undefined ? '' : `"${el.textContent.trim()}" under ${over ? `${over.localName} "${over.textContent.trim().slice(0, 30)}"` : 'nothing'}`,
            );
          }),
        ),
      ),
  );

/**
 * What still covers the focused control once the table has settled: the frames a busy machine
 * paints while a relayout's scroll correction is on its way are retried (up to three seconds), a
 * control left covered is not.
 */
async function settledCover(page: EnginePage): Promise<string> {
  const end = Date.now() + 3000;
  let over = await covered(page);
  while (over && Date.now() < end) over = await covered(page);
  return over;
}

/** Registers the check for `engine` (a file's `useEngine`). */
export function tableFocusChecks(engine: Engine) {
  it("keeps a focused sort button clear of the table's sticky names column, also when a column before it narrows", async () => {
    const page = await engine.open('/summer-school.html?lang=en', { viewport: DESKTOP, textScale: 2, count: 24 });
    await page.ready();
    // The last sort button, the table scrolled to its far right.
    const buttons = await page.evaluate((table: string) => {
      const box = document.querySelector(table) as HTMLElement;
      const all = [...box.querySelectorAll<HTMLButtonElement>('thead button')];
      all.at(-1)!.focus();
      box.scrollLeft = box.scrollWidth;
      return all.map((b) => b.textContent.trim());
    }, TABLE);
    expect(buttons.length).toBeGreaterThan(3);
    const problems: string[] = [];
    for (let i = buttons.length - 2; i >= 1; i--) {
      await page.press('Shift+Tab');
      const over = await settledCover(page);
      if (over) problems.push(`Shift+Tab: ${over}`);
    }
    // Focus on the third column's button, just clear of the names column; the second column then
    // loses width it had (its cells' content changed), which moves the third to the left.
    await page.evaluate((table: string) => {
      const box = document.querySelector(table) as HTMLElement;
      const style = document.createElement('style');
      style.id = 'wide-second-column';
      style.textContent = `${table} :is(th, td):nth-child(2) { min-width: 40rem; }`;
      document.head.append(style);
      const button = box.querySelectorAll<HTMLButtonElement>('thead button')[2]!;
      button.focus();
      const names = box.querySelector('th')!.getBoundingClientRect();
      box.scrollLeft += button.closest('th')!.getBoundingClientRect().left - names.right;
    }, TABLE);
    expect(await covered(page), 'before the column narrows').toBe('');
    await page.evaluate(() => document.getElementById('wide-second-column')!.remove());
    const over = await settledCover(page);
    if (over) problems.push(`after a column before it narrowed: ${over}`);
    expect(problems).toEqual([]);
    expect(await page.problems()).toEqual([]);
  });
}
