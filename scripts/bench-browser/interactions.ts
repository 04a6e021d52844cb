// npm run bench:browser (scripts/bench-browser.ts): The summer school with 1,000 courses: input → next paint of a filter click, a sort click and a keystroke, beside a repaint and a reference table.
import type { Page } from 'playwright-core';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { rollup } from 'rollup';
import { base, browser, fresh, median, RUNS, VIEWPORT } from './setup';

/** Starts keeping the page's Event Timing entries (Chromium reports those of 16 ms or more). */
export async function observeEvents(p: Page): Promise<void> {
  await p.evaluate(() => {
    const w = window as unknown as { __events: Array<{ name: string; duration: number }> };
    w.__events = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__events.push({ name: e.name, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/** The longest Event Timing duration, among `names`, of what `act` does. */
export async function longest(p: Page, names: string[], act: () => Promise<void>): Promise<number> {
  await p.evaluate(() => ((window as unknown as { __events: unknown[] }).__events = []));
  await act();
  // Let the next frames paint and their entries arrive.
  await p.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
  const events = await p.evaluate(() => (window as unknown as { __events: Array<{ name: string; duration: number }> }).__events);
  return Math.max(0, ...events.filter((e) => names.includes(e.name)).map((e) => e.duration));
}
export const POINTER = ['click', 'pointerdown', 'pointerup'];

/**
 * test/bench/reference-table.js, the least a table can do for the filter click, bundled and
 * minified once with React's production build, as the package's chunks are, and a page like the
 * demo's to show it on.
 */
export let referenceCode: Promise<string> | undefined;
export const referenceBundle = () =>
  (referenceCode ??= (async () => {
    const bundle = await rollup({
      input: 'test/bench/reference-table.js',
      plugins: [
        replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
        nodeResolve({ browser: true }),
        commonjs(),
        terser(),
      ],
    });
    const { output } = await bundle.generate({ format: 'es' });
    await bundle.close();
    return output[0].code;
  })());
export const REFERENCE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reference table</title>
<link rel="stylesheet" href="/dist/aalto-hubs.css"><style>body { font-family: system-ui, sans-serif; max-width: 80rem; margin: 0 auto; padding: 1rem; line-height: 1.5; }</style>
<script type="module" src="/bench-reference.js"></script></head><body><header><h1>Summer school courses</h1></header><main id="root"></main></body></html>`;

/** The reference table's first filter click, with React or (`dom`) with DOM calls. */
export async function referenceFilterClick(dom: boolean): Promise<number> {
  const code = await referenceBundle();
  const context = await browser.newContext({ baseURL: base, viewport: VIEWPORT });
  const p = await context.newPage();
  await p.route(`${base}/bench-reference.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: code }));
  await p.route(`${base}/bench-reference.html*`, (route) => route.fulfill({ contentType: 'text/html', body: REFERENCE_PAGE }));
  await p.goto(`/bench-reference.html${dom ? '?dom' : ''}`);
  await p.locator('tbody tr').first().waitFor({ timeout: 30_000 });
  await observeEvents(p);
  const value = await longest(p, POINTER, () => p.locator('input[type="checkbox"]').first().click());
  await context.close();
  return value;
}

/**
 * The longest Event Timing duration of each interaction kind, per run, at 1,000 courses; and
 * in turn with them, what is not ours: a click that only repaints the window, and the reference
 * table's filter click with React and with DOM calls.
 */
export type Interaction = 'filter' | 'sort' | 'typing' | 'repaint' | 'reactTable' | 'domTable';
export async function summerSchoolInteractions(): Promise<Record<Interaction, number>> {
  const runs: Array<Record<Interaction, number>> = [];
  for (let run = 0; run < RUNS; run += 1) {
    const p = await fresh('/summer-school.html', { demo_count: '1000' });
    await p.locator('summer-school-listing tbody tr').first().waitFor({ timeout: 30_000 });
    await observeEvents(p);
    const filter = await longest(p, POINTER, () => p.locator('summer-school-listing input[type="checkbox"]').first().click());
    const sort = await longest(p, POINTER, () => p.locator('summer-school-listing .aalto-table__sort').first().click());
    const typing = await longest(p, ['keydown', 'keyup', 'keypress'], async () => {
      await p.locator('summer-school-listing input[type="search"], summer-school-listing input[type="text"]').first().focus();
      await p.keyboard.type('da');
    });
    // The floor under a click on this page: a button of the test's whose handler only changes the
    // page's background, so that the whole window is painted again (as a filter click's new rows
    // are), with no code of ours in the handler.
    await p.evaluate(() => {
      const button = document.createElement('button');
      button.id = 'bench-repaint';
      button.textContent = 'Repaint';
      button.addEventListener('click', () => (document.body.style.background = document.body.style.background ? '' : '#fee'));
      document.querySelector('header')!.append(button);
    });
    const repaint = await longest(p, POINTER, () => p.locator('#bench-repaint').click());
    await p.context().close();
    runs.push({ filter, sort, typing, repaint, reactTable: await referenceFilterClick(false), domTable: await referenceFilterClick(true) });
  }
  const of = (kind: Interaction) => median(runs.map((r) => r[kind]));
  return { filter: of('filter'), sort: of('sort'), typing: of('typing'), repaint: of('repaint'), reactTable: of('reactTable'), domTable: of('domTable') };
}
