// Writes dist/registry.json: the registry's entries as data (tag, demo page, title, page budget
// and the name of the element's chunk, which rollup names after the module its `load` imports),
// for the node scripts and the demo server, which do not compile TypeScript.
import { writeFileSync } from 'node:fs';
import { ELEMENTS } from '../elements/registry.js';

const entries = ELEMENTS.map(({ tag, page, title, variants = [], budgetKB, attributes = [], methods = [], offline = false, load }) => {
  const module = /import\(["']([^"']+)["']\)/.exec(String(load))?.[1] ?? '';
  const chunk = module.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '');
  return { tag, page, title, variants, budgetKB, attributes, methods, offline, chunk };
});
writeFileSync(new URL('../dist/registry.json', import.meta.url), `${JSON.stringify(entries, null, 2)}\n`);
