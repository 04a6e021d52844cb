/** The probe's names and roles of elements (dom-accessibility-api), shared by its other modules. */
import { computeAccessibleName, getRole, isInaccessible } from 'dom-accessibility-api';

export const NAMED = new Set([
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
export const LEAF = new Set([
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
export const REPEATS = new Map([
  ['list', 'listitem'],
  ['rowgroup', 'row'],
  ['table', 'row'],
  ['grid', 'row'],
  ['feed', 'article'],
  ['tree', 'treeitem'],
  ['group', 'treeitem'],
]);

let ids = 0;
export function idOf(el: Element): string {
  if (!el.hasAttribute('data-walk-id')) el.setAttribute('data-walk-id', String(++ids));
  return el.getAttribute('data-walk-id')!;
}

export const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
/**
 * The accessible name. dom-accessibility-api drops the space that starts an inline child's text
 * ('A<span> 5 entries</span>' gives 'A5 entries', where browsers say 'A 5 entries'): when the name is
 * the element's (or its label's) text but for spaces, that text is the name.
 */
export function nameOf(el: Element): string {
  const name = squash(computeAccessibleName(el));
  const source = (el as HTMLInputElement).labels?.[0] ?? el;
  const text = squash(source.textContent ?? '');
  return text !== name && text.replace(/\s/g, '') === name.replace(/\s/g, '') ? text : name;
}
export const roleOf = (el: Element) => getRole(el) ?? '';
/** Not in the accessibility tree, or inert. */
export const hidden = (el: Element) => isInaccessible(el) || el.closest('[inert]') !== null;
