/**
 * npm run bench, its second part: every endpoint's parser (whatever the registry of endpoints lists)
 * on 25,000 and 100,000 items. Each answer keeps the parser's shape, and the time grows
 * linearly with the input: four times the items take about four times the time when linear,
 * sixteen when quadratic, so the budget is ten times, over a floor for the smaller run (a very fast
 * small run would make any ratio noise; docs/benchmarks.md has the runs that set it). Each size
 * is the best of three runs, after a warm-up. Exits non-zero when a parser misses either.
 */
import { performance } from 'node:perf_hooks';
import { endpoints } from '../endpoints';

const SMALL = 25_000;
const LARGE = 100_000;
const FLOOR_MS = 40;
const MAX_RATIO = 10;

const shapeOf = (value: unknown) =>
  Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, Array.isArray(v) ? 'list' : typeof v]));
const item = (i: number) => ({
  id: `i${i}`,
  nodeId: `i${i}`,
  name: `Item ${i}`,
  title: `Item ${i}`,
  url: `/x/${i}`,
  published: '2026-11-21T10:00:00Z',
  categories: ['1'],
  children: [],
});

const failures: string[] = [];
console.log(`endpoint parsers: ${SMALL.toLocaleString('en')} and ${LARGE.toLocaleString('en')} items under every list key (best of 3)\n`);
console.log('endpoint                          small        large      ratio');
for (const [name, endpoint] of Object.entries(endpoints)) {
  const shape = JSON.stringify(shapeOf(endpoint.parse({})));
  const keys = Object.keys(endpoint.parse({}) as Record<string, unknown>);
  const timed = (count: number) => {
    const data = Object.fromEntries(keys.map((key) => [key, Array.from({ length: count }, (_, i) => item(i))]));
    const start = performance.now();
    const result = endpoint.parse(data);
    const took = performance.now() - start;
    if (JSON.stringify(shapeOf(result)) !== shape) failures.push(`${name}: ${count} items parsed to ${JSON.stringify(shapeOf(result))}, not ${shape}`);
    return took;
  };
  timed(1_000); // warm up the parser's code paths
  const best = (count: number) => Math.min(timed(count), timed(count), timed(count));
  const small = best(SMALL);
  const large = best(LARGE);
  const ratio = large / Math.max(small, FLOOR_MS);
  console.log(`${name.padEnd(30)} ${small.toFixed(1).padStart(8)} ms ${large.toFixed(1).padStart(8)} ms ${ratio.toFixed(1).padStart(8)}×`);
  if (ratio >= MAX_RATIO)
    failures.push(
      `${name}: ${LARGE} items took ${large.toFixed(0)} ms, ${ratio.toFixed(1)}× the ${SMALL} items' ${Math.max(small, FLOOR_MS).toFixed(0)} ms (budget < ${MAX_RATIO}×)`,
    );
}

if (failures.length) {
  console.error(`\nOVER BUDGET:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `\nwithin budget: every parser keeps its shape, and ${LARGE.toLocaleString('en')} items take under ${MAX_RATIO}× the time of ${SMALL.toLocaleString('en')} (floor ${FLOOR_MS} ms)`,
);
