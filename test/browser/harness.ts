/**
 * What every browser test file uses: the worker's Chromium (chromium.ts); tabs to load demo pages
 * in, each load with its own cookies (fixture faults never leak); console, page-error and request
 * capture; axe.
 *
 * A tab is a page kept for many loads. Each load leaves the last document, forgets its cookies and
 * storage, sets its own cookies and viewport, then navigates; the tab's HTTP cache is off, so every
 * request reaches the demo server and is seen, as in a new browser context. A new context and
 * renderer for each load cost several times the load itself (docs/benchmarks.md), so `open` takes
 * a tab from the file's pool, and gives a fresh context only to a test that asks for one (`fresh`)
 * or brings an init script of its own. Tabs go back to the pool after each test (`useBrowser`);
 * a test that runs beside others (`it.concurrent`) takes its tab with `withTab`.
 */
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, CDPSession, Page, Route } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { allElementsReady, settle } from '../engines/in-page';
import { workerChromium } from './chromium';

export const baseUrl = () => inject('baseUrl');
export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 900 };

/** An `init` script that records the page's layout shifts (not those right after input) from its start. */
export const RECORD_SHIFTS = `window.__shifts = []; new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value); }).observe({ type: 'layout-shift', buffered: true });`;
/** The layout shifts RECORD_SHIFTS has seen so far. */
export const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
/** An `init` script that records every `aalto-error` from the page's start (an element's caught render error goes there, not to the console). */
export const RECORD_ERRORS = `window.__aaltoErrors = []; document.addEventListener('aalto-error', (e) => window.__aaltoErrors.push(String(e.detail && e.detail.error)));`;
/** The `aalto-error`s RECORD_ERRORS has seen so far. */
export const aaltoErrors = (page: Page) => page.evaluate(() => (window as unknown as { __aaltoErrors: string[] }).__aaltoErrors);
/** The init scripts every tab runs in every document: passive recorders, read only by the tests that ask. */
const TAB_INIT = [RECORD_SHIFTS, RECORD_ERRORS];

export interface Opened {
  page: Page;
  context: BrowserContext;
  /** Console errors and warnings and uncaught page errors seen so far. */
  problems: string[];
  /** Every URL the page requested. */
  requests: string[];
  /** Every URL the page requested with an Authorization header (a credential). */
  authorized: string[];
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
  /** A new browser context and page, not a tab (the test changes what a tab cannot take back). */
  fresh?: boolean;
  /** A new context kept for the file's later tests (a walk of many pages, one test each), closed after the last. */
  keep?: boolean;
  /** Rewrites the page's HTML as the browser receives it (page content a site's editors could write). */
  rewrite?: (html: string) => string;
}

interface Tab {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  problems: string[];
  requests: string[];
  authorized: string[];
  /** The tab is leaving its document: a beforeunload prompt (the language quiz's) is answered Leave. */
  leaving: boolean;
}

let browser: Browser;
const idle: Tab[] = [];
const all = new Set<Tab>();
/** What `open` handed out in the current test: tabs to give back, fresh contexts to close. */
const borrowed: Tab[] = [];
const contexts: BrowserContext[] = [];
/** Contexts opened with `keep`: closed after the file's last test. */
const kept: BrowserContext[] = [];

function capture(page: Page, sink: () => { problems: string[]; requests: string[]; authorized: string[] }) {
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') sink().problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => sink().problems.push(`pageerror: ${error.message}`));
  page.on('request', (request) => {
    sink().requests.push(request.url());
    if (request.headers().authorization) sink().authorized.push(request.url());
  });
}

async function newTab(): Promise<Tab> {
  const context = await browser.newContext({ viewport: DESKTOP, baseURL: baseUrl() });
  const page = await context.newPage();
  for (const content of TAB_INIT) await page.addInitScript({ content });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const tab: Tab = { context, page, cdp, problems: [], requests: [], authorized: [], leaving: false };
  capture(page, () => tab);
  page.on('dialog', (dialog) => {
    // With a listener, Playwright no longer closes dialogs itself: close them as it does (a
    // beforeunload prompt is answered Leave, any other is dismissed) unless the test listens too.
    const others = (page as unknown as { listenerCount(event: string): number }).listenerCount('dialog') > 1;
    if (tab.leaving || !others) void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()).catch(() => {});
  });
  all.add(tab);
  return tab;
}

/** Undoes what a test may have changed on a tab; a closed tab is dropped. */
async function giveBack(tab: Tab) {
  if (tab.page.isClosed()) {
    all.delete(tab);
    await tab.context.close().catch(() => {});
    return;
  }
  await tab.context.unrouteAll({ behavior: 'ignoreErrors' });
  await tab.page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
  idle.push(tab);
}

function cookiesFor(options: OpenOptions) {
  const cookies: Record<string, string> = { ...options.cookies };
  if (options.faults)
    cookies.demo_fault = encodeURIComponent(
      Object.entries(options.faults)
        .map(([p, m]) => `${p}:${m}`)
        .join('|'),
    );
  if (options.count) cookies.demo_count = String(options.count);
  return Object.entries(cookies).map(([name, value]) => ({ name, value, url: baseUrl() }));
}

async function loadIn(tab: Tab, path: string, options: OpenOptions): Promise<Opened> {
  const { page, context } = tab;
  // Leave the last document first (its unload runs now, not into this load's records), then forget
  // what it kept: storage (sessionStorage is the tab's), cookies.
  if (page.url() !== 'about:blank') {
    await page
      .evaluate(() => {
        sessionStorage.clear();
        localStorage.clear();
      })
      .catch(() => {});
    tab.leaving = true;
    try {
      await page.goto('about:blank');
    } finally {
      tab.leaving = false;
    }
  }
  await context.clearCookies();
  await context.addCookies(cookiesFor(options));
  await page.setViewportSize(options.viewport ?? DESKTOP);
  tab.problems = [];
  tab.requests = [];
  tab.authorized = [];
  const opened = { page, context, problems: tab.problems, requests: tab.requests, authorized: tab.authorized };
  await goto(page, context, path, options.rewrite);
  return opened;
}

/** Navigates to `path`, its HTML rewritten as the browser receives it when `rewrite` is given. */
async function goto(page: Page, context: BrowserContext, path: string, rewrite?: (html: string) => string) {
  if (!rewrite) return page.goto(path);
  const document = new URL(path, baseUrl()).href;
  const route = async (intercepted: Route) => {
    try {
      // Playwright's connection to the demo server may be an idle one the server is closing as it
      // is reused (ECONNRESET, seen under load): asked once more on a new one.
      const response = await intercepted.fetch().catch(() => intercepted.fetch());
      await intercepted.fulfill({ response, body: rewrite(await response.text()) });
    } catch {
      // A navigation that fails says so at once, rather than waiting out its timeout.
      await intercepted.abort().catch(() => {});
    }
  };
  await context.route(document, route);
  try {
    return await page.goto(path);
  } finally {
    await context.unroute(document, route);
  }
}

async function takeTab(): Promise<Tab> {
  return idle.pop() ?? newTab();
}

/**
 * Takes the worker's Chromium for this file; after each test, gives back the tabs `open` took and
 * closes its fresh contexts; after the file, closes its tabs.
 */
export function useBrowser() {
  beforeAll(async () => {
    browser = await workerChromium();
  });
  afterEach(async () => {
    await Promise.all([...borrowed.splice(0).map(giveBack), ...contexts.splice(0).map((c) => c.close())]);
  });
  afterAll(async () => {
    await Promise.all([...[...all].map((tab) => tab.context.close().catch(() => {})), ...kept.splice(0).map((c) => c.close().catch(() => {}))]);
    all.clear();
    idle.length = 0;
  });
}

/** Loads `path` in a tab of this test's (or, with `fresh` or an init script of its own, a new context). */
export async function open(path: string, options: OpenOptions = {}): Promise<Opened> {
  if (options.fresh || options.keep || (options.init !== undefined && !TAB_INIT.includes(options.init))) return openFresh(path, options);
  const tab = await takeTab();
  borrowed.push(tab);
  return loadIn(tab, path, options);
}

async function openFresh(path: string, options: OpenOptions): Promise<Opened> {
  const context = await browser.newContext({ viewport: options.viewport ?? DESKTOP, baseURL: baseUrl() });
  (options.keep ? kept : contexts).push(context);
  await context.addCookies(cookiesFor(options));
  const page = await context.newPage();
  if (options.init) await page.addInitScript({ content: options.init });
  const opened: Opened = { page, context, problems: [], requests: [], authorized: [] };
  capture(page, () => opened);
  await goto(page, context, path, options.rewrite);
  return opened;
}

/**
 * For a test that runs beside others (`it.concurrent`): takes a tab for `run`, which loads pages
 * in it with `load` (each load as `open` makes it), and gives it back after.
 */
export async function withTab<T>(run: (load: (path: string, options?: OpenOptions) => Promise<Opened>) => Promise<T>): Promise<T> {
  const tab = await takeTab();
  try {
    return await run((path, options = {}) => {
      if (options.fresh || options.keep || (options.init !== undefined && !TAB_INIT.includes(options.init)))
        throw new Error('withTab loads in its tab: no fresh context, no init script of its own');
      return loadIn(tab, path, options);
    });
  } finally {
    await giveBack(tab);
  }
}

/**
 * Waits until every element of ours on the page has rendered and loaded its content
 * (`allElementsReady`, which the engine driver shares), then lets React commit.
 */
export async function elementsReady(page: Page) {
  await page.waitForFunction(allElementsReady);
  await page.evaluate(settle);
}

/** An element's count line (`.aalto-count`, a polite live region). */
export const count = (page: Page, tag: string) => page.locator(`${tag} .aalto-count`);
/** The numbers of an element's count line ('Showing 20 of 311' is [20, 311]). */
export const numbers = async (page: Page, tag: string) => ((await count(page, tag).textContent()) ?? '').match(/\d+/g)?.map(Number) ?? [];
/** The first number of an element's count line: how many items it shows ('Showing 20 of 311' is 20). */
export const shown = async (page: Page, tag: string) => (await numbers(page, tag))[0] ?? NaN;
/** The last number of an element's count line: how many items its query gives ('Showing 20 of 311' is 311). */
export const total = async (page: Page, tag: string) => (await numbers(page, tag)).at(-1) ?? NaN;

// axe-core's own source, as @axe-core/playwright bundles it: put in a page once per document.
const AXE_SOURCE: string = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core').source;

/**
 * Runs axe-core (WCAG 2.x A and AA and best practices) and expects no violations. Every rule runs;
 * only violations are reported in full (`resultTypes`), and axe runs in the page itself (legacy
 * mode: no blank page opened to merge frame results; the demo pages have no frames). axe's source
 * goes into a document once, however many times it is checked (the builder would send it twice a
 * check). `contrast: false` leaves out colour contrast, the costliest rule, where another check
 * has seen the same colours (the same page in another language).
 */
export async function expectNoAxeViolations(page: Page, include?: string, { contrast = true }: { contrast?: boolean } = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  let builder = new AxeBuilder({ page, axeSource: 'void 0' })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  if (!contrast) builder = builder.disableRules(['color-contrast']);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`);
  expect(summary, summary.join('\n')).toEqual([]);
}
