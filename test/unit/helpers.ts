import fetchMock from 'fetch-mock';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import { specContent, specSearch } from '../spec-data/answers.mjs';

// The clock and timer `until` runs on, taken before any test fakes them: a test that fakes Date
// (a listing's 'now') or setTimeout (a debounce it advances) still polls, and still times out.
const realSetTimeout = globalThis.setTimeout;
const now = performance.now.bind(performance);

/**
 * Polls until `check` neither throws nor returns false or null (so both `expect(...)` checks and
 * `querySelector(...)` lookups work), for up to `timeout` ms: long enough for a machine busy with
 * other work (what it waits for is a condition, not an amount of time), short of the test's own
 * timeout, so that a condition that never holds fails with its own error.
 */
export async function until(check: () => unknown, timeout = 20_000): Promise<void> {
  const start = now();
  for (;;) {
    try {
      const result = check();
      if (result !== false && result !== null) return;
    } catch (error) {
      if (now() - start > timeout) throw error;
    }
    if (now() - start > timeout) throw new Error('until: timed out');
    await new Promise((resolve) => realSetTimeout(resolve, 5));
  }
}

/**
 * Mounts an element for a test: `tag` with `attrs`, appended to the page; then waits until
 * `ready` holds (see `until`), when it is given.
 */
export async function mount<T extends HTMLElement = HTMLElement>(tag: string, attrs: Record<string, string> = {}, ready?: (el: T) => unknown): Promise<T> {
  const el = document.createElement(tag) as T;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  if (ready) await until(() => ready(el));
  return el;
}

/** A tag with these attributes, as a page writes it, not connected (what the loader's first calls read). */
export function host(attributes: Record<string, string>): HTMLElement {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/**
 * An answer held back until the test lets it go: a fetch-mock response for a route that must
 * answer after something else has happened (not after an amount of time, which a busy machine
 * may overrun). Never released, it stays pending (until its request is aborted).
 */
export function heldAnswer(answer: object) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { response: () => released.then(() => answer), release };
}

/** Makes a change, then waits until `ready` holds (elements load and render asynchronously). */
export async function changeUntil(change: () => void, ready: () => unknown = () => true): Promise<void> {
  change();
  await new Promise((resolve) => realSetTimeout(resolve, 0));
  await until(ready);
}

/**
 * For element tests: fetch mocked for each test, the page emptied after it, and no console error
 * allowed (elements must swallow every failure). `cleanUp` resets what else a file touches.
 */
export function useElementTestPage(cleanUp: () => void = () => {}) {
  let errors: MockInstance;
  beforeEach(() => {
    fetchMock.mockGlobal();
    errors = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    document.body.innerHTML = '';
    fetchMock.removeRoutes();
    fetchMock.clearHistory();
    fetchMock.unmockGlobal();
    cleanUp();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
}

/**
 * How many calls to `route` had been made when the element's first render was committed (the tag
 * gets `data-rendered` then): a call started in that commit, not after the browser could
 * paint the loading state. Call before the element is connected.
 */
export function callsAtFirstCommit(host: Element, route: string): Promise<number> {
  return new Promise((resolve) => {
    new MutationObserver((_, observer) => {
      if (!host.matches('[data-rendered]')) return;
      observer.disconnect();
      resolve(fetchMock.callHistory.calls(route).length);
    }).observe(host, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-rendered'] });
  });
}

/**
 * Waits until `host` holds `count` elements matching `selector`, and returns those of the first
 * commit that had any, seen as it happened (before any later render).
 */
export async function firstCommitThen(host: Element, selector: string, count: number): Promise<Element[] | undefined> {
  let first: Element[] | undefined;
  const observer = new MutationObserver(() => {
    const found = host.querySelectorAll(selector);
    if (!first && found.length > 0) first = [...found];
  });
  observer.observe(host, { subtree: true, childList: true });
  try {
    await until(() => host.querySelectorAll(selector).length === count);
  } finally {
    observer.disconnect();
  }
  return first;
}

/** The 'now' of the answers written from the specification alone (test/spec-data/). */
export const SPEC_NOW = new Date('2026-11-26T10:00:00+02:00').getTime();

/**
 * Answers every content API call and every search (host `https://search.test`) from the corpus
 * written from the specification alone (test/spec-data/), at its 'now'.
 */
export function useSpecAnswers() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: SPEC_NOW });
    fetchMock.route(/\/aalto_api\//, ({ url }) => {
      const address = new URL(url);
      const body = specContent(address.pathname.replace(/^.*\/aalto_api\//, ''), address.searchParams);
      return body ? { status: 200, body } : 404;
    });
    fetchMock.route(/^https:\/\/search\.test\//, ({ url }) => ({ status: 200, body: specSearch(new URL(url).pathname.split('/')[1] ?? '') }));
  });
  afterEach(() => vi.useRealTimers());
}
