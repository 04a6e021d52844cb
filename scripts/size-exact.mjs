// npm run size:exact: what the chunk rules (chunk-rules.mjs) trade. It builds twice: with
// rollup's own chunking (`CHUNKS=exact`: a chunk per set of elements that import a module, so no
// element loads a module it does not import), then as published. For each element it prints what
// its page loads at once both ways (gzip: the loader, its chunk, the React wrapper's, what those
// import, its heaviest texts: `npm run size`'s 'at load'), its page budget (which also counts the
// chunks it loads on demand, such as a search term's, so an element over it at load alone is over
// it), and what it loads but never imports. Leaves dist/ as published. A report: it exits
// non-zero only when a build fails. Writes its table, dated, to docs/benchmarks.md (bench-report.mjs).
import { stamp, table, writeSection } from './bench-report.mjs';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('../', import.meta.url));
const dist = join(root, 'dist');
const KB = 1024;

function build(env) {
  execFileSync(process.execPath, [join(root, 'scripts/build.mjs')], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Per element: page weight, the chunks it loads, and the modules of those it never imports. */
function weigh() {
  const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  const { reach, loads, rendered } = JSON.parse(readFileSync(join(dist, 'module-reach.json'), 'utf8'));
  const texts = readdirSync(join(dist, 'chunks/lang'));
  const loader = gz('aalto-hubs.js');
  return Object.fromEntries(
    Object.entries(loads).map(([tag, files]) => {
      const heaviestTexts = Math.max(0, ...texts.filter((f) => f.startsWith(`${tag}.`)).map((f) => gz(`chunks/lang/${f}`)));
      const loaded = Object.entries(reach[tag] ?? {}).filter(([file]) => files.includes(file));
      const unused = loaded.reduce((sum, [file, modules]) => sum + modules.reduce((bytes, [, length]) => bytes + (length / rendered[file]) * gz(file), 0), 0);
      const modules = loaded.reduce((count, [, list]) => count + list.length, 0);
      return [tag, { size: loader + heaviestTexts + files.reduce((sum, file) => sum + gz(file), 0), chunks: files.length, unused, modules }];
    }),
  );
}

const started = stamp();
build({ CHUNKS: 'exact' });
const exact = weigh();
build({ CHUNKS: '' });
const published = weigh();
const budgets = Object.fromEntries(JSON.parse(readFileSync(join(dist, 'registry.json'), 'utf8')).map((entry) => [entry.tag, entry.budgetKB]));

const kb = (bytes) => (bytes / KB).toFixed(2).padStart(6);
console.log(
  "JS gzip a page loads at once, KB: as published (chunks; never imported, about) | rollup's own chunking (chunks; modules never imported) | difference | budget",
);
let over = 0;
const rows = [];
for (const [tag, mine] of Object.entries(published)) {
  const theirs = exact[tag];
  const budget = budgets[tag];
  const overBudget = theirs.size > budget * KB;
  if (overBudget) over += 1;
  rows.push([
    `\`<${tag}>\``,
    kb(mine.size).trim(),
    String(mine.chunks),
    kb(mine.unused).trim(),
    kb(theirs.size).trim(),
    String(theirs.chunks),
    String(theirs.modules),
    ((theirs.size - mine.size) / KB).toFixed(2),
    String(budget),
    overBudget ? 'over' : 'ok',
  ]);
  console.log(
    `${tag.padEnd(30)} ${kb(mine.size)} (${String(mine.chunks).padStart(2)}; ${kb(mine.unused)}) | ${kb(theirs.size)} (${String(theirs.chunks).padStart(2)}; ${theirs.modules}) | ${(theirs.size - mine.size >= 0 ? '+' : '') + ((theirs.size - mine.size) / KB).toFixed(2)} | ${budget}${overBudget ? " OVER with rollup's chunking" : ''}`,
  );
}
console.log(`\nrollup's own chunking: ${over} element(s) over budget`);
writeSection({
  id: 'size-exact',
  title: 'What the chunk rules trade (`npm run size:exact`)',
  command: 'npm run size:exact',
  started,
  verdict: `with rollup's own chunking, ${over} element(s) over budget (a report: no budget of its own)`,
  body: [
    "JS a page loads at once, KB of gzip: as published (its chunks; about what of them it never imports), and with rollup's own chunking, where no element loads a module it does not import (its chunks; modules never imported).",
    '',
    table(
      [
        'element',
        'published KB',
        'chunks',
        'never imported KB',
        "rollup's KB",
        'chunks',
        'modules never imported',
        'difference KB',
        'budget KB',
        "rollup's within budget",
      ],
      rows,
    ),
  ].join('\n'),
});
