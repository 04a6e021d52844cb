/**
 * What the keyboard walk and the screen reader journeys ask of a page, computed in the page itself
 * so that any engine's driver can run it (bundled by `probe-source.ts`, installed as `window.__a11y`):
 * where focus is and whether anything covers it, the accessibility tree of an element as text (roles
 * and names by dom-accessibility-api, the accname and ARIA role algorithms), and what the page's
 * live regions said.
 */
import { computeAccessibleName, getRole, isInaccessible } from 'dom-accessibility-api';

/** Where focus is after a key or an activation, and what a walk needs to know of that control. */
export interface FocusReport {
  /** `role "name"` of the focused element, or 'body'. */
  key: string;
  role: string;
  onBody: boolean;
  /** Focus is inside the element under test (light DOM: the host contains it). */
  inside: boolean;
  /** Focus is on a control the last activation revealed (added, or shown, since `mark()`). */
  revealed: boolean;
  /** What covers the focused control, at which point; null when nothing does. */
  covered: string | null;
  /** A link to another document (or a new tab): the walk does not follow it. */
  leaves: boolean;
  /** A text field: typing is its activation, the walk passes it. */
  field: boolean;
  /** The control's group (fieldset, radiogroup, list) with its role: the walk activates a few of each. */
  group: string;
  /** The element's `data-walk-id`, given on first sight, to tell two controls of one name apart. */
  id: string;
  /** The last tab stop of an open modal dialog: Tab from it leaves the page in Firefox. */
  lastInModal: boolean;
}

const NAMED = new Set([
  'button',
  'link',
  'checkbox',
  'radio',
  'switch',
  'tab',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'option',
  'treeitem',
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'slider',
  'spinbutton',
  'heading',
  'img',
  'dialog',
  'alertdialog',
  'region',
  'navigation',
  'search',
  'form',
  'group',
  'radiogroup',
  'tablist',
  'tabpanel',
  'table',
  'grid',
  'tree',
  'list',
  'columnheader',
  'rowheader',
  'cell',
  'gridcell',
  'row',
  'progressbar',
  'meter',
  'status',
  'alert',
  'complementary',
  'banner',
  'main',
  'contentinfo',
  'article',
  'figure',
  'menu',
  'toolbar',
  'term',
]);
/** Roles whose name is their content: their children are not repeated under them. */
const LEAF = new Set([
  'button',
  'link',
  'checkbox',
  'radio',
  'switch',
  'tab',
  'menuitem',
  'option',
  'heading',
  'img',
  'columnheader',
  'rowheader',
  'cell',
  'gridcell',
  'term',
  'status',
  'alert',
  'meter',
  'progressbar',
]);
/** Containers of repeated items: the snapshot shows the first ones and counts the rest. */
const REPEATS = new Map([
  ['list', 'listitem'],
  ['rowgroup', 'row'],
  ['table', 'row'],
  ['grid', 'row'],
  ['feed', 'article'],
  ['tree', 'treeitem'],
  ['group', 'treeitem'],
]);

let ids = 0;
function idOf(el: Element): string {
  if (!el.hasAttribute('data-walk-id')) el.setAttribute('data-walk-id', String(++ids));
  return el.getAttribute('data-walk-id')!;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/**
 * The accessible name. dom-accessibility-api drops the space that starts an inline child's text
 * ('A<span> 5 entries</span>' gives 'A5 entries', where browsers say 'A 5 entries'): when the name is
 * the element's (or its label's) text but for spaces, that text is the name.
 */
function nameOf(el: Element): string {
  const name = squash(computeAccessibleName(el));
  const source = (el as HTMLInputElement).labels?.[0] ?? el;
  const text = squash(source.textContent ?? '');
  return text !== name && text.replace(/\s/g, '') === name.replace(/\s/g, '') ? text : name;
}
const roleOf = (el: Element) => getRole(el) ?? '';

/** The visible box a control is drawn in: a visually hidden input's label (or parent) stands for it. */
function drawnBox(el: Element): Element {
  const rect = el.getBoundingClientRect();
  if (rect.width > 3 && rect.height > 3) return el;
  const labels = (el as HTMLInputElement).labels;
  if (labels?.[0]) return labels[0];
  return el.parentElement ?? el;
}

/** Another element painted over `el` at its centre or a corner (inset by 2 px), or null. */
function coveredBy(el: Element): string | null {
  const box = drawnBox(el);
  const rect = box.getBoundingClientRect();
  if (rect.width === 0 && rect.height === 0) return 'it has no box';
  const inView = rect.bottom > 0 && rect.top < innerHeight && rect.right > 0 && rect.left < innerWidth;
  if (!inView) return 'it is outside the viewport';
  const inset = Math.min(2, rect.width / 4, rect.height / 4);
  const points: Array<[string, number, number]> = [
    ['centre', rect.left + rect.width / 2, rect.top + rect.height / 2],
    ['top left', rect.left + inset, rect.top + inset],
    ['top right', rect.right - inset, rect.top + inset],
    ['bottom left', rect.left + inset, rect.bottom - inset],
    ['bottom right', rect.right - inset, rect.bottom - inset],
  ];
  const labels = [...((el as HTMLInputElement).labels ?? [])];
  const own = (hit: Element) =>
    hit === el ||
    hit === box ||
    el.contains(hit) ||
    box.contains(hit) ||
    hit.contains(el) ||
    hit.contains(box) ||
    labels.some((l) => l === hit || l.contains(hit));
  for (const [where, x, y] of points) {
    // A point off the viewport (a control taller than the screen) cannot be checked, nor hidden from sight by the page.
    if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
    const top = document.elementsFromPoint(x, y)[0];
    if (top && !own(top)) return `${describe(top)} at its ${where}`;
  }
  return null;
}

function describe(el: Element): string {
  const role = roleOf(el);
  const name = role && NAMED.has(role) ? nameOf(el) : '';
  const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : '';
  return `${el.localName}${cls}${role ? ` (${role}${name ? ` "${name.slice(0, 60)}"` : ''})` : ''}`;
}

let since = new Set<Element>();
let marked = false;
let observer: MutationObserver | null = null;

/** Starts noting what appears from now: controls an activation reveals count as a right place for focus. */
function mark() {
  since = new Set();
  marked = true;
  observer?.disconnect();
  observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) since.add(node);
      if (record.type === 'attributes' && record.target instanceof Element) since.add(record.target);
    }
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['hidden', 'open', 'aria-expanded', 'aria-hidden', 'class', 'style'],
  });
}

function revealed(el: Element): boolean {
  if (!marked) return false;
  for (const node of since) if (node.contains(el)) return true;
  // A disclosure's content shown by its button's state: the control sits in what the button controls.
  return (
    el.closest('dialog[open], [role="dialog"], [role="alertdialog"]') !== null &&
    [...since].some((n) => n.contains(el.closest('dialog, [role="dialog"], [role="alertdialog"]')))
  );
}

function groupOf(el: Element): string {
  const group = el.closest('fieldset, [role="group"], [role="radiogroup"], [role="listbox"], [role="tree"], [role="tablist"], ul, ol, table');
  return group ? `${group.localName}#${idOf(group)}` : '';
}

function leavesPage(el: Element): boolean {
  if (!(el instanceof HTMLAnchorElement) || !el.hasAttribute('href')) return false;
  if (el.target && el.target !== '_self') return true;
  const url = new URL(el.href, location.href);
  return url.origin + url.pathname + url.search !== location.origin + location.pathname + location.search;
}

function isField(el: Element): boolean {
  const role = roleOf(el);
  return (
    role === 'textbox' ||
    role === 'searchbox' ||
    role === 'combobox' ||
    role === 'spinbutton' ||
    (el instanceof HTMLInputElement && /^(date|time|number|email|url|tel|month|week)$/.test(el.type))
  );
}

function lastInModal(el: Element): boolean {
  const modal = el.closest('dialog');
  if (!modal?.matches(':modal')) return false;
  const stops = [...modal.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
    (s) => s.tabIndex >= 0 && !(s as HTMLButtonElement).disabled && !hidden(s),
  );
  return stops.at(-1) === el;
}

/** Where focus is, with `host` the element under test. */
function focus(host: string): FocusReport {
  const el = document.activeElement;
  const root = document.querySelector(host);
  if (!el || el === document.body || el === document.documentElement) {
    return {
      key: 'body',
      role: '',
      onBody: true,
      inside: false,
      revealed: false,
      covered: null,
      leaves: false,
      field: false,
      group: '',
      id: '',
      lastInModal: false,
    };
  }
  const role = roleOf(el);
  return {
    key: `${role || el.localName} "${nameOf(el).slice(0, 80)}"`,
    role,
    onBody: false,
    inside: root?.contains(el) ?? false,
    revealed: revealed(el),
    covered: coveredBy(el),
    leaves: leavesPage(el),
    field: isField(el),
    group: groupOf(el),
    id: idOf(el),
    lastInModal: lastInModal(el),
  };
}

/** Content and search requests in flight (the probe counts the page's `fetch` calls from its install on). */
let inFlight = 0;
let lastActivity = performance.now();
const pageFetch = window.fetch.bind(window);
window.fetch = (...args: Parameters<typeof fetch>) => {
  inFlight += 1;
  lastActivity = performance.now();
  const done = () => {
    inFlight -= 1;
    lastActivity = performance.now();
  };
  // In flight until its body has arrived, not only its headers.
  return pageFetch(...args).then(
    (response) => {
      response.clone().arrayBuffer().then(done, done);
      return response;
    },
    (error: unknown) => {
      done();
      throw error;
    },
  );
};

/**
 * Resolves once the page is still: no request in flight, no DOM change for two frames and, with
 * `quiet`, none for that many ms (a debounced search starts its request after a pause), or after
 * `limit` ms: an activation's re-render (React commits, an answer from the fixture API) has landed.
 */
function settled(limit = 5000, quiet = 0): Promise<void> {
  return new Promise((resolve) => {
    let changed = true;
    const start = performance.now();
    const watch = new MutationObserver(() => {
      changed = true;
      lastActivity = performance.now();
    });
    watch.observe(document.documentElement, { childList: true, subtree: true, attributes: true, characterData: true });
    const tick = () => {
      const now = performance.now();
      if ((!changed && inFlight === 0 && now - lastActivity >= quiet) || now - start > limit) {
        watch.disconnect();
        resolve();
        return;
      }
      changed = false;
      requestAnimationFrame(() => requestAnimationFrame(tick));
    };
    requestAnimationFrame(tick);
  });
}

// ---- the accessibility tree ----

/** Text that changes from day to day in the fixtures (dates, times, weekdays, months): masked in snapshots. */
const VOLATILE: Array<[RegExp, string]> = [
  [/\b\d{4}-\d{2}-\d{2}(T[\d:.+Z-]+)?\b/g, '‹date›'],
  [/\b\d{1,2}\.\d{1,2}\.(\d{4})?/g, '‹date›'],
  [/\b\d{1,2}[:.]\d{2}\b/g, '‹time›'],
  [
    /\b(\d{1,2} )?(January|February|March|April|May|June|July|August|September|October|November|December|tammikuu\w*|helmikuu\w*|maaliskuu\w*|huhtikuu\w*|toukokuu\w*|kesäkuu\w*|heinäkuu\w*|elokuu\w*|syyskuu\w*|lokakuu\w*|marraskuu\w*|joulukuu\w*)( \d{4})?\b/gi,
    '‹month›',
  ],
  [
    /\b(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|maanantai\w*|tiistai\w*|keskiviikko\w*|torstai\w*|perjantai\w*|lauantai\w*|sunnuntai\w*|måndag|tisdag|onsdag|torsdag|fredag|lördag|söndag)\b/gi,
    '‹day›',
  ],
  [/\b(20\d\d)\b/g, '‹year›'],
];
export function mask(text: string): string {
  return VOLATILE.reduce((out, [pattern, by]) => out.replace(pattern, by), text);
}

function states(el: Element, role: string): string[] {
  const out: string[] = [];
  const aria = (name: string) => el.getAttribute(`aria-${name}`);
  if (role === 'heading') out.push(`level=${aria('level') ?? el.localName.slice(1)}`);
  if (role === 'checkbox' || role === 'radio' || role === 'switch' || role === 'menuitemcheckbox' || role === 'menuitemradio') {
    const checked = el instanceof HTMLInputElement ? (el.indeterminate ? 'mixed' : String(el.checked)) : aria('checked');
    if (checked === 'true') out.push('checked');
    if (checked === 'mixed') out.push('mixed');
  }
  for (const state of ['expanded', 'pressed', 'selected', 'current', 'sort', 'invalid', 'haspopup']) {
    const value = aria(state);
    if (value === null || value === 'false' || (state === 'sort' && value === 'none')) continue;
    out.push(value === 'true' ? state : `${state}=${value}`);
  }
  if (el instanceof HTMLDetailsElement && role === 'group') out.push(el.open ? 'expanded' : 'collapsed');
  if (el.localName === 'summary') out.push((el.parentElement as HTMLDetailsElement | null)?.open ? 'expanded' : 'collapsed');
  if ((el as HTMLButtonElement).disabled || aria('disabled') === 'true') out.push('disabled');
  if (aria('modal') === 'true' || (el instanceof HTMLDialogElement && el.matches(':modal'))) out.push('modal');
  const live = aria('live');
  if (live && live !== 'off') out.push(`live=${live}`);
  if (role === 'combobox' || role === 'listbox' || role === 'tree' || role === 'grid') {
    const active = aria('activedescendant');
    if (active) {
      const target = document.getElementById(active);
      out.push(`active=${target ? `"${nameOf(target)}"` : 'missing'}`);
    }
  }
  return out;
}

function value(el: Element, role: string): string {
  if ((role === 'textbox' || role === 'searchbox' || role === 'combobox' || role === 'spinbutton' || role === 'slider') && 'value' in el) {
    return String((el as HTMLInputElement).value ?? '');
  }
  return '';
}

const hidden = (el: Element) => isInaccessible(el) || el.closest('[inert]') !== null;

/** The lines of `el`'s children at `depth`. */
function children(el: Element, depth: number, lines: string[], options: SnapshotOptions) {
  let text = '';
  const flush = () => {
    const t = squash(text);
    if (t) lines.push(`${'  '.repeat(depth)}- text: ${t}`);
    text = '';
  };
  const nodes = [...el.childNodes];
  const containerRole = roleOf(el);
  const repeated = REPEATS.get(containerRole);
  let seen = 0;
  let skipped = 0;
  for (const node of nodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      text += ` ${node.textContent ?? ''}`;
      continue;
    }
    if (!(node instanceof Element) || node.localName === 'script' || node.localName === 'style' || node.localName === 'template') continue;
    if (hidden(node)) continue;
    // A control's label, a group's legend, a table's caption: already its name.
    if (node.localName === 'legend' || node.localName === 'caption') continue;
    if (node instanceof HTMLLabelElement && node.control && !hidden(node.control)) {
      if (node.contains(node.control)) node1(node.control, roleOf(node.control), depth, lines, options);
      continue;
    }
    const role = roleOf(node);
    if (repeated && role === repeated) {
      seen += 1;
      if (seen > options.repeats) {
        skipped += 1;
        continue;
      }
    }
    if (!role || role === 'generic' || role === 'presentation' || role === 'none' || role === 'paragraph') {
      // A generic box adds nothing to what is heard: its content reads as its parent's.
      const inline = !node.querySelector('*') || getComputedStyle(node).display.startsWith('inline');
      if (inline && !node.querySelector('a, button, input, select, textarea, [role], [tabindex], img, h1, h2, h3, h4, h5, h6')) {
        text += ` ${node.textContent ?? ''}`;
        continue;
      }
      flush();
      children(node, depth, lines, options);
      continue;
    }
    flush();
    node1(node, role, depth, lines, options);
  }
  flush();
  if (skipped) lines.push(`${'  '.repeat(depth)}- … ${skipped} more ${repeated}`);
}

function node1(el: Element, role: string, depth: number, lines: string[], options: SnapshotOptions) {
  // A row's name is all its cells: its cells say it.
  const name = role === 'row' ? '' : NAMED.has(role) ? nameOf(el) || (LEAF.has(role) ? squash(el.textContent ?? '') : '') : '';
  const st = states(el, role);
  const val = value(el, role);
  const head = `${'  '.repeat(depth)}- ${role}${name ? ` "${name}"` : ''}${st.length ? ` [${st.join(', ')}]` : ''}${val ? `: ${val}` : ''}`;
  // A control whose name is its content says it all, unless it holds controls of its own.
  const inner = !LEAF.has(role) || el.querySelector('a[href], button, input, select, textarea, [role="button"], [role="link"]') !== null;
  const before = lines.length;
  lines.push(head);
  if (inner) children(el, depth + 1, lines, options);
  // A list item or row that holds only text reads as one line.
  if ((role === 'listitem' || role === 'row') && lines.length === before + 2 && lines[before + 1]!.trimStart().startsWith('- text: ')) {
    lines[before] = `${head}: ${lines[before + 1]!.trimStart().slice('- text: '.length)}`;
    lines.length = before + 1;
  }
}

interface SnapshotOptions {
  /** How many items of a repeated container (a list's items, a table's rows) are shown. */
  repeats: number;
}

/** The accessibility tree of the element `selector` as indented lines (Playwright's ARIA snapshot form), volatile text masked. */
function snapshot(selector: string, options: SnapshotOptions = { repeats: 2 }): string {
  const root = document.querySelector(selector);
  if (!root) return `(no ${selector})`;
  const lines: string[] = [];
  children(root, 0, lines, options);
  return mask(lines.join('\n'));
}

// ---- live regions ----

const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"], output';
const said: string[] = [];
const lastText = new WeakMap<Element, string>();
let liveObserver: MutationObserver | null = null;

function politeness(region: Element): string {
  const live = region.getAttribute('aria-live');
  if (live) return live;
  return region.getAttribute('role') === 'alert' ? 'assertive' : 'polite';
}

function note(region: Element) {
  if (hidden(region)) return;
  const text = squash(region.textContent ?? '');
  if (text === (lastText.get(region) ?? '')) return;
  lastText.set(region, text);
  if (text) said.push(`${politeness(region)}: ${text}`);
}

/** Starts recording what the page's live regions say (a region's text each time it changes, not empty). */
function listen() {
  said.length = 0;
  liveObserver?.disconnect();
  for (const region of document.querySelectorAll(LIVE)) lastText.set(region, squash(region.textContent ?? ''));
  liveObserver = new MutationObserver((records) => {
    const touched = new Set<Element>();
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      const region = target?.closest(LIVE);
      if (region) touched.add(region);
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        // A region added with its text (an alert) is read; an empty status added is read when it fills.
        if (node.matches(LIVE) && node.getAttribute('role') === 'alert') touched.add(node);
        for (const inner of node.querySelectorAll('[role="alert"]')) touched.add(inner);
        if (node.matches(LIVE)) lastText.set(node, lastText.get(node) ?? '');
      }
    }
    for (const region of touched) note(region);
  });
  liveObserver.observe(document.body, { childList: true, subtree: true, characterData: true });
}

/** Resolves once a live region has said something since the last `heard()`, or after `limit` ms. */
function awaitSpeech(limit = 2000): Promise<void> {
  const start = performance.now();
  return new Promise((resolve) => {
    const tick = () => (said.length > 0 || performance.now() - start > limit ? resolve() : requestAnimationFrame(tick));
    tick();
  });
}

/** What the live regions said since `listen()` or the last `heard()`, masked, and forgets it. */
function heard(): string[] {
  return said.splice(0).map(mask);
}

// ---- finding controls for a journey ----

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
