/// <reference types="vite/client" />
/**
 * The address state of every element of the registry, fuzzed: random pages of the
 * site (`//` paths among them, which a server that merges slashes serves) with random query
 * parameters, the names every listing declares and others, and values of every kind: unknown,
 * wrong types, markup, other origins, numbers out of range, `?guide=` JSON with answers no
 * question offers. Every element mounts on the specification-shaped answers, then takes a filter
 * choice where it offers one (so the address is written back). Nothing uncaught, no error
 * reported, the page stays on its origin, and nothing the address carried is shown (every fuzzed
 * value carries a marker: none is in the element's text or attributes).
 *
 * Each element first with a fixed hostile address (fast-check's examples), then random ones.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { ELEMENTS } from '../../elements/registry';
import type { HubBase } from '../../src/listing/hub';
import { until, useElementTestPage, useSpecAnswers } from '../unit/helpers';
import { runs } from './runs';
import '../../elements/loader';

vi.setConfig({ testTimeout: 600_000 });
useElementTestPage(() => history.replaceState(null, '', '/'));
useSpecAnswers();

/** What the fuzzed values carry: never shown, if nothing from the address is. */
const MARK = 'Zq9mark';

// The address parameters every hub declares (groups, statuses, ranges), found, not listed.
const modules = import.meta.glob<Record<string, unknown>>('../../src/hubs/*/*.{ts,tsx}', { eager: true });
const hubs = Object.values(modules).flatMap((exports) =>
  Object.values(exports).filter((v): v is HubBase<unknown> => typeof v === 'object' && v !== null && 'source' in v && 'groups' in v && 'strings' in v),
);
const PARAMS = [
  ...new Set([
    ...hubs.flatMap((def) => [
      ...def.groups.map((g) => g.param ?? g.id),
      ...(def.statuses ?? []).map((s) => s.id),
      ...(def.ranges ?? []).flatMap((r) => [r.fromParam, r.toParam]),
      def.guide?.param ?? 'guide',
    ]),
    ...['search', 'page', 'sort', 'audience', 'guide', 'news-category', 'lang', '__proto__', 'constructor'],
  ]),
];

const answers = fc.array(
  fc.oneof(fc.constant(`${MARK} call +358 00 000`), fc.constant(`<b>${MARK}</b>`), fc.integer(), fc.constant(null), fc.dictionary(fc.string(), fc.string())),
  { maxLength: 3 },
);
const guide = fc
  .record({
    index: fc.oneof(fc.integer({ min: -3, max: 99 }), fc.constant('1'), fc.constant(null)),
    answers: fc.dictionary(fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('degree', 'language', 'level', 'why', 'how', '__proto__')), answers),
  })
  .map((value) => JSON.stringify(value));
const value = fc.oneof(
  fc.constantFrom(
    `${MARK}`,
    `<img src=x onerror=alert(1)>${MARK}`,
    `javascript:alert(1)//${MARK}`,
    `https://evil.example/${MARK}`,
    `//evil.example/${MARK}`,
    `${MARK},${MARK}\\,x`,
    `${MARK}-desc`,
    '99999999999999999999',
    '-1',
    '1e400',
    'NaN',
    '__proto__',
    'constructor',
    '',
  ),
  fc.string({ maxLength: 12 }).map((s) => `${s}${MARK}`),
  guide,
);
const address = fc.record({
  path: fc.constantFrom('/', '//en/events', '/fi//opiskelu/', '//evil.example/page', '/a/b/c'),
  query: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...PARAMS), fc.string({ maxLength: 8 })), value), { maxLength: 8 }),
});
type Address = { path: string; query: Array<[string, string]> };

/** A hostile address every element meets first: a `//` path and a marked value for every parameter. */
const HOSTILE: Address = {
  path: '//en/events',
  query: PARAMS.map((param): [string, string] => [
    param,
    param === 'guide'
      ? JSON.stringify({ index: 5, answers: { degree: [`${MARK} call`], why: [`<b>${MARK}</b>`] } })
      : `<b>${MARK}</b>,https://evil.example/${MARK}`,
  ]),
};

/** Opens the filters (where a disclosure holds them) and takes the first choice, if there is one. */
async function chooseFirstFilter(el: Element) {
  const disclosure = el.querySelector<HTMLButtonElement>('.aalto-disclosure__button');
  if (disclosure?.getAttribute('aria-expanded') === 'false') {
    disclosure.click();
    await until(() => el.querySelector('.aalto-filters'));
  }
  const input = el.querySelector<HTMLInputElement>(
    '.aalto-filters input[type="checkbox"]:not(:disabled), .aalto-filters input[type="radio"]:not(:checked):not(:disabled)',
  );
  if (!input) return;
  const before = location.href;
  input.click();
  // The address is written back after its pause.
  await until(() => location.href !== before);
}

/** Every attribute value and the text of the element (but inputs' values: a search term is the visitor's). */
function shown(el: Element): string {
  const attributes = [el, ...el.querySelectorAll('*')].flatMap((node) =>
    [...node.attributes].filter((a) => !(node.localName === 'input' && a.name === 'value')).map((a) => a.value),
  );
  return `${el.textContent}\n${attributes.join('\n')}`;
}

async function mountAt(tag: string, { path, query }: Address) {
  const origin = location.origin;
  const params = new URLSearchParams(query);
  history.replaceState(null, '', `${origin}${path}?${params}`);
  sessionStorage.clear();
  const problems: string[] = [];
  const onError = (event: ErrorEvent) => problems.push(`error: ${event.message}`);
  const onRejection = (event: PromiseRejectionEvent) => problems.push(`unhandled: ${String(event.reason)}`);
  const onReport = (event: Event) => problems.push(`aalto-error: ${String((event as CustomEvent).detail?.error)}`);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  document.addEventListener('aalto-error', onReport);
  const el = document.createElement(tag);
  el.setAttribute('search-host', 'https://search.test');
  el.setAttribute('language', 'en');
  document.body.append(el);
  try {
    await until(() => el.matches('[data-rendered]') && !(el.textContent ?? '').includes('Loading contents'));
    await chooseFirstFilter(el);
    expect(problems, `${tag} at ${path}?${params}`).toEqual([]);
    expect(location.origin, tag).toBe(origin);
    expect(shown(el), `${tag} at ${path}?${params}`).not.toContain(MARK);
  } finally {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    document.removeEventListener('aalto-error', onReport);
    el.remove();
    history.replaceState(null, '', '/');
  }
}

describe('the address state of every element', () => {
  it('breaks nothing and shows nothing of its own, whatever the address', async () => {
    const tags = ELEMENTS.map((entry) => entry.tag);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...tags), address, (tag, at) => mountAt(tag, at)),
      { numRuns: runs(40), examples: tags.map((tag): [string, Address] => [tag, HOSTILE]) },
    );
  });
});
