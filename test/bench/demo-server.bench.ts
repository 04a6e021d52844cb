/**
 * npm run bench, its third part: the demo server's answer times, as its own process
 * (`demo/server.mjs`, as `npm start` runs it). Budgets, each a bound on every answer:
 *   - a search of an index name the service does not have: 404 within 200 ms (nothing is built);
 *   - a query past a cluster limit (clauses, terms, nesting): 400 naming the limit within 1 s;
 *   - the fuzz test's random requests (test/unit/demo-server-requests.ts, the same seed; REQUESTS,
 *     5,000 unless set), eight at a time: each answered within 1 s.
 * The tests check the answers themselves (test/unit/demo-server.test.ts, demo-server-fuzz.test.ts).
 * Exits non-zero when a budget is missed. Run on a quiet machine: the bounds are wall-clock.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import fc from 'fast-check';
import { requestSpec, send, type Spec } from '../unit/demo-server-requests';

const REQUESTS = Number(process.env.REQUESTS ?? 5_000);
const failures: string[] = [];

const server = spawn(process.execPath, [join(process.cwd(), 'demo', 'server.mjs')], { env: { ...process.env, PORT: '0' } });
const port = await new Promise<number>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => {
    const found = /:(\d+)\//.exec(chunk.toString());
    if (found) resolve(Number(found[1]));
  });
  server.on('exit', (code) => reject(new Error(`the demo server exited with ${code}`)));
});
const post = (path: string, body: string): Spec => ({
  method: 'POST',
  path,
  query: '',
  cookie: '',
  contentType: 'application/json',
  authorization: '',
  body,
  cut: false,
});
// The one-off work of each index's corpus (the server builds them one a task after its start) and
// of each fixture is not an answer's time: one search of every index builds what is left at once.
const types = ['public', 'intranet', 'events', 'events_intranet', 'news', 'news_intranet', 'profiles', 'profiles_intranet', 'study_options', 'programmes'];
const every = types.flatMap((type) => ['fi', 'sv', 'en'].map((language) => `aalto_live_${type}_${language}`)).join(',');
const built = await send(port, { ...post(`/search/${every}/_search`, '{}'), authorization: 'Bearer demo-community-token' }, 120_000);
if (built.status !== 200) failures.push(`the search of every index answered ${built.status}`);
for (const language of ['en', 'fi', 'sv'])
  for (const endpoint of ['news/list', 'events/list', 'news/categories'])
    await send(port, { ...post(`/aalto_api/${endpoint}`, ''), method: 'GET', query: `?language=${language}` }, 60_000);

console.log('demo server, its own process: the slowest of each kind of answer\n');
let slowest = 0;
for (const name of ['evil_live_public_en', 'aalto_live_public_de', 'aalto_prod_public_en', 'aalto_live_secrets_en']) {
  for (let i = 0; i < 5; i += 1) {
    const answer = await send(port, post(`/search/${name}/_search`, '{}'), 10_000);
    if (answer.status !== 404) failures.push(`${name}: ${answer.status}, not 404`);
    slowest = Math.max(slowest, answer.ms);
  }
}
console.log(`unknown index names, 404 (4 names, 5 times each): ${slowest.toFixed(1)} ms (budget 200 ms)`);
if (slowest > 200) failures.push(`an unknown index name took ${slowest.toFixed(0)} ms to its 404 (budget 200 ms)`);

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i % 97}`).join(' ');
const limits: Array<[string, unknown]> = [
  ['50,000 words in a phrase_prefix', { query: { multi_match: { query: words(50_000), type: 'phrase_prefix', fields: ['title', 'summary'] } } }],
  ['1,025 should clauses', { query: { bool: { should: Array.from({ length: 1_025 }, (_, i) => ({ term: { type: `t${i}` } })) } } }],
  ['65,537 terms', { query: { terms: { type: Array.from({ length: 65_537 }, (_, i) => i) } } }],
  ['nesting 40 deep', JSON.parse(`{"query":${'{"bool":{"must":'.repeat(40)}{"match_all":{}}${'}}'.repeat(40)}}`)],
];
for (const [what, query] of limits) {
  const answer = await send(port, post('/search/aalto_live_public_en/_search', JSON.stringify(query)), 10_000);
  console.log(`a query past a limit (${what}), 400: ${answer.ms.toFixed(1)} ms (budget 1,000 ms)`);
  if (answer.status !== 400) failures.push(`${what}: ${answer.status}, not 400`);
  if (answer.ms > 1000) failures.push(`${what}: its 400 took ${answer.ms.toFixed(0)} ms (budget 1,000 ms)`);
}

const specs = fc.sample(requestSpec, { numRuns: REQUESTS, seed: 20261122 });
const times: number[] = [];
const late: string[] = [];
for (let i = 0; i < specs.length; i += 8) {
  const answers = await Promise.all(specs.slice(i, i + 8).map((spec) => send(port, spec, 10_000)));
  answers.forEach((answer, j) => {
    times.push(answer.ms);
    const spec = specs[i + j]!;
    if (answer.timedOut || answer.ms > 1000)
      late.push(`${spec.method} ${spec.path.slice(0, 80)}${spec.query.slice(0, 40)}: ${answer.timedOut ? 'no answer' : `${answer.ms.toFixed(0)} ms`}`);
  });
}
times.sort((a, b) => a - b);
console.log(
  `${REQUESTS.toLocaleString('en')} fuzz requests, eight at a time: median ${times[Math.floor(times.length / 2)]!.toFixed(1)} ms, p99 ${times[Math.floor(times.length * 0.99)]!.toFixed(1)} ms, slowest ${times.at(-1)!.toFixed(1)} ms (budget 1,000 ms each)`,
);
if (late.length) failures.push(`${late.length} fuzz request(s) over 1 s:\n    ${late.slice(0, 10).join('\n    ')}`);

server.kill();
if (failures.length) {
  console.error(`\nOVER BUDGET:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('\nwithin budget: unknown index names 404 within 200 ms, limits 400 within 1 s, every fuzz request answered within 1 s');
