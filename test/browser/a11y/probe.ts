/**
 * What the keyboard walk and the screen reader journeys ask of a page, computed in the page itself
 * so that any engine's driver can run it (bundled by `probe-source.ts`, installed as `window.__a11y`):
 * where focus is and whether anything covers it, the accessibility tree of an element as text (roles
 * and names by dom-accessibility-api, the accname and ARIA role algorithms), and what the page's
 * live regions said. Each concern is a module of its own (`probe-*.ts`), bundled into one script.
 */
import { awaitSpeech, heard, listen } from './probe-speech';
import { focus, mark } from './probe-focus';
import { hidden, nameOf, roleOf, squash } from './probe-names';
import { settled } from './probe-settled';
import { mask, snapshot } from './probe-tree';

export type { FocusReport } from './probe-focus';

/** The `nth` element under `host` with `role` whose name matches `name` (a regular expression's source), not hidden. */
function find(host: string, role: string, name = '', nth = 0): Element | null {
  const root = document.querySelector(host);
  if (!root) return null;
  const pattern = new RegExp(name, 'i');
  let seen = 0;
  for (const el of root.querySelectorAll('*')) {
    if (roleOf(el) !== role || hidden(el) || !pattern.test(nameOf(el))) continue;
    if (seen++ === nth) return el;
  }
  return null;
}

/** Focuses a control as Tab would reach it (scrolled into view); answers its `role "name"`, or null when there is none. */
function focusOn(host: string, role: string, name = '', nth = 0): string | null {
  const el = find(host, role, name, nth) as HTMLElement | null;
  if (!el) return null;
  el.focus();
  return `${role} "${nameOf(el)}"`;
}

const resultTitles = (root: Element) =>
  [...root.querySelectorAll('li a[href], tr a[href], article a[href], [role="listitem"] a[href]')]
    .filter((a) => !hidden(a))
    .map((a) => squash(a.textContent ?? '').toLowerCase());

/** A word of the first result's title that fewest other titles hold: a search the listing answers with fewer results. */
function termFromFirstResult(host: string): string | null {
  const root = document.querySelector(host);
  const titles = root ? resultTitles(root) : [];
  if (!titles.length) return null;
  const words = [...new Set(titles[0]!.split(/[^\p{L}]+/u).filter((w) => w.length >= 5))];
  const share = (word: string) => titles.filter((t) => t.includes(word)).length;
  return words.sort((a, b) => share(a) - share(b) || b.length - a.length)[0] ?? null;
}

/** The name of the filter choice with the smallest count (a filter that changes the results), or null. */
function narrowestChoice(host: string): string | null {
  const root = document.querySelector(host);
  const boxes = root ? [...root.querySelectorAll('input[type="checkbox"]')].filter((b) => !hidden(b)) : [];
  const counted = boxes.map((b) => ({ name: nameOf(b), count: Number(/\((\d+)\)\s*$/.exec(nameOf(b))?.[1] ?? NaN) }));
  const best = counted.filter((c) => c.count > 0).sort((a, b) => a.count - b.count)[0] ?? counted[0];
  return best?.name ?? null;
}

/** The name of a table's first column header button whose column is not the sorted one, or null. */
function sortHeader(host: string): string | null {
  const root = document.querySelector(host);
  const button = root && [...root.querySelectorAll('th:not([aria-sort="ascending"]):not([aria-sort="descending"]) button')].find((b) => !hidden(b));
  return button ? nameOf(button) : null;
}

// A last tab stop in the page: Tab past a page's end would take focus to the browser's own controls

// (Firefox), from which a later document in the window does not get it back.
const end = document.createElement('span');
end.tabIndex = 0;
end.setAttribute('data-walk-end', '');
document.body.append(end);

const probe = {
  focus,
  sortHeader,
  mark,
  settled,
  awaitSpeech,
  snapshot,
  listen,
  heard,
  mask,
  nameOf,
  roleOf,
  find: (h: string, r: string, n?: string, i?: number) => find(h, r, n, i) !== null,
  focusOn,
  termFromFirstResult,
  narrowestChoice,
};
export type Probe = typeof probe;
(window as unknown as { __a11y: Probe }).__a11y = probe;
