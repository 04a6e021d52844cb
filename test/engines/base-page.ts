/**
 * What the three adapters share: evaluation, waits, clicks, keys and text size are built here on
 * the few primitives each engine's protocol gives (`run`, `keys`, `typeText`, `mouseClick`).
 */
import { allElementsReady, applyTextScale, clickPoint, pollInPage, settle } from './in-page';
import type { EngineName, EngineOpenOptions, EnginePage, KeyCombo, Truthy, Viewport } from './types';

export const DESKTOP: Viewport = { width: 1280, height: 900 };
export const PHONE: Viewport = { width: 375, height: 740 };

const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta']);

/** 'Shift+Tab' is Tab with Shift held; '+' alone is the plus key. */
export function parseCombo(combo: KeyCombo): { modifiers: string[]; key: string } {
  const parts = combo.length > 1 ? combo.split('+') : [combo];
  const key = parts.pop() || '+';
  for (const modifier of parts) if (!MODIFIERS.has(modifier)) throw new Error(`${combo}: ${modifier} is not a modifier (Shift, Control, Alt, Meta)`);
  return { modifiers: parts, key };
}

/** The demo server's cookies for a load: the test's own, the fixtures' faults and count. */
export function cookiesFor(options: EngineOpenOptions): Record<string, string> {
  const cookies: Record<string, string> = { ...options.cookies };
  if (options.faults)
    cookies.demo_fault = encodeURIComponent(
      Object.entries(options.faults)
        .map(([path, mode]) => `${path}:${mode}`)
        .join('|'),
    );
  if (options.count) cookies.demo_count = String(options.count);
  return cookies;
}

/** Whether an evaluation failed because the document went away under it (a navigation): worth another try. */
const GONE = /context was destroyed|navigat|detached|no such frame|Cannot find context|unload|JavaScript error|Target closed|discarded/i;

export abstract class BasePage implements EnginePage {
  abstract readonly engine: EngineName;
  protected textScale = 1;

  constructor(protected readonly baseUrl: string) {}

  /** Evaluates a JavaScript expression in the page; a promise it gives is awaited. */
  protected abstract run(expression: string): Promise<unknown>;
  /** Presses `key` with `modifiers` held (names as KeyboardEvent.key, 'Space' for ' '). */
  protected abstract keys(modifiers: string[], key: string): Promise<void>;
  protected abstract typeText(text: string): Promise<void>;
  protected abstract mouseClick(x: number, y: number): Promise<void>;
  /** Navigates to `url` with exactly `cookies` and empty storage, at `viewport`. */
  protected abstract load(url: string, cookies: Record<string, string>, viewport: Viewport): Promise<void>;

  /** Reloads the document, keeping cookies and storage. */
  protected abstract reloadPage(): Promise<void>;
  abstract url(): Promise<string>;
  abstract setViewport(viewport: Viewport): Promise<void>;
  abstract cookies(): Promise<Record<string, string>>;
  abstract problems(): Promise<string[]>;
  abstract screenshot(): Promise<Buffer>;

  async open(path: string, options: EngineOpenOptions = {}): Promise<void> {
    await this.load(new URL(path, this.baseUrl).href, cookiesFor(options), options.viewport ?? DESKTOP);
    this.textScale = options.textScale ?? 1;
    if (this.textScale !== 1) await this.setTextScale(this.textScale);
  }

  async reload(): Promise<void> {
    await this.reloadPage();
    if (this.textScale !== 1) await this.setTextScale(this.textScale);
  }

  evaluate<R, A extends unknown[]>(fn: (...args: A) => R | Promise<R>, ...args: A): Promise<R> {
    return this.run(`(${fn.toString()}).apply(null, ${JSON.stringify(args)})`) as Promise<R>;
  }

  async waitFor<R, A extends unknown[]>(
    fn: (...args: A) => R | Promise<R>,
    options: { timeout?: number; message?: string } = {},
    ...args: A
  ): Promise<Truthy<R>> {
    const timeout = options.timeout ?? 20_000;
    const deadline = Date.now() + timeout;
    let last = '';
    // In slices: a navigation ends an evaluation, and the wait goes on in the next document.
    while (Date.now() < deadline) {
      const slice = Math.max(50, Math.min(5000, deadline - Date.now()));
      try {
        const result = (await this.run(`(${pollInPage.toString()})(${fn.toString()}, ${JSON.stringify(args)}, ${slice})`)) as {
          value?: Truthy<R>;
          timedOut?: boolean;
          error?: string;
        };
        if (!result.timedOut) return result.value!;
        last = result.error ? `, last threw: ${result.error}` : '';
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (!GONE.test(message)) throw error;
        last = `, last: ${message}`;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
    throw new Error(`${this.engine}: ${options.message ?? `waited ${timeout} ms for ${fn.toString().slice(0, 300)}`}${last}`);
  }

  async ready(): Promise<void> {
    await this.waitFor(allElementsReady, { timeout: 30_000, message: 'the elements did not all render and load their content' });
    await this.run(`(${settle.toString()})()`);
  }

  press(combo: KeyCombo): Promise<void> {
    const { modifiers, key } = parseCombo(combo);
    return this.keys(modifiers, key);
  }

  type(text: string): Promise<void> {
    return this.typeText(text);
  }

  async click(selector: string): Promise<void> {
    const point = await this.evaluate(clickPoint, selector);
    if ('problem' in point) throw new Error(`${this.engine}: cannot click: ${point.problem}`);
    await this.mouseClick(point.x, point.y);
  }

  clickAt(x: number, y: number): Promise<void> {
    return this.mouseClick(x, y);
  }

  async setTextScale(scale: number): Promise<void> {
    this.textScale = scale;
    await this.evaluate(applyTextScale, scale);
  }
}
