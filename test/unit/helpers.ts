import fetchMock from 'fetch-mock';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

/**
 * Polls until `check` neither throws nor returns false or null (so both `expect(...)` checks and
 * `querySelector(...)` lookups work), for up to `timeout` ms.
 */
export async function until(check: () => unknown, timeout = 3000): Promise<void> {
  const start = Date.now();
  for (;;) {
    try {
      const result = check();
      if (result !== false && result !== null) return;
    } catch (error) {
      if (Date.now() - start > timeout) throw error;
    }
    if (Date.now() - start > timeout) throw new Error('until: timed out');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Makes a change, then waits until `ready` holds (elements load and render asynchronously). */
export async function changeUntil(change: () => void, ready: () => unknown = () => true): Promise<void> {
  change();
  await new Promise((resolve) => setTimeout(resolve, 0));
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
