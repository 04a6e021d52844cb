// npm run size: what a page with one element loads, in gzip bytes: the loader, then every chunk
// the element's chunk imports (transitively, the shared runtime among them) and every chunk it
// loads on demand (its registry entry's `onDemand`, such as a search term's), and its texts in the
// language whose file is heaviest (chunks/lang/<tag>.<language>-<hash>.js: a page loads one), listed per element,
// against the element's budget from the registry (elements/registry.ts, read through the built
// loader's chunk names), and what of those chunks it never imports (dist/module-reach.json). Also
// the shared chunks alone and the CSS. Exits non-zero when anything is over budget. Needs `npm run build`.
// Writes its table, dated, to docs/benchmarks.md (scripts/bench-report.mjs).
import { stamp, table, writeSection } from './bench-report.mjs';
import { fileURLToPath } from 'node:url';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LAYOUT_CHUNKS } from './chunk-rules.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const KB = 1024;

if (!existsSync(join(dist, 'aalto-hubs.js'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const chunkFile = (name) => `chunks/${name}`;

/** The chunks a chunk imports statically, transitively (the runtime included). */
function staticImports(file, seen = new Set()) {
  const code = readFileSync(join(dist, 'chunks', file), 'utf8');
  for (const [, name] of code.matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) {
    if (seen.has(name)) continue;
    seen.add(name);
    staticImports(name, seen);
  }
  return seen;
}

/** The page budgets per element tag, from the registry's `budgetKB` (printed by the build). */
const registry = JSON.parse(readFileSync(join(dist, 'registry.json'), 'utf8'));
/** Per element, the modules of its chunks it never imports (scripts/module-reach.mjs), in rendered bytes. */
const moduleReach = JSON.parse(readFileSync(join(dist, 'module-reach.json'), 'utf8'));

const loaderSize = gz('aalto-hubs.js');
/** The files of aalto-hubs/react, each compressed on its own. */
function reactEntrySize() {
  const files = readdirSync(join(dist, 'react'), { recursive: true }).filter((f) => f.endsWith('.js'));
  return gz('react.js') + files.reduce((total, f) => total + gz(join('react', f)), 0);
}
const shared = readdirSync(join(dist, 'chunks')).filter((f) => /^(runtime|content-api|listing)-.*\.js$/.test(f));
const started = stamp();
const rows = [
  // The loader is on every page, the consent core in it so that a returning visitor loads no
  // React: its budget is the tightest, and raising it needs a reason (CHANGELOG, commit body).
  { what: "loader  dist/aalto-hubs.js (defines every tag; the consent core; starts an element's texts)", size: loaderSize, budget: 4.5 * KB },
  { what: 'consent default  dist/consent-default.js (classic script for <head>)', size: gz('consent-default.js'), budget: 1 * KB },
  ...shared.map((file) => ({
    what: `shared  chunks/${file}`,
    size: gz(chunkFile(file)),
    budget: file.startsWith('runtime-') ? 60.25 * KB : 16 * KB,
  })),
  { what: 'styles  dist/aalto-hubs.css', size: gz('aalto-hubs.css'), budget: 10 * KB },
  // aalto-hubs/react is not loaded by a page as it is: an app's bundler takes the components the
  // app imports (test/bundlers/react-app.test.ts measures that growth) and minifies them. This is
  // the whole of it as published, every component with every language's texts, unminified.
  {
    what: 'react  dist/react.js and dist/react/ (every component as published, unminified; an app bundles what it imports)',
    size: reactEntrySize(),
    budget: 142.75 * KB,
  },
];

// A chunk's file is `<name>-<6-character hash>.js` (the hash may hold '-': names are matched whole).
// The name without `-<hash>.js` (cut by length: a hash may hold '-' and '_').
const chunkName = (file) => file.slice(0, -10);
const chunkNamed = (name) => readdirSync(join(dist, 'chunks')).find((f) => f.startsWith(`${name}-`) && f.endsWith('.js') && f.length === name.length + 10);
const textsFiles = readdirSync(join(dist, 'chunks/lang')).filter((f) => f.endsWith('.js'));
/**
 * A table hub loads the chunk of the layout the window shows (its `phoneChunk` on a phone) and the
 * other layout's when the window crosses the phone query: a row per layout, each with what a
 * resize to the other layout adds (LAYOUT_CHUNKS), printed beside it, not counted in the page.
 */
const pages = registry.flatMap(({ tag, chunk, phoneChunk, budgetKB, onDemand }) =>
  phoneChunk
    ? [
        { tag, layout: 'desktop', chunk, resize: LAYOUT_CHUNKS.phone, budgetKB, onDemand },
        { tag, layout: 'phone', chunk: phoneChunk, resize: LAYOUT_CHUNKS.desktop, budgetKB, onDemand },
      ]
    : [{ tag, chunk, budgetKB, onDemand }],
);
const elementRows = pages.map(({ tag, layout, chunk, resize, budgetKB, onDemand = [] }) => {
  const file = chunkNamed(chunk);
  if (!file) return { what: `${tag}: no chunk named ${chunk}`, size: Infinity, budget: 0, chunks: [] };
  // Its chunk and what that imports (what the page loads at once), then the chunks it loads on
  // demand (with what they import): the row counts both, and says what the page loads at once.
  const atLoad = [file, ...staticImports(file)];
  const later = onDemand.map((name) => chunkNamed(name) ?? `${name} (missing)`).flatMap((f) => (f.endsWith('(missing)') ? [] : [f, ...staticImports(f)]));
  const onDemandChunks = [...new Set(later)].filter((f) => !atLoad.includes(f));
  const sum = (files) => files.reduce((total, f) => total + gz(chunkFile(f)), 0);
  const texts = ['fi', 'sv', 'en']
    .map((language) => ({ language, size: gz(chunkFile(`lang/${textsFiles.find((f) => f.startsWith(`${tag}.${language}-`))}`)) }))
    .sort((a, b) => b.size - a.size)[0];
  const atLoadSize = loaderSize + sum(atLoad) + texts.size;
  // What of those chunks the element never imports: each module's share of its chunk's rendered
  // bytes, times the chunk's gzip size (an estimate: gzip has no per-module size).
  const unreached = [...atLoad, ...onDemandChunks].flatMap((f) =>
    (moduleReach.reach[tag]?.[chunkFile(f)] ?? []).map(([id, bytes]) => ({
      chunk: chunkName(f),
      id,
      size: (bytes / moduleReach.rendered[chunkFile(f)]) * gz(chunkFile(f)),
    })),
  );
  const resizeChunks = resize ? [chunkNamed(resize) ?? `${resize} (missing)`].flatMap((f) => (f.endsWith('(missing)') ? [] : [f, ...staticImports(f)])) : [];
  return {
    what: `page with <${tag}>${layout ? ` (${layout} layout)` : ''}`,
    size: atLoadSize + sum(onDemandChunks),
    resizeChunks: [...new Set(resizeChunks)].filter((f) => !atLoad.includes(f) && !onDemandChunks.includes(f)),
    budget: budgetKB * KB,
    chunks: atLoad,
    texts,
    onDemandChunks,
    atLoadSize,
    unreached,
  };
});

const fmt = (bytes) => `${(bytes / KB).toFixed(2)} KB`.padStart(9);
let over = 0;
const listed = (files) => files.map((f) => `${chunkName(f)} ${(gz(chunkFile(f)) / KB).toFixed(2)}`).join(' + ');
const print = ({ what, size, budget, chunks, texts, onDemandChunks = [], resizeChunks = [], atLoadSize, unreached }) => {
  const ok = size <= budget;
  if (!ok) over += 1;
  console.log(`${fmt(size)} ${fmt(budget)}  ${ok ? 'ok  ' : 'OVER'} ${what}`);
  if (chunks)
    console.log(`                             loader + ${listed(chunks)}${texts ? ` + texts (${texts.language}) ${(texts.size / KB).toFixed(2)}` : ''}`);
  if (onDemandChunks.length) console.log(`                             at load ${fmt(atLoadSize).trim()}; on demand: ${listed(onDemandChunks)}`);
  if (resizeChunks.length) console.log(`                             a resize to the other layout adds: ${listed(resizeChunks)}`);
  if (unreached?.length) {
    const byChunk = new Map();
    for (const module of unreached) byChunk.set(module.chunk, [...(byChunk.get(module.chunk) ?? []), module]);
    const named = [...byChunk].map(([chunk, modules]) => `${chunk} (${modules.map((m) => m.id.replace(/^.*\/|\.[cm]?[jt]sx?$/g, '')).join(', ')})`);
    const total = unreached.reduce((sum, module) => sum + module.size, 0);
    console.log(`                             never imported by it: about ${(total / KB).toFixed(2)} KB, in ${named.join(' + ')}`);
  }
};
console.log('gzip size   budget     what');
rows.forEach(print);
console.log('\nAll JS a page with one element loads (gzip), and the chunks it is made of:');
elementRows.forEach(print);
const kb = (bytes) => (bytes / KB).toFixed(2);
const mark = ({ size, budget }) => (size <= budget ? 'ok' : '**over**');
const unreachedKB = (modules = []) => kb(modules.reduce((sum, module) => sum + module.size, 0));
writeSection({
  id: 'size',
  title: 'Page weights (`npm run size`)',
  command: 'npm run build && npm run size',
  started,
  verdict: over
    ? `${over} over budget (${[...rows, ...elementRows]
        .filter((row) => row.size > row.budget)
        .map(
          (row) =>
            `\`${row.what
              .replace(/^page with /, '')
              .split(' (')[0]
              .replace(/\s+/g, ' ')}\``,
        )
        .join(', ')})`
    : 'all within budget',
  body: [
    'KB of gzip (level 9), each file compressed on its own as a browser receives it.',
    '',
    table(
      ['what', 'gzip KB', 'budget KB', 'verdict'],
      rows.map((row) => [row.what.replace(/\s+/g, ' ').replace(/<[^>]*>/g, (m) => `\`${m}\``), kb(row.size), kb(row.budget), mark(row)]),
    ),
    '',
    "A page with one element: all the JS it loads (the loader, the element's chunks and what they import, its chunks on demand, its heaviest language's texts); 'at load' leaves out the chunks on demand (a search term's); 'never imported' is about what of those chunks the element's own code never imports. A table hub loads the layout the window shows: a row per layout; 'resize KB' is what a window crossing the phone query then loads (the other layout), not counted in the page.",
    '',
    table(
      ['element', 'page KB', 'at load KB', 'resize KB', 'budget KB', 'never imported KB', 'verdict'],
      elementRows.map((row) => [
        `\`${row.what.replace(/^page with /, '')}\``,
        kb(row.size),
        kb(row.atLoadSize ?? row.size),
        row.resizeChunks?.length ? kb(row.resizeChunks.reduce((total, f) => total + gz(chunkFile(f)), 0)) : '',
        kb(row.budget),
        unreachedKB(row.unreached),
        mark(row),
      ]),
    ),
  ].join('\n'),
});
if (over) {
  console.error(`\n${over} over budget`);
  process.exit(1);
}
console.log('\nall within budget');
