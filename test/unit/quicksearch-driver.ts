/**
 * What the quick search's unit tests share (quicksearch.test.tsx, quicksearch-keyboard.test.tsx):
 * a search service's hits, mounting the element, typing and keys as a browser sends them, the
 * debounce on a fake clock.
 */
import fetchMock from 'fetch-mock';
import { onTestFinished, vi } from 'vitest';
import { DEBOUNCE_MS } from '../../src/hubs/aalto-quicksearch/use-suggestions';
import { changeUntil, mount as mountElement, until, useElementTestPage } from './helpers';

export const HOST = 'https://search.example.edu';
export const SEARCH = `begin:${HOST}/`;
export const hit = (fields: Record<string, unknown>) => ({
  _source: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v : [v]])),
});
export const HITS = [
  hit({ title: 'Machine Learning Bootcamp', url: 'https://summer.example.edu/ml', type: 'lifewide_learning_course' }),
  hit({ title: 'Machine learning in practice', url: '/en/news/1', type: 'news', published_at: '2026-10-05T10:00:00Z', is_into_content: true }),
  hit({ title: 'Data Science', url: '/en/study-options/3', type: 'study_option', parent_programme: 'Master’s Programme in Computer Science' }),
  hit({
    title: 'Machine learning podcast',
    type: 'kb_selfstudy_material',
    kb_external_links: ['https://pod.example.org/1', 'javascript:alert(1)'],
    kb_external_links_title: ['Episode one', 'Bad link'],
  }),
  hit({ title: 'Machine room', url: '/en/x', type: 'robot_lab_page' }),
];

export const mount = (attrs: Record<string, string> = {}) =>
  mountElement('aalto-quicksearch', { 'search-host': HOST, ...attrs }, (el) => el.querySelector('input'));
export const input = (el: Element) => el.querySelector('input') as HTMLInputElement;
export function type(el: Element, value: string) {
  const field = input(el);
  // React tracks the input's value; set it through the native setter so onChange fires.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
/** A keydown, then a task for React's render of it (a browser runs each key as a task of its own). */
export async function key(target: Element, k: string, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init });
  await changeUntil(() => target.dispatchEvent(event));
  return event;
}
/** The entries, one per hit: each its row's first cell. */
export const entries = (el: Element) => [...el.querySelectorAll<HTMLElement>('[data-entry]')];
/** The links of an entry's row. */
export const linksOf = (entry: Element) => [...entry.closest('[role="row"]')!.querySelectorAll<HTMLAnchorElement>('[role="gridcell"] > a')];
/** Spies on how an option's link is opened, for this test only. */
export function spyOnNavigation() {
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  const openTab = vi.spyOn(window, 'open').mockImplementation(() => null);
  onTestFinished(() => {
    assign.mockRestore();
    openTab.mockRestore();
  });
  return { assign, openTab };
}
export const searches = () => fetchMock.callHistory.calls().filter((c) => c.url.startsWith(HOST));
export const suggestionsShown = (el: Element) => until(() => entries(el).length > 0);
/** An element whose search service answers with `hits`, after typing 'machine' in it. */
export async function withSuggestions(hits: unknown[], attrs: Record<string, string> = {}) {
  fetchMock.route(SEARCH, { hits: { hits } });
  const el = await mount(attrs);
  await typeAndPause(el, 'machine');
  await suggestionsShown(el);
  return el;
}

/** The debounce's timer on a fake clock, which a test advances (the element renders on real time). */
export function fakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}
/** Types a term, then lets the debounce's pause pass at once on the fake clock. */
export async function typeAndPause(el: Element, value: string) {
  fakeTimers();
  type(el, value);
  await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
  vi.useRealTimers();
}

/** Each test on an empty page, with real timers, no statistics consent and no data layer. */
export function useQuickSearchPage() {
  useElementTestPage(() => {
    vi.useRealTimers();
    document.cookie = 'aalto_consent_statistics=; max-age=0; path=/';
    delete (window as { dataLayer?: unknown }).dataLayer;
  });
}
