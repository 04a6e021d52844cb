/** The probe's report of where focus is, and whether anything covers it (`probe.ts`). */
import { hidden, idOf, NAMED, nameOf, roleOf } from './probe-names';

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
export function mark() {
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
export function focus(host: string): FocusReport {
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
