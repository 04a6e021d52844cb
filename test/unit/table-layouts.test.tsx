/**
 * A table hub loads the code of the layout the window shows (`src/core/layout.ts`, the hub's
 * `element.ts`): the desktop's module here (the window is wide when the tag is first connected),
 * and the phone's layout only once the window crosses the phone query, with the listing busy
 * meanwhile rather than blank, and focus where it was. (Which chunks a phone loads:
 * test/browser/loader.test.ts.)
 */
import fetchMock from 'fetch-mock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loaded } from './listing-driver';
import { until, useElementTestPage } from './helpers';
import { COURSES, META, catalogue, mount } from './summer-school-data';
import { PHONE_QUERY } from '../../src/core/layout';

/** A window whose width the test sets: `matchMedia` for the phone query, and its change events. */
function resizableWindow() {
  let phone = false;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === PHONE_QUERY && phone;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    resize(toPhone: boolean) {
      phone = toPhone;
      for (const listener of [...listeners]) listener();
    },
  };
}

useElementTestPage(() => history.replaceState(null, '', '/'));
afterEach(() => vi.unstubAllGlobals());

describe('<summer-school-listing> across the phone query', () => {
  it("shows the desktop's table from its module, the phone's layout after its import (busy, never blank, focus kept), and the table again at once", async () => {
    const window = resizableWindow();
    fetchMock.route(COURSES, { data: { courses: catalogue, meta: META } });
    const el = await mount();
    await loaded(el);
    await until(() => el.querySelector('table'));
    expect(el.querySelector('.aalto-phone-controls')).toBeNull();
    expect(el.querySelector('.aalto-listing')!.hasAttribute('aria-busy')).toBe(false);

    // Every state the listing passes through on the way to the phone's layout.
    const states: Array<{ busy: boolean; table: boolean; cards: boolean; loading: boolean }> = [];
    const observer = new MutationObserver(() =>
      states.push({
        busy: el.querySelector('.aalto-listing')?.getAttribute('aria-busy') === 'true',
        table: el.querySelector('table') !== null,
        cards: el.querySelector('ul.aalto-cards') !== null,
        loading: el.textContent.includes('Loading contents...'),
      }),
    );
    observer.observe(el, { subtree: true, childList: true, attributes: true });
    const search = el.querySelector<HTMLInputElement>('input[type="search"]')!;
    search.focus();
    window.resize(true);
    await until(() => el.querySelector('.aalto-phone-controls') && el.querySelector('ul.aalto-cards'));
    observer.disconnect();
    // The table stayed while the phone's layout loaded, the listing busy and saying so.
    expect(states.some((s) => s.busy && s.table && s.loading)).toBe(true);
    expect(states.every((s) => s.table || s.cards)).toBe(true);
    expect(document.activeElement).toBe(search);
    expect(el.querySelector('table')).toBeNull();
    expect(el.querySelector('.aalto-listing')!.hasAttribute('aria-busy')).toBe(false);
    expect(el.textContent).not.toContain('Loading contents...');
    expect([...el.querySelectorAll('.aalto-disclosure__button')].map((b) => b.textContent)).toEqual(['Sort', 'Filters']);

    // Back to a wide window: the desktop's layout is in the module already.
    window.resize(false);
    await until(() => el.querySelector('table'));
    expect(el.querySelector('.aalto-phone-controls')).toBeNull();
    expect(el.querySelector('.aalto-listing')!.hasAttribute('aria-busy')).toBe(false);
    expect(document.activeElement).toBe(search);
  });
});
