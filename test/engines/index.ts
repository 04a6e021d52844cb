/**
 * The cross-engine driver (README.md): `useEngine(name)` in a test file gives pages in Chromium,
 * Firefox or WebKit behind one interface (types.ts), so that a test is written once and runs in
 * all three: `describe.each(engines())('%s', (name) => { const engine = useEngine(name); … })`.
 */
import { afterAll, inject, onTestFinished } from 'vitest';
import type { Browser as FirefoxBrowser } from 'puppeteer-core';
import { ChromiumPage } from './chromium';
import { workerChromium } from '../browser/chromium';
import { FirefoxPage, connectFirefox } from './firefox';
import { WebKitPage } from './webkit';
import type { Lease, LentEngine } from './broker';
import type { Engine, EngineName, EngineOpenOptions, EnginePage } from './types';

export { DESKTOP, PHONE } from './base-page';
export type { Engine, EngineName, EngineOpenOptions, EnginePage, KeyCombo, NamedKey, Truthy, Viewport } from './types';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The engine broker's address (broker.ts), for Firefox and WebKit leases. */
    engineBroker: string;
  }
}

export const ALL_ENGINES: readonly EngineName[] = ['chromium', 'firefox', 'webkit'];

/** The engines this run tests: ENGINES=firefox,webkit narrows them (all three by default). */
export function engines(): EngineName[] {
  const asked = process.env.ENGINES?.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!asked?.length) return [...ALL_ENGINES];
  const unknown = asked.filter((name) => !ALL_ENGINES.includes(name as EngineName));
  if (unknown.length) throw new Error(`ENGINES: no engine ${unknown.join(', ')} (chromium, firefox, webkit)`);
  return ALL_ENGINES.filter((name) => asked.includes(name));
}

async function broker<T>(route: 'lease' | 'release', body: unknown): Promise<T> {
  const response = await fetch(`${inject('engineBroker')}/${route}`, { method: 'POST', body: JSON.stringify(body) });
  const answer = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(`engine broker: ${answer.error ?? response.status}`);
  return answer;
}

type AnyPage = ChromiumPage | FirefoxPage | WebKitPage;

/** What a worker holds of an engine: its idle pages, and the leases and connection behind them. */
interface Held {
  idle: AnyPage[];
  all: Set<AnyPage>;
  /** Firefox: the leased browser and the worker's BiDi connection to it. */
  firefox?: Promise<{ lease: Lease; browser: FirefoxBrowser }>;
  /** WebKit: a lease per page. */
  leases: Lease[];
}

const held = new Map<EngineName, Held>();
const holding = (name: EngineName): Held => {
  let entry = held.get(name);
  if (!entry) held.set(name, (entry = { idle: [], all: new Set(), leases: [] }));
  return entry;
};

async function newPage(name: EngineName, state: Held): Promise<AnyPage> {
  const baseUrl = inject('baseUrl');
  if (name === 'chromium') return ChromiumPage.create(await workerChromium(), baseUrl);
  if (name === 'firefox') {
    state.firefox ??= broker<Lease>('lease', { engine: 'firefox' satisfies LentEngine }).then(async (lease) => ({
      lease,
      browser: await connectFirefox(lease),
    }));
    return FirefoxPage.create((await state.firefox).browser, baseUrl);
  }
  const lease = await broker<Lease>('lease', { engine: 'webkit' satisfies LentEngine });
  state.leases.push(lease);
  return new WebKitPage(baseUrl, lease);
}

async function takePage(name: EngineName): Promise<AnyPage> {
  const state = holding(name);
  let page = state.idle.pop();
  while (page && 'closed' in page && page.closed) {
    state.all.delete(page);
    page = state.idle.pop();
  }
  if (!page) {
    page = await newPage(name, state);
    state.all.add(page);
  }
  return page;
}

function giveBack(name: EngineName, page: AnyPage) {
  holding(name).idle.push(page);
}

/** Closes the worker's pages of an engine and gives its browsers back to the broker. */
async function letGo(name: EngineName) {
  const state = held.get(name);
  if (!state) return;
  held.delete(name);
  await Promise.all([...state.all].map(async (page) => 'close' in page && (await page.close())));
  if (state.firefox) {
    const { lease, browser } = await state.firefox;
    await browser.disconnect().catch(() => {});
    await broker('release', { id: lease.id });
  }
  await Promise.all(state.leases.map((lease) => broker('release', { id: lease.id })));
}

/**
 * An engine for this file's tests: `open` gives a page for the current test (given back when it
 * ends); `withPage` for a test that runs beside others (`it.concurrent`). After the file, the
 * engine's pages close and its browsers go back to the broker.
 */
export function useEngine(name: EngineName): Engine & { withPage<T>(run: (page: EnginePage) => Promise<T>): Promise<T> } {
  afterAll(() => letGo(name));
  return {
    name,
    async version() {
      if (name === 'chromium') return `chromium/${(await workerChromium()).version()}`;
      const page = await takePage(name);
      giveBack(name, page);
      if (page instanceof WebKitPage) return page.lease.version;
      return (await holding(name).firefox!).lease.version;
    },
    async open(path: string, options?: EngineOpenOptions) {
      const page = await takePage(name);
      onTestFinished(() => giveBack(name, page));
      await page.open(path, options);
      return page;
    },
    async withPage(run) {
      const page = await takePage(name);
      try {
        return await run(page);
      } finally {
        giveBack(name, page);
      }
    },
  };
}
