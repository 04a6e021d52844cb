// npm run bench:browser (scripts/bench-browser.ts): The parts' tables: rows against their targets, each part written to its section of docs/benchmarks.md.
import { writeSection } from '../bench-report.mjs';
import { LATENCY, LH_RUNS, RUNS, TAGS } from './setup';

/** Counts a target of the current part, met or missed; answers whether it was met. */
export function tally(ok: boolean): boolean {
  partTargets += 1;
  if (!ok) {
    missed += 1;
    partMissed += 1;
  }
  return ok;
}

export const ms = (value: number) => (value < 16 ? '< 16 ms' : `${Math.round(value)} ms`);
export let missed = 0;
/** The current part's table lines and misses, for its section of docs/benchmarks.md. */
let lines: string[] = [];
let partMissed = 0;
let partTargets = 0;
export const line = (text: string) => {
  console.log(text);
  lines.push(text);
};
export const row = (what: string, value: number, target?: number, format = (v: number) => `${Math.round(v)} ms`, unit = ' ms') => {
  const ok = target === undefined || value <= target;
  if (target !== undefined) tally(ok);
  line(`| ${what} | ${format(value)} | ${target === undefined ? '' : `≤ ${target}${unit}`} | ${target === undefined ? '' : ok ? 'ok' : 'MISSED'} |`);
};
export const conditions = [
  `RUNS=${RUNS}`,
  LH_RUNS !== RUNS ? `LH_RUNS=${LH_RUNS}` : '',
  LATENCY ? `LATENCY=${LATENCY}` : '',
  TAGS ? `TAGS=${TAGS.join(',')}` : '',
]
  .filter(Boolean)
  .join(' ');
/** Writes the part just measured to its section, then starts the next part's table. */
export function publish(part: string, title: string, started: string, header: string) {
  const latency = LATENCY ? ` with ${LATENCY} ms a request` : '';
  writeSection({
    id: `bench-browser-${part}${LATENCY ? `-latency-${LATENCY}` : ''}`,
    title: `${title}${latency} (\`npm run bench:browser\`)`,
    command: `npm run build && ${conditions} ONLY=${part} npm run bench:browser`,
    started,
    verdict: partMissed ? `${partMissed} target(s) missed` : partTargets ? 'every target met' : 'measured (no targets: a report)',
    // Tags are code, not HTML, in Markdown.
    body: [...(TAGS ? [`Only ${TAGS.map((tag) => `<${tag}>`).join(', ')} (\`TAGS\`): a partial run.\n`] : []), header, ...lines]
      .join('\n')
      .replace(/<([a-z][\w-]*-[\w-]*)>/g, '`<$1>`'),
  });
  lines = [];
  partMissed = 0;
  partTargets = 0;
}
export const TABLE = '| what | median | target | |\n| --- | --- | --- | --- |';
