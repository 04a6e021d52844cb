/** The probe's accessibility tree of an element as text, volatile text masked (`probe.ts`). */
import { hidden, LEAF, NAMED, nameOf, REPEATS, roleOf, squash } from './probe-names';

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
export function snapshot(selector: string, options: SnapshotOptions = { repeats: 2 }): string {
  const root = document.querySelector(selector);
  if (!root) return `(no ${selector})`;
  const lines: string[] = [];
  children(root, 0, lines, options);
  return mask(lines.join('\n'));
}
