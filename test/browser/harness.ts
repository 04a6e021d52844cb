/**
 * What every browser test file uses: a connection to the shared Chromium, a fresh context per
 * test (its own cookies, so fixture faults never leak), console and page-error capture, axe.
 */
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');
export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 900 };

/** An `init` script that records the page's layout shifts (not those right after input) from its start. */
export const RECORD_SHIFTS = `window.__shifts = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value); }).observe({ type: 'layout-shift', buffered: true });`;
/** The layout shifts RECORD_SHIFTS has seen so far. */
export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);

export interface Opened {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings and uncaught page errors seen so far. */
  problems: string[];
  /** Every URL the page requested. */
  requests: string[];
}

let browser: Browser;
const contexts: BrowserContext[] = [];

export function useBrowser() {
  beforeAll(async () => {
    browser = await chromium.connect(inject('wsEndpoint'));
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()));
  });
  afterAll(async () => {
    await browser?.close();
  });
}

export interface OpenOptions {
  viewport?: { width: number; height: number };
  /** Fixture faults, e.g. { 'summer_school/courses': '500' } (see demo/fixtures/faults.mjs). */
  faults?: Record<string, string>;
  /** How many items the fixture endpoints generate. */
  count?: number;
  cookies?: Record<string, string>;
  /** A script run in the page before any of its own (a probe that must not miss the first render). */
  init?: string;
}

export async function open(path: string, options: OpenOptions = {}): Promise<Opened> {
  const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP, baseURL: baseUrl() });
  contexts.push(context);
  const cookies: Record<string, string> = { ...options.cookies };
  if (options.faults) cookies.demo_fault = encodeURIComponent(Object.entries(options.faults).map(([p, m]) => `${p}:${m}`).join('|'));
  if (options.count) cookies.demo_count = String(options.count);
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseUrl() })));
  const page = await context.newPage();
  if (options.init) await page.addInitScript({ content: options.init });
  const problems: string[] = [];
  const requests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(path);
  return { page, context, problems, requests };
}

/**
 * Waits until every element of ours on the page has loaded its code and rendered (the tag
 * carries `data-rendered`) and finished loading content (no 'Loading contents...' in any language), then lets
 * React commit. An element may rightly render nothing (the consent element beside Cookiebot).
 */
export async function elementsReady(page: Page) {
  await page.waitForFunction(() => {
    // Every custom tag on a demo page is ours; one not defined yet means the loader has not run.
    const ours = [...document.querySelectorAll('*')].filter((el) => el.localName.includes('-') && !el.localName.endsWith('-impl'));
    return ours.every((el) => {
      if (!customElements.get(el.localName)) return false;
      // An idle element (the consent dialog with a choice stored) loads no code: it is ready.
      if (el.hasAttribute('data-idle')) return true;
      // `data-rendered`: React has committed the first render (an empty element may be 'not yet').
      const inner = el.matches('[data-rendered]') ? el : null;
      // The loading text itself, not a word of it: content may well say 'laddas ner'.
      return inner !== null && !/(Loading contents\.\.\.|Ladataan sisältöä\.\.\.|Innehållet laddas\.\.\.)/.test(inner.textContent ?? '');
    });
  });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

/**
 * Runs axe-core (WCAG 2.x A and AA and best practices) and expects no violations. Every rule runs;
 * only violations are reported in full (`resultTypes`), and axe runs in the page itself (legacy
 * mode: no blank page opened to merge frame results; the demo pages have no frames). Together
 * they took a listing's check from 4 to 8.5 s to 1.2 to 2.2 s, with the same violations found.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(summary, summary.join('\n')).toEqual([]);
}
