// @vitest-environment node
/**
 * A fuzz test of the demo server: random requests (demo-server-requests.ts: 1,000 in
 * `npm test`, 5,000 in `npm run test:deep`, the same seed's first ones). The server answers
 * each (none hangs), is still alive at the end, and never serves a file from outside dist/ and
 * demo/pages/ (a canary file beside them never shows up in an answer). That it answers each
 * within a second is a benchmark's (test/bench/demo-server.bench.ts): on a machine busy with
 * other work, a second is not the server's to keep.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runs } from '../property/runs';
import { requestSpec, send, type Answer } from './demo-server-requests';

const REQUESTS = runs(5_000);
/** No answer by then is a request the server holds: far past any search budget, on any machine. */
const HANG_MS = 15_000;
const CANARY = `fuzz-canary-${process.pid}-${Date.now()}`;
const canaryFiles = [join(process.cwd(), 'demo', 'fuzz-canary.txt'), join(process.cwd(), 'fuzz-canary.html')];

let server: ChildProcess;
let port = 0;

beforeAll(async () => {
  for (const file of canaryFiles) writeFileSync(file, CANARY);
  server = spawn(process.execPath, [join(process.cwd(), 'demo', 'server.mjs')], { env: { ...process.env, PORT: '0' } });
  port = await new Promise<number>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      const found = /:(\d+)\//.exec(chunk.toString());
      if (found) resolve(Number(found[1]));
    });
    server.on('exit', (code) => reject(new Error(`the demo server exited with ${code}`)));
  });
  // The server indexes its search corpus and makes each fixture once, on start and on first use;
  // the fuzz measures answers, not that one-off work.
  const requestAndDrain = (path: string, method = 'GET', body = '') =>
    new Promise<void>((resolve) =>
      request({ host: '127.0.0.1', port, method, path }, (res) => res.resume().on('end', () => resolve()))
        .on('error', () => resolve())
        .end(body),
    );
  await requestAndDrain('/search/aalto_live_public_en/_search', 'POST', '{}');
  for (const language of ['en', 'fi', 'sv'])
    for (const endpoint of ['news/list', 'events/list', 'news/categories']) await requestAndDrain(`/aalto_api/${endpoint}?language=${language}`);
}, 60_000);
afterAll(() => {
  server.kill();
  for (const file of canaryFiles) rmSync(file, { force: true });
});

describe('the demo server under random requests', () => {
  it('answers each, never serves a file outside dist/ and demo/pages/, and lives on', { timeout: 240_000 }, async () => {
    const specs = fc.sample(requestSpec, { numRuns: REQUESTS, seed: 20261122 });
    const answers: Answer[] = [];
    // Eight at a time, as a busy page would.
    for (let i = 0; i < specs.length; i += 8) answers.push(...(await Promise.all(specs.slice(i, i + 8).map((spec) => send(port, spec, HANG_MS)))));
    expect(answers).toHaveLength(REQUESTS);
    const unanswered = answers.flatMap((a, i) => (a.timedOut ? [`${specs[i]!.method} ${specs[i]!.path}${specs[i]!.query} ${specs[i]!.cookie}`] : []));
    expect(unanswered, `requests with no answer in ${HANG_MS / 1000} s`).toEqual([]);
    const leaked = answers.filter((a) => a.body.includes(CANARY));
    expect(leaked.length).toBe(0);
    // Some of each kind of answer came back, so the fuzz reached the server's routes.
    const statuses = new Set(answers.map((a) => a.status));
    for (const status of [200, 400, 404, 405, 406]) expect(statuses.has(status), `a ${status}`).toBe(true);
    // The limits answered: some oversized query reached the engine and was refused by name.
    expect(answers.some((a) => a.status === 400 && a.body.includes('too_many_clauses'))).toBe(true);
    expect(server.exitCode).toBeNull();
    const check = await send(
      port,
      {
        method: 'GET',
        path: '/aalto_api/news/categories',
        query: '?language=en',
        cookie: '',
        contentType: 'text/plain',
        authorization: '',
        body: '',
        cut: false,
      },
      HANG_MS,
    );
    expect(check.status).toBe(200);
  });
});
