/**
 * The site index (docs/api.md, `index_list`): every entry under its first letter, A–Z, collated in
 * the page's language (Å, Ä, Ö after Z in fi and sv); a box that filters the entries as the visitor
 * types, over their titles and keywords, keeping the letters. The student guide's index is the same
 * hub over the student guide's entries.
 */
import { siteIndex } from './endpoints.js';
import type { Endpoint } from '../../core/api/endpoint.js';
import { source, type IndexHubDefinition } from '../../listing/hub.js';
import { IndexEntryLink, type IndexEntry } from './IndexEntryLink.js';
import { siteIndexStrings, type SiteIndexStrings } from './strings.js';

/** An A–Z index hub over one `index_list` call. */
export function indexHub(call: Endpoint<{ index: IndexEntry[] }>, className: string): IndexHubDefinition<IndexEntry, 'title', SiteIndexStrings> {
  return {
    className,
    source: source({ index: call }, ({ index }) => ({ items: index.index.filter((entry) => entry.title.trim() !== '') })),
    strings: siteIndexStrings,
    empty: 'noResults',
    groups: [],
    sort: { keys: { title: { kind: 'text', value: (e) => e.title } }, default: { key: 'title', direction: 'asc' } },
    search: { text: (e) => [e.title, e.keywords.join(' ')], live: true },
    itemKey: (e) => e.url ?? e.title,
    index: { title: (e) => e.title, entry: IndexEntryLink },
  };
}

export const siteIndexHub = indexHub(siteIndex, 'aalto-site-index');
