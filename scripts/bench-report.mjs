// Writes a bench script's results into docs/benchmarks.md, so that measurements are dated and kept
// by the scripts that take them, never by hand. Each script owns one section per part it measures
// (between `<!-- bench:<id> -->` and `<!-- /bench:<id> -->`): a run replaces its section with its
// latest table, stamped with the date, the commit and the host's state, and keeps a short list of
// the earlier runs' verdicts below it, so that a trend shows without the file growing for ever.
// BENCH_DOC=0 measures without writing (an experiment that should not replace the published run).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));
/** How many earlier runs a section lists: enough to see a trend, few enough to read. */
const HISTORY = 10;

const INTRO = `# Benchmarks

Written by the bench scripts, never by hand: \`npm run size\`, \`npm run size:exact\`,
\`npm run bench\`, \`npm run bench:search\` and \`npm run bench:browser\` each replace their own
sections below with their latest run, dated, and list the verdicts of the runs before it. Each
command but \`size:exact\` and \`bench:search\` (reports) checks its budgets and exits non-zero
when one is missed; the budgets live in the scripts
(\`scripts/size.mjs\` with each element's \`budgetKB\` in \`src/hubs/<tag>/element.ts\`,
\`test/bench/listing.bench.ts\`, \`scripts/bench-browser.ts\`). Timings on a shared machine move
with its load far more than with the code: compare runs of two builds taken in turn, not a run
with an older one below. How to run them: docs/development.md, 'Measure size and speed'.
`;

/** The order of the sections in the file, whatever order the scripts run in. */
const ORDER = [
  'size',
  'size-exact',
  'bench',
  'bench-search',
  'bench-browser-elements',
  'bench-browser-visit',
  'bench-browser-events',
  'bench-browser-summer',
  'bench-browser-lighthouse',
];

const git = (cwd, ...args) => {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return '';
  }
};

/**
 * The commit of the checkout at `dir` (this one by default), marked when the code differs from it
 * (docs aside, which this file is in): what a run measured, or the build it was measured beside.
 */
export function commit(dir = root) {
  const head = git(dir, 'rev-parse', '--short', 'HEAD') || 'unknown';
  const changed = git(dir, 'status', '--porcelain', '--untracked-files=no', '--', '.', ':(exclude)docs');
  return changed ? `${head} with uncommitted changes` : head;
}

/** The run's stamp: when, what and where (the load average says how busy the shared host was). */
export function stamp() {
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return `${date} UTC at ${commit()}; Node ${process.version}, ${cpus().length} CPUs, load ${loadavg()[0].toFixed(1)}`;
}

function sections(text) {
  const found = new Map();
  for (const match of text.matchAll(/<!-- bench:([\w-]+) -->\n([\s\S]*?)<!-- \/bench:\1 -->\n?/g)) found.set(match[1], match[2]);
  return found;
}

/**
 * Replaces the section `id` of docs/benchmarks.md with this run.
 * @param {{ id: string, title: string, command: string, verdict: string, body: string, started?: string }} run
 *   `body` is Markdown (a table, notes); `verdict` one line ('all within budget', '2 over budget').
 */
export function writeSection({ id, title, command, verdict, body, started = stamp() }) {
  if (process.env.BENCH_DOC === '0') return;
  const existing = existsSync(file) ? sections(readFileSync(file, 'utf8')) : new Map();
  const before = existing.get(id) ?? '';
  const earlier = [
    ...[...before.matchAll(/^Latest run: (.*)$/gm)].map((m) => `- ${m[1]}`),
    ...[...before.matchAll(/^- (.*)$/gm)].filter((m) => /^\d{4}-\d\d-\d\d /.test(m[1])).map((m) => `- ${m[1]}`),
  ].slice(0, HISTORY);
  const section = [
    `## ${title}`,
    '',
    `\`${command}\``,
    '',
    `Latest run: ${started}: ${verdict}`,
    '',
    body.trim(),
    '',
    ...(earlier.length ? ['Earlier runs:', '', ...earlier, ''] : []),
  ].join('\n');
  existing.set(id, `${section}\n`);
  const ids = [...ORDER.filter((known) => existing.has(known)), ...[...existing.keys()].filter((other) => !ORDER.includes(other)).sort()];
  writeFileSync(file, `${INTRO}\n${ids.map((known) => `<!-- bench:${known} -->\n${existing.get(known)}<!-- /bench:${known} -->\n`).join('\n')}`);
  console.log(`\n(written to docs/benchmarks.md, section '${title}')`);
}

/** A Markdown table from a header row and rows of cells. */
export function table(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
