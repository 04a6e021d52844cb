/**
 * The keys of the WAI-ARIA Authoring Practices pattern each interactive widget follows
 * (docs/keyboard.md names them per element): tabs, disclosure, modal dialog, radio group, sortable
 * table, combobox. Each check loads the widget's demo page once and presses keys as a visitor
 * does, through the driver (driver.ts), reading state in the page. A known failure not fixed yet
 * is marked in known-failures.ts.
 */
import { describe, expect, it } from 'vitest';
import { engines, useEngine } from '../../engines';
import { DESKTOP_LAYOUT, PHONE_LAYOUT, enginePage, type A11yPage } from './driver';
import { sortFailures } from './known-failures';

/** `role "name"` of the focused element, with aria-selected / aria-checked / aria-expanded. */
const focused = (page: A11yPage) =>
  page.evaluate((probe) => {
    const el = document.activeElement;
    if (!el || el === document.body) return { key: 'body', selected: null, checked: null, expanded: null, active: null };
    return {
      key: `${probe.roleOf(el)} "${probe.nameOf(el)}"`,
      selected: el.getAttribute('aria-selected'),
      checked: (el as HTMLInputElement).checked ?? null,
      expanded: el.getAttribute('aria-expanded'),
      active: el.getAttribute('aria-activedescendant'),
    };
  }, null);
const focusOn = (page: A11yPage, host: string, role: string, name = '', nth = 0) =>
  page.evaluate((probe, a) => probe.focusOn(a.host, a.role, a.name, a.nth), { host, role, name, nth });
const settle = (page: A11yPage) => page.evaluate((probe) => probe.settled(), null);
async function press(page: A11yPage, key: string) {
  await page.press(key);
  await settle(page);
  return focused(page);
}

/** Runs `check`, which lists what did not hold; fails on what no mark of known-failures.ts expects. */
async function holds(engine: string, tag: string, check: (failures: string[]) => Promise<void>) {
  const failures: string[] = [];
  await check(failures);
  const { unexpected, expected, stale } = sortFailures(
    'apg',
    engine,
    tag,
    failures.map((f) => `apg: ${f}`),
  );
  if (expected.length) console.log(`${tag}: expected (known failures):\n  ${expected.join('\n  ')}`);
  expect(unexpected, unexpected.join('\n')).toEqual([]);
  expect(stale, 'known failures that no longer happen (remove their marks)').toEqual([]);
}
/**
 * Waits for the quick search's suggestions for `term`, not only for some: an entry marks the whole
 * term (the suggestions for a shorter term typed on the way, which the term's replace, mark less).
 */
const suggestionsFor = (page: A11yPage, term: string) =>
  page.waitFor((_probe, t) => [...document.querySelectorAll('aalto-quicksearch [role="row"] mark')].some((mark) => mark.textContent.toLowerCase() === t), term);
const want = (failures: string[], ok: boolean, what: string) => {
  if (!ok) failures.push(what);
};

describe.each(engines())('APG keys in %s', (name) => {
  const engine = useEngine(name);
  const test = name === 'chromium' ? it.concurrent : it;
  test('tabs (personnel-hub-recent): arrows move and select, wrapping; Home, End; Tab into the panel', () =>
    engine.withPage(async (driven) => {
      const page = enginePage(driven);
      await page.goto('/personnel-hub.html?lang=en', { layout: DESKTOP_LAYOUT });
      const host = 'personnel-hub-recent';
      await holds(name, host, async (failures) => {
        await focusOn(page, host, 'tab', '^All$');
        let now = await press(page, 'ArrowRight');
        want(failures, now.key === 'tab "Personnel"' && now.selected === 'true', `tabs: ArrowRight gave ${now.key} selected=${now.selected}`);
        now = await press(page, 'ArrowLeft');
        want(failures, now.key === 'tab "All"' && now.selected === 'true', `tabs: ArrowLeft gave ${now.key}`);
        now = await press(page, 'ArrowLeft');
        want(failures, now.key === 'tab "SCI"' && now.selected === 'true', `tabs: ArrowLeft on the first did not wrap to the last (${now.key})`);
        now = await press(page, 'Home');
        want(failures, now.key === 'tab "All"', `tabs: Home gave ${now.key}`);
        now = await press(page, 'End');
        want(failures, now.key === 'tab "SCI"', `tabs: End gave ${now.key}`);
        now = await press(page, 'Tab');
        want(failures, now.key.startsWith('tabpanel'), `tabs: Tab from the tab list went to ${now.key}, not the panel`);
      });
    }));

  test("disclosure (a listing's Filters; the people hub's units): Enter and Space toggle aria-expanded", () =>
    engine.withPage(async (driven) => {
      const page = enginePage(driven);
      for (const [path, host, name] of [
        ['/events.html', 'events-listing', '^Filters$'],
        ['/people-hub.html', 'people-hub', '^Show'],
      ] as const) {
        await page.goto(`${path}?lang=en`, { layout: DESKTOP_LAYOUT });
        await holds(name, host, async (failures) => {
          const on = await focusOn(page, host, 'button', name);
          want(failures, on !== null, `disclosure: no button ${name}`);
          const before = (await focused(page)).expanded;
          want(failures, before === 'false', `disclosure: ${on} starts aria-expanded=${before}`);
          let now = await press(page, 'Enter');
          want(failures, now.key === on && now.expanded === 'true', `disclosure: Enter on ${on} gave ${now.key} expanded=${now.expanded}`);
          now = await press(page, 'Space');
          want(failures, now.key === on && now.expanded === 'false', `disclosure: Space on ${on} gave ${now.key} expanded=${now.expanded}`);
        });
      }
    }));

  test('modal dialog (cookie consent): focus starts and stays inside; Escape closes the second layer to the first', () =>
    engine.withPage(async (driven) => {
      const page = enginePage(driven);
      const host = 'aalto-cookie-consent';
      await page.goto('/cookie-consent.html?lang=en', { layout: DESKTOP_LAYOUT });
      await holds(name, host, async (failures) => {
        const inside = () => page.evaluate(() => document.activeElement?.closest('dialog[open]') !== null, null);
        want(failures, await inside(), 'dialog: focus is not in the dialog when it opens');
        // Tab moves among the dialog's controls (from its last one, Firefox goes to its own controls, as the HTML standard lets it).
        for (let i = 0; i < 2; i++) await page.press('Tab');
        want(failures, await inside(), 'dialog: Tab let focus out of the modal dialog');
        const choose = () =>
          page.evaluate(
            () =>
              [...document.querySelectorAll('aalto-cookie-consent button')]
                .find((b) => b.textContent.trim() === 'Choose cookies')
                ?.getAttribute('aria-expanded') ?? null,
            null,
          );
        await focusOn(page, host, 'button', '^Choose cookies$');
        await press(page, 'Enter');
        want(failures, (await choose()) === 'true', `dialog: Enter on Choose cookies gave expanded=${await choose()}`);
        let now = await press(page, 'Escape');
        const open = await page.evaluate(() => document.querySelector('aalto-cookie-consent dialog[open]') !== null, null);
        want(
          failures,
          open && now.key === 'button "Choose cookies"' && (await choose()) === 'false',
          `dialog: Escape on the second layer gave ${now.key} expanded=${await choose()}, dialog open=${open}`,
        );
        await press(page, 'Enter');
        await focusOn(page, host, 'button', '^Choose cookies$');
        now = await press(page, 'Enter');
        want(failures, (await choose()) === 'false', `dialog: Choose cookies again did not collapse (expanded=${await choose()})`);
      });
    }));

  test("modal dialog (the language quiz's 'Leave the test?'): Escape stays, focus back on Back", () =>
    engine.withPage(async (driven) => {
      const page = enginePage(driven);
      const host = 'language-quiz';
      await page.goto('/language-quiz.html?lang=en', { layout: DESKTOP_LAYOUT });
      await holds(name, host, async (failures) => {
        await focusOn(page, host, 'button', '^Start the test$');
        await press(page, 'Enter');
        await focusOn(page, host, 'radio');
        await press(page, 'Space');
        await focusOn(page, host, 'button', '^Next$');
        await press(page, 'Enter');
        const back = await focusOn(page, host, 'button', '^Back$');
        want(failures, back !== null, 'dialog: no Back button on the second question');
        let now = await press(page, 'Enter');
        const dialog = () => page.evaluate(() => document.querySelector('language-quiz dialog[open]') !== null, null);
        if (await dialog()) {
          now = await press(page, 'Escape');
          want(failures, !(await dialog()), 'dialog: Escape did not close Leave the test?');
          want(failures, now.key !== 'body', 'dialog: focus fell to the body after Escape');
        } else want(failures, now.key !== 'body', 'dialog: focus fell to the body after Back');
      });
    }));

  test('radio group (a guided path; the phone sort panel): arrows move and check, wrapping (WebKit: stopping) at the ends', () =>
    engine.withPage(async (driven) => {
      const page = enginePage(driven);
      for (const [path, host, layout, open] of [
        ['/simple-quiz.html', 'simple-quiz', DESKTOP_LAYOUT, null],
        ['/summer-school.html', 'summer-school-listing', PHONE_LAYOUT, '^Sort$'],
      ] as const) {
        await page.goto(`${path}?lang=en`, { layout });
        await holds(name, host, async (failures) => {
          if (open) {
            await focusOn(page, host, 'button', open);
            await press(page, 'Enter');
          }
          const first = await focusOn(page, host, 'radio');
          want(failures, first !== null, 'radio group: no radio');
          let now = await press(page, 'ArrowDown');
          want(
            failures,
            now.key !== first && now.key.startsWith('radio') && now.checked === true,
            `radio group: ArrowDown from ${first} gave ${now.key} checked=${now.checked}`,
          );
          now = await press(page, 'ArrowUp');
          want(failures, now.key === first && now.checked === true, `radio group: ArrowUp gave ${now.key}`);
          now = await press(page, 'ArrowUp');
          // Native radios keep the engine's own keys: WebKit stops at a group's ends, as Safari does
          // on every site (a platform difference, docs/keyboard.md); Chromium and Firefox wrap.
          if (name === 'webkit') want(failures, now.key === first && now.checked === true, `radio group: ArrowUp on the first left it for ${now.key}`);
          else want(failures, now.key !== first && now.key.startsWith('radio'), `radio group: ArrowUp on the first did not wrap (${now.key})`);
        });
      }
    }));

  test('sortable table (summer-school-listing): Enter and Space on a header sort, toggling aria-sort', () =>
    engine.withPage(async (driven) => {
      const page = enginePage(driven);
      const host = 'summer-school-listing';
      await page.goto('/summer-school.html?lang=en', { layout: DESKTOP_LAYOUT, count: 12 });
      await holds(name, host, async (failures) => {
        const sort = () =>
          page.evaluate(
            () =>
              [...document.querySelectorAll('summer-school-listing th[aria-sort]')]
                .map((th) => `${th.textContent.trim()}:${th.getAttribute('aria-sort')}`)
                .join(' '),
            null,
          );
        await focusOn(page, host, 'button', '^ECTS$');
        let now = await press(page, 'Enter');
        want(failures, (await sort()) === 'ECTS:ascending' && now.key === 'button "ECTS"', `table: Enter gave ${await sort()}, focus ${now.key}`);
        now = await press(page, 'Space');
        want(failures, (await sort()) === 'ECTS:descending' && now.key === 'button "ECTS"', `table: Space gave ${await sort()}, focus ${now.key}`);
      });
    }));

  test('combobox (aalto-quicksearch): expanded with a grid; arrows move DOM focus onto the entries; Enter takes a title; Escape closes', () =>
    engine.withPage(async (driven) => {
      const page = enginePage(driven);
      const host = 'aalto-quicksearch';
      await page.goto('/quicksearch.html?lang=en', { layout: DESKTOP_LAYOUT });
      await holds(name, host, async (failures) => {
        await page.evaluate(() => document.querySelector<HTMLInputElement>('aalto-quicksearch input')!.focus(), null);
        // Typed in two goes, the suggestions for the first shown in between, as a slow typist (or a
        // busy machine's key events) does: the keys below are for those of the whole term.
        await page.type('podc');
        await suggestionsFor(page, 'podc');
        await page.type('ast');
        await suggestionsFor(page, 'podcast');
        let now = await focused(page);
        want(failures, now.key.startsWith('combobox') && now.expanded === 'true', `combobox: the field is ${now.key} expanded=${now.expanded}`);
        now = await press(page, 'ArrowDown');
        want(failures, now.key.startsWith('gridcell'), `combobox: ArrowDown gave ${now.key}, not the first entry`);
        now = await press(page, 'End');
        const last = await page.evaluate(() => [...document.querySelectorAll('aalto-quicksearch [data-entry]')].pop() === document.activeElement, null);
        want(failures, last, `combobox: End gave ${now.key}, not the last entry`);
        now = await press(page, 'Tab');
        want(failures, now.key.startsWith('link'), `combobox: Tab from an entry gave ${now.key}, not its link`);
        now = await press(page, 'Escape');
        want(failures, now.key.startsWith('combobox') && now.expanded === 'true', `combobox: Escape in the grid gave ${now.key} expanded=${now.expanded}`);
        now = await press(page, 'ArrowDown');
        now = await press(page, 'Enter');
        const value = await page.evaluate(() => document.querySelector<HTMLInputElement>('aalto-quicksearch input')!.value, null);
        want(
          failures,
          now.key.startsWith('combobox') && now.expanded === 'false' && value !== 'podcast' && value !== '',
          `combobox: Enter on an entry gave ${now.key} expanded=${now.expanded} value ${JSON.stringify(value)}`,
        );
        await press(page, 'ArrowDown');
        await page.waitFor(() => document.querySelector('aalto-quicksearch [role="row"]') !== null, null);
        now = await focused(page);
        want(failures, now.key.startsWith('combobox') && now.expanded === 'true', `combobox: ArrowDown did not reopen (${now.key} expanded=${now.expanded})`);
        // A character typed on an entry goes on in the input.
        now = await press(page, 'ArrowDown');
        want(failures, now.key.startsWith('gridcell'), `combobox: ArrowDown after reopening gave ${now.key}, not the first entry`);
        const before = await page.evaluate(() => document.querySelector<HTMLInputElement>('aalto-quicksearch input')!.value, null);
        await page.type('s');
        now = await focused(page);
        const typed = await page.evaluate(() => document.querySelector<HTMLInputElement>('aalto-quicksearch input')!.value, null);
        want(
          failures,
          now.key.startsWith('combobox') && typed === `${before}s`,
          `combobox: 's' on an entry gave ${now.key}, the input holds ${JSON.stringify(typed)}`,
        );
        now = await press(page, 'Escape');
        want(failures, now.key.startsWith('combobox') && now.expanded === 'false', `combobox: Escape gave ${now.key} expanded=${now.expanded}`);
      });
    }));
});
