/**
 * The keyboard walk: Tab through a page from its start as a keyboard-only visitor does, and
 * activate the controls of the element under test that Tab reaches (buttons, links that stay in
 * the page, checkboxes, radios, a select's options), each once. At every stop inside the element,
 * nothing may cover the focused control (its centre and corners, sticky headers in place); after
 * every activation, focus must be inside the element or on a control the activation revealed,
 * never on the body. The walk ends when Tab leaves the element (or wraps in a modal), or at its
 * caps: a walk is one page load, and its cost is the caps.
 */
import type { A11yPage, Layout } from './driver';
import type { FocusReport } from './probe';

export interface WalkCaps {
  /** Tab presses in all. */
  tabs: number;
  /** Activations in all. */
  activations: number;
  /** Activations in one group of checkboxes or radios (a filter group): one shows how the group keeps focus. */
  perChoiceGroup: number;
  /** Activations in another group (a list's buttons, a toolbar). */
  perGroup: number;
  /** Shift+Tab stops after the walk, back up the element: focus moving up must not go under a sticky header. */
  back: number;
}

/** Enough to reach a listing's controls, a page of its results and Show more; each activation re-renders. */
export const WALK_CAPS: WalkCaps = { tabs: 100, activations: 16, perChoiceGroup: 1, perGroup: 2, back: 30 };

export interface WalkResult {
  /** `role "name"` of each control activated, in order. */
  activated: string[];
  /** Tab stops inside the element. */
  stops: number;
  /** What went wrong, one line each: `<what> <where>`. */
  failures: string[];
}

/** How a control is activated from the keyboard; null when the walk passes it. */
function keyFor(focus: FocusReport): string | null {
  if (focus.field || focus.leaves) return null;
  switch (focus.role) {
    case 'checkbox':
    case 'radio':
    case 'switch':
    case 'menuitemcheckbox':
    case 'menuitemradio':
      return 'Space';
    case 'button':
    case 'link':
    case 'tab':
    case 'menuitem':
    case 'treeitem':
    case 'option':
    case 'columnheader':
      return 'Enter';
    case 'listbox':
      return 'ArrowDown';
    default:
      return null;
  }
}

const afterTab = (probe: import('./probe').Probe, host: string) =>
  new Promise<FocusReport>((resolve) => requestAnimationFrame(() => resolve(probe.focus(host))));
const afterActivation = async (probe: import('./probe').Probe, host: string) => {
  await probe.settled();
  return probe.focus(host);
};

export async function walk(page: A11yPage, host: string, layout: Layout, caps: WalkCaps = WALK_CAPS): Promise<WalkResult> {
  const result: WalkResult = { activated: [], stops: 0, failures: [] };
  const done = new Set<string>();
  const perGroup = new Map<string, number>();
  const visits = new Map<string, number>();
  let inside = false;
  const focused = await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    scrollTo(0, 0);
    return document.hasFocus();
  }, null);
  // Without the system focus (left in the browser's toolbar, or another window active) a driver's
  // keys still move focus, but no focus event fires: the page's focus handlers would be judged idle.
  if (!focused) result.failures.push(`focus: the page does not have the system focus at the walk's start (${layout.name})`);
  const where = (focus: FocusReport) => `${focus.key} (${layout.name})`;
  for (let tabs = 0; tabs < caps.tabs && result.activated.length < caps.activations; tabs++) {
    await page.press('Tab');
    let focus: FocusReport;
    try {
      focus = await page.evaluate(afterTab, host);
    } catch {
      result.failures.push(`the page went away after Tab (${layout.name})`);
      break;
    }
    if (focus.onBody || !(focus.inside || focus.revealed)) {
      if (inside) break;
      continue;
    }
    inside = true;
    const seen = (visits.get(focus.id) ?? 0) + 1;
    visits.set(focus.id, seen);
    // A modal keeps Tab inside: a stop seen again means the walk has been round it.
    if (seen > 1) break;
    result.stops += 1;
    if (focus.covered) result.failures.push(`covered: ${where(focus)} under ${focus.covered}`);
    if (focus.lastInModal && !keyFor(focus)) break;
    const key = keyFor(focus);
    const group = focus.group || focus.key;
    const choice = focus.role === 'checkbox' || focus.role === 'radio' || focus.role === 'switch';
    if (!key || done.has(focus.key) || (perGroup.get(group) ?? 0) >= (choice ? caps.perChoiceGroup : caps.perGroup)) continue;
    done.add(focus.key);
    perGroup.set(group, (perGroup.get(group) ?? 0) + 1);
    result.activated.push(focus.key);
    await page.evaluate((probe) => probe.mark(), null);
    await page.press(key);
    let after: FocusReport;
    try {
      after = await page.evaluate(afterActivation, host);
    } catch {
      result.failures.push(`the page went away after ${JSON.stringify(key)} on ${where(focus)}`);
      break;
    }
    if (after.onBody) result.failures.push(`body: focus fell to the body after ${JSON.stringify(key)} on ${where(focus)}`);
    else if (!after.inside && !after.revealed)
      result.failures.push(`outside: focus left the element for ${after.key} after ${JSON.stringify(key)} on ${where(focus)}`);
    else if (after.covered) result.failures.push(`covered: ${after.key} under ${after.covered} after ${JSON.stringify(key)} on ${where(focus)}`);
    // Focus fell out: Tab goes on from the document's start, as it would for the visitor.
    if (after.onBody) inside = false;
    // Tab from a modal dialog's last stop goes to Firefox's own controls, for good: the walk has been round it.
    if (after.lastInModal) break;
  }
  // Back up the element as a visitor who missed something does: a sticky header must not cover what Shift+Tab reaches.
  for (let back = 0; back < caps.back; back++) {
    await page.press('Shift+Tab');
    const focus = await page.evaluate(afterTab, host);
    if (focus.onBody || !(focus.inside || focus.revealed)) break;
    if (focus.covered) result.failures.push(`covered: ${where(focus)} under ${focus.covered} (Shift+Tab)`);
  }
  return result;
}
