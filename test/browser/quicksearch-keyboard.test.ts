import { describe, expect, it } from 'vitest';
import { elementsReady, open, useBrowser } from './harness';
import { DEBOUNCE_MS } from '../../src/hubs/aalto-quicksearch/use-suggestions';
import { PAGE, isSearch, entries, nextTask, comboState, titleOf, filled } from './quicksearch-page';

// The quick search's keyboard and screen reader behaviour; the rest: quicksearch.test.ts.
useBrowser();

describe('<aalto-quicksearch> in Chromium, by keyboard', () => {
  it('contract: ArrowDown moves DOM focus onto the first entry; Enter on it puts its title, as plain text, in the input and sends no request', async () => {
    // A context of its own: its clock is faked, to let the debounce pass at once.
    const { page, requests } = await open(PAGE, { fresh: true });
    await elementsReady(page);
    const box = await filled(page, 'robotics');
    const first = entries(page).first();
    const title = await titleOf(first);
    expect(await first.locator('mark').count()).toBeGreaterThan(0);
    const before = requests.filter(isSearch).length;
    // From here the page's timers run on a clock the test moves: a debounce the choice started
    // would fire when the test lets the pause pass.
    await page.clock.install();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await page.keyboard.press('ArrowDown');
    expect(await first.evaluate((entry) => entry === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(box.inputValue()).resolves.toBe(title);
    expect(await comboState(page)).toMatchObject({ focus: 'input', expanded: 'false' });
    expect(page.url()).toContain(PAGE);
    // React's effects have run (a task after the render's), then the pause passes.
    await page.evaluate(nextTask);
    await page.clock.runFor(DEBOUNCE_MS * 2);
    await page.evaluate(() => 0);
    expect(requests.filter(isSearch).length).toBe(before);
    // The clock does drive the debounce: a typed character asks once the pause has passed.
    await box.press('s');
    await page.evaluate(nextTask);
    const asked = page.waitForRequest((request) => isSearch(request.url()));
    await page.clock.runFor(DEBOUNCE_MS * 2);
    await asked;
  });

  it('specification: the arrows move DOM focus through the entries and wrap to the input, Home and End; the side arrows, a first Escape and typing return; Escape closes and clears, then clears the input', async () => {
    const { page } = await open(PAGE);
    await elementsReady(page);
    await filled(page, 'robotics');
    const count = await entries(page).count();
    expect(count).toBeGreaterThan(1);
    expect(await comboState(page)).toEqual({ focus: 'input', role: 'combobox', expanded: 'true', popup: 'grid', activedescendant: null, value: 'robotics' });
    // The status counts the entries (hits), as many as the grid has rows.
    expect(await page.getByRole('status').textContent()).toBe(`${count} suggestions`);
    expect(await page.locator('aalto-quicksearch [role="row"]').count()).toBe(count);
    const press = async (key: string) => {
      await page.keyboard.press(key);
      return comboState(page);
    };
    expect(await press('ArrowDown')).toMatchObject({ focus: 0, activedescendant: null });
    expect(await press('ArrowDown')).toMatchObject({ focus: 1 });
    expect(await press('ArrowUp')).toMatchObject({ focus: 0 });
    expect(await press('ArrowUp')).toMatchObject({ focus: 'input', expanded: 'true' });
    expect(await press('ArrowUp')).toMatchObject({ focus: count - 1 });
    expect(await press('ArrowDown')).toMatchObject({ focus: 'input' });
    expect(await press('ArrowDown')).toMatchObject({ focus: 0 });
    expect(await press('End')).toMatchObject({ focus: count - 1 });
    expect(await press('Home')).toMatchObject({ focus: 0 });
    expect(await press('ArrowUp')).toMatchObject({ focus: 'input' });
    for (const key of ['ArrowLeft', 'ArrowRight', 'Escape']) {
      expect(await press('ArrowDown'), key).toMatchObject({ focus: 0 });
      expect(await press(key), key).toMatchObject({ focus: 'input', expanded: 'true', value: 'robotics' });
    }
    expect(await press('Escape')).toMatchObject({ focus: 'input', expanded: 'false', value: 'robotics' });
    expect(await entries(page).count()).toBe(0);
    expect(await page.getByRole('status').textContent()).toBe('');
    expect(await press('Escape')).toMatchObject({ focus: 'input', expanded: 'false', value: '' });
    // What is typed on an entry goes on in the input.
    await filled(page, 'robotics');
    expect(await press('ArrowDown')).toMatchObject({ focus: 0 });
    expect(await press('s')).toMatchObject({ focus: 'input', value: 'roboticss' });
    await press('ArrowDown');
    expect(await press('Backspace')).toMatchObject({ focus: 'input', value: 'robotics' });
  });

  it('keyboard: Tab from the input leaves through the buttons and closes; in a row Tab goes through its links and leaves, Shift+Tab returns: no trap', async () => {
    const { page } = await open(PAGE);
    await elementsReady(page);
    await filled(page, 'robotics');
    // Tab: the element's own buttons, then out of it; the suggestions close, covering nothing.
    for (const name of ['Clear search', 'Search']) {
      await page.keyboard.press('Tab');
      expect(await comboState(page)).toMatchObject({ focus: name, expanded: 'true' });
    }
    await page.keyboard.press('Tab');
    expect(await comboState(page)).toMatchObject({ focus: 'outside', expanded: 'false' });
    expect(await page.locator('aalto-quicksearch .aalto-qs__popup').isHidden()).toBe(true);
    // Back in the input, ArrowDown opens the suggestions again, and the next moves into them.
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
    expect((await comboState(page)).focus).toBe('input');
    await page.keyboard.press('ArrowDown');
    await entries(page).first().waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await comboState(page)).toMatchObject({ focus: 1, expanded: 'true' });
    // Shift+Tab from an entry: the input; Tab: the row's link, then out of the element, closing.
    await page.keyboard.press('Shift+Tab');
    expect((await comboState(page)).focus).toBe('input');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    expect((await comboState(page)).focus).toBe('link 0 of row 1');
    await page.keyboard.press('Shift+Tab');
    expect((await comboState(page)).focus).toBe(1);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await comboState(page)).toMatchObject({ focus: 'outside', expanded: 'false' });
  });

  it("keyboard: every link of a self-study material's row and an ordinary hit's page open by keyboard; entries are no links; arrows are not read", async () => {
    const { page, context } = await open(PAGE);
    await elementsReady(page);
    // Navigations away are stopped, each told to the test, so that one page tries every link.
    let navigated: (url: string) => void = () => {};
    await context.route(
      (url) => url.pathname !== PAGE,
      (route) => {
        if (!route.request().isNavigationRequest()) return route.fallback();
        navigated(route.request().url());
        return route.abort('aborted');
      },
    );
    await filled(page, 'podcast');
    const grid = page.getByRole('grid', { name: 'Suggestions' });
    const snapshot = await grid.ariaSnapshot();
    expect(snapshot).not.toContain('↗');
    expect(snapshot).toContain('Self study material');
    // An entry is a grid cell, never a link (Enter takes its title); its links are the row's other cells.
    expect(await grid.getByRole('row').first().getByRole('gridcell').first().getByRole('link').count()).toBe(0);
    const rows = grid.getByRole('row');
    const material = (await rows.evaluateAll((all) => all.map((row) => row.querySelectorAll('a').length))).findIndex((links) => links === 2);
    expect(material).toBeGreaterThanOrEqual(0);
    const hrefs = await rows
      .nth(material)
      .locator('a')
      .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
    const names = await rows
      .nth(material)
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.textContent));
    expect(names.every((name) => name.endsWith('↗ (opens an external site)'))).toBe(true);
    for (let i = 0; i <= material; i++) await page.keyboard.press('ArrowDown');
    expect((await comboState(page)).focus).toBe(material);
    for (const [i, href] of hrefs.entries()) {
      await page.keyboard.press('Tab');
      expect((await comboState(page)).focus).toBe(`link ${i} of row ${material}`);
      const opened = new Promise<string>((resolve) => (navigated = resolve));
      await page.keyboard.press('Enter');
      expect(await opened).toBe(href);
    }
    expect(await page.getByRole('combobox').inputValue()).toBe('podcast');
    // An ordinary hit: its page, named 'Open <title>', opens on Enter.
    await context.unrouteAll();
    await page.getByRole('combobox').fill('');
    await filled(page, 'robotics');
    const title = await titleOf(entries(page).first());
    expect(await rows.first().getByRole('link').textContent()).toMatch(/^Open /);
    expect((await rows.first().getByRole('link').textContent())!.slice('Open '.length)).toContain(title);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    expect((await comboState(page)).focus).toBe('link 0 of row 0');
    await Promise.all([page.waitForURL((url) => url.pathname !== PAGE), page.keyboard.press('Enter')]);
    expect(title).toContain(await page.locator('h1').textContent());
  });
});
