// npm run size: the gzip size of the loader, the shared runtime chunk, each element chunk (with
// the non-runtime chunks it imports, i.e. its cost beyond the shared runtime) and the CSS, against
// the budgets of the issues. Exits non-zero when anything is over budget. Needs `npm run build`.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const KB = 1024;
/**
 * Element chunk budgets beyond the shared runtime and listing engine, by the chunk's name (its
 * component file); each element counts the other chunks it imports (hub code it shares).
 */
const ELEMENT_BUDGETS = {
  SummerSchoolListing: 12 * KB,
  QuickSearch: 8 * KB,
  CookieConsent: 6 * KB,
  // The student guide's listings are the events and news listings (whose chunks they load) plus
  // their three filters: the 10 KB of issue 6 and 1 KB for the extension. Their own chunks are
  // under 1 KB; the row shows the whole cost.
  StudentGuideEvents: 11 * KB,
  StudentGuideNews: 11 * KB,
};
const DEFAULT_ELEMENT_BUDGET = 10 * KB;

if (!existsSync(join(dist, 'aalto-hubs.js'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const chunks = readdirSync(join(dist, 'chunks')).filter((f) => f.endsWith('.js'));
const runtime = chunks.find((f) => f.startsWith('runtime-'));
const listing = chunks.find((f) => f.startsWith('listing-'));
/** Chunks every element of a kind shares, measured once on their own rows. */
const shared = new Set([runtime, listing]);

/** The chunks a chunk imports statically, transitively (never the runtime). */
function staticImports(file, seen = new Set()) {
  const code = readFileSync(join(dist, 'chunks', file), 'utf8');
  for (const [, name] of code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) {
    if (shared.has(name) || seen.has(name)) continue;
    seen.add(name);
    staticImports(name, seen);
  }
  return seen;
}

const loaderCode = readFileSync(join(dist, 'aalto-hubs.js'), 'utf8');
const elementChunks = [...loaderCode.matchAll(/import\(["']\.\/chunks\/([\w.-]+\.js)["']\)/g)]
  .map((m) => m[1])
  .filter((f) => !shared.has(f));

const rows = [
  { what: 'loader  dist/aalto-hubs.js', size: gz('aalto-hubs.js'), budget: 2 * KB },
  { what: `runtime chunks/${runtime} (React, ReactDOM, r2wc, zustand, dayjs, shared core)`, size: gz(`chunks/${runtime}`), budget: 75 * KB },
  ...(listing ? [{ what: `listing chunks/${listing} (the listing engine and its views)`, size: gz(`chunks/${listing}`), budget: 12 * KB }] : []),
  ...elementChunks.map((file) => {
    const name = file.split('-')[0]; // chunk names are component names; hashes may contain '-'
    const shared = [...staticImports(file)];
    const size = [file, ...shared].reduce((sum, f) => sum + gz(`chunks/${f}`), 0);
    const note = shared.length ? ` (+ ${shared.join(', ')})` : '';
    return { what: `element chunks/${file}${note}`, size, budget: ELEMENT_BUDGETS[name] ?? DEFAULT_ELEMENT_BUDGET };
  }),
  { what: 'styles  dist/aalto-hubs.css', size: gz('aalto-hubs.css'), budget: 8 * KB },
];

const fmt = (bytes) => `${(bytes / KB).toFixed(2)} KB`.padStart(9);
let over = 0;
console.log('gzip size   budget     what');
for (const { what, size, budget } of rows) {
  const ok = size <= budget;
  if (!ok) over += 1;
  console.log(`${fmt(size)} ${fmt(budget)}  ${ok ? 'ok  ' : 'OVER'} ${what}`);
}
if (over) {
  console.error(`\n${over} over budget`);
  process.exit(1);
}
console.log('\nall within budget');
