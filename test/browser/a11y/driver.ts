/**
 * The few things the keyboard walk and the screen reader journeys ask of a browser, over one
 * interface so that each engine can back it: open a demo page at a viewport (and at 200 % text),
 * press keys as a visitor does (trusted events), run a function in the page, wait for a condition.
 * Everything they check runs in the page (`probe.ts`, `window.__a11y`), so a driver only carries
 * calls. `enginePage` backs it with the engine driver's pages (test/engines/), in each engine.
 */
import type { EnginePage } from '../../engines';
import type { Probe } from './probe';
import { probeSource } from './probe-source';

export interface Layout {
  name: string;
  viewport: { width: number; height: number };
  /** The root font size in percent (200: WCAG 1.4.4's resized text); 100 when absent. */
  text?: number;
}

export const DESKTOP_LAYOUT: Layout = { name: 'desktop', viewport: { width: 1280, height: 900 } };
export const PHONE_LAYOUT: Layout = { name: 'phone', viewport: { width: 375, height: 740 } };
export const LARGE_TEXT_LAYOUT: Layout = { name: 'desktop at 200 % text', viewport: { width: 1280, height: 900 }, text: 200 };

export interface GotoOptions {
  layout: Layout;
  /** How many items the fixture endpoints generate. */
  count?: number;
  cookies?: Record<string, string>;
  faults?: Record<string, string>;
}

/** A function run in the page with the probe as its first argument. */
export type InPage<A, R> = (probe: Probe, arg: A) => R;

export interface A11yPage {
  /** Loads `path`, waits for every element to render and load, installs the probe and the layout's text size. */
  goto(path: string, options: GotoOptions): Promise<void>;
  /** One key as a visitor presses it ('Tab', 'Shift+Tab', 'Enter', ' ', 'ArrowDown'). */
  press(key: string): Promise<void>;
  /** Types text into the focused field, key by key. */
  type(text: string): Promise<void>;
  /** Runs `fn(window.__a11y, arg)` in the page; `fn` must be self-contained (it is sent as source). */
  evaluate<A, R>(fn: InPage<A, R>, arg: A): Promise<Awaited<R>>;
  /** Waits until `fn(window.__a11y, arg)` is truthy. */
  waitFor<A>(fn: InPage<A, unknown>, arg: A): Promise<void>;
  /** Console errors and uncaught exceptions since the last `goto`. */
  problems(): Promise<string[]>;
}

/**
 * An A11yPage over a page of the engine driver (test/engines/): Chromium, Firefox or WebKit. A
 * function for the page is sent as source, wrapped to receive the probe; the probe itself is
 * installed after the page is ready.
 */
export function enginePage(page: EnginePage): A11yPage {
  const inPage = <A, R>(fn: InPage<A, R>) => new Function('arg', `return (${fn.toString()})(window.__a11y, arg);`) as (arg: A) => R;
  return {
    async goto(path, { layout, count, cookies, faults }) {
      await page.open(path, {
        viewport: layout.viewport,
        textScale: (layout.text ?? 100) / 100,
        ...(count ? { count } : {}),
        ...(cookies ? { cookies } : {}),
        ...(faults ? { faults } : {}),
      });
      await page.ready();
      await page.evaluate(new Function(probeSource()) as () => void);
    },
    press: (key) => page.press(key),
    type: (text) => page.type(text),
    evaluate: <A, R>(fn: InPage<A, R>, arg: A) => page.evaluate(inPage(fn), arg ?? (null as A)) as Promise<Awaited<R>>,
    async waitFor(fn, arg) {
      await page.waitFor(inPage(fn), {}, arg);
    },
    problems: () => page.problems(),
  };
}
