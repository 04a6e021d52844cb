// Writes dist/registry.json: the registry's entries as data (tag, demo page, title, page budget,
// the chunks it loads on demand, the module that `load` imports (relative to the element's folder,
// src/hubs/<tag>/: the React components' build imports it statically, rollup.react.config.mjs),
// and the name of the element's chunk (and of its phone layout's, for a table hub: `phoneChunk`): its module is a file of its folder, and the chunk rules
// (scripts/chunk-rules.mjs) name a folder's chunk after it), for the node scripts and the demo server, which do not compile
// TypeScript.
import { writeFileSync } from 'node:fs';
import { ELEMENTS } from '../elements/registry.js';

const entries = ELEMENTS.map(({ tag, page, title, variants = [], budgetKB, attributes = [], methods = [], offline = false, onDemand = [], load }) => {
  const modules = [...String(load).matchAll(/import\(["']([^"']+)["']\)/g)].map(([, path]) => path!);
  // A table hub imports the module of the layout shown: `<Module>.phone.js` on a phone, its chunk
  // `<tag>-phone` (chunk-rules.mjs, PHONE_MODULE); the other is the element's module.
  const module = modules.find((path) => !path.endsWith('.phone.js')) ?? '';
  const phoneChunk = modules.some((path) => path.endsWith('.phone.js')) ? `${tag}-phone` : undefined;
  return { tag, page, title, variants, budgetKB, attributes, methods, offline, onDemand, chunk: tag, phoneChunk, module };
});
writeFileSync(new URL('../dist/registry.json', import.meta.url), `${JSON.stringify(entries, null, 2)}\n`);
