// Writes dist/registry.json: the registry's entries as data (tag, demo page, title, page budget,
// the chunks it loads on demand, and the name of the element's chunk: an element's module is a
// file of its folder, src/hubs/<tag>/, and rollup.config.mjs names a folder's chunk after it),
// for the node scripts and the demo server, which do not compile TypeScript.
import { writeFileSync } from 'node:fs';
import { ELEMENTS } from '../elements/registry.js';

const entries = ELEMENTS.map(({ tag, page, title, variants = [], budgetKB, attributes = [], methods = [], offline = false, onDemand = [] }) => {
  return { tag, page, title, variants, budgetKB, attributes, methods, offline, onDemand, chunk: tag };
});
writeFileSync(new URL('../dist/registry.json', import.meta.url), `${JSON.stringify(entries, null, 2)}\n`);
