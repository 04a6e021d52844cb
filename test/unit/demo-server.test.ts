// @vitest-environment node
/**
 * The demo server under requests that once killed it (issue 11, defect 1), its file checks, and
 * its start from a folder whose path has a space and non-ASCII letters (defect 6).
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { request } from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
/** Starts the demo server as its own process (a crash ends it, as it would end `npm start`); resolves to its address. */
function start(script: string): { child: ChildProcess; url: Promise<string> } {
  const child = spawn(process.execPath, [script], { env: { ...process.env, PORT: '0' } });
  const url = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const found = /http:\/\/[\d.]+:\d+\//.exec(chunk.toString());
      if (found) resolve(found[0]);
    });
    child.on('exit', (code) => reject(new Error(`the demo server exited with ${code}`)));
  });
  return { child, url };
}

let server: ChildProcess;
let port = 0;

beforeAll(async () => {
  const started = start(join(process.cwd(), 'demo', 'server.mjs'));
  server = started.child;
  port = Number(new URL(await started.url).port);
});
afterAll(() => {
  server.kill();
});

/** A raw request; `cut` sends only half the body it announces, then hangs up. */
function send(method: string, path: string, options: { body?: string; headers?: Record<string, string>; cut?: boolean } = {}) {
  return new Promise<{ status: number; body: string }>((resolve) => {
    const body = options.body ?? '';
    const req = request({ host: '127.0.0.1', port, method, path, headers: { 'content-length': String(Buffer.byteLength(body)), ...options.headers } }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', () => resolve({ status: -1, body: '' }));
    });
    req.on('error', () => resolve({ status: -1, body: '' }));
    if (options.cut) {
      req.write(body.slice(0, Math.floor(body.length / 2)));
      setTimeout(() => req.destroy(), 20);
    } else req.end(body);
  });
}
const alive = async () => {
  expect(server.exitCode).toBeNull();
  expect((await send('GET', '/aalto_api/news/categories?language=en')).status).toBe(200);
};

describe('the demo server', () => {
  it('answers a clause of the wrong shape with a 400 that names it, and lives on', { timeout: 20_000 }, async () => {
    const search = '/search/aalto_live_public_en/_search';
    for (const [body, named] of [['{"query":{"bool":null}}', 'bool'], ['{"sort":[{}]}', 'sort'], ['{"query":{"term":{"_id":"x"}}}', null], ['[1,2]', 'body'], ['{"query":"x"}', 'query']] as const) {
      const answer = await send('POST', search, { body, headers: { 'content-type': 'text/plain' } });
      if (named) {
        expect(answer.status, body).toBe(400);
        expect(answer.body, body).toContain(named);
      } else expect(answer.status, body).toBe(200);
    }
    await alive();
  });

  it('answers a malformed % escape in the path with a 400, and ignores a malformed fault cookie', async () => {
    expect((await send('GET', '/%E0%A4%A.html')).status).toBe(400);
    expect((await send('GET', '/aalto_api/news/categories', { headers: { cookie: 'demo_fault=%' } })).status).toBe(200);
    expect((await send('POST', '/search/aalto_live_public_en/_search', { body: '{}', headers: { cookie: 'demo_fault=%' } })).status).toBe(200);
    await alive();
  });

  it('takes a path that starts with // as a path on this host: a 404, never a 500', async () => {
    expect((await send('GET', '//')).status).toBe(404);
    expect((await send('GET', '//evil.example/x.html')).status).toBe(404);
    expect((await send('GET', '//aalto_api/news/list')).status).toBe(404);
    await alive();
  });

  it('lives on when a body stops halfway', async () => {
    await send('POST', '/search/aalto_live_public_en/_search', { body: JSON.stringify({ query: { match_all: {} }, size: 5 }), cut: true });
    // Give an escaped rejection the time to end the process, were there one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await alive();
  });

  it('serves nothing outside dist/ through the dist route, not even a sibling whose name starts with dist', async () => {
    // Encoded slashes survive the URL parser's own clean-up, then decode into a climb.
    expect((await send('GET', '/dist/..%2Fdist-secrets%2Fkey.txt')).status).toBe(403);
    expect((await send('GET', '/dist/..%2F..%2Fpackage.json')).status).toBe(403);
    expect((await send('GET', '/dist/aalto-hubs.css')).status).not.toBe(403);
    await alive();
  });

  it('starts from a folder whose path has a space and non-ASCII letters', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'aalto hübs å '));
    try {
      cpSync(join(process.cwd(), 'demo'), join(folder, 'demo'), { recursive: true });
      symlinkSync(join(process.cwd(), 'node_modules'), join(folder, 'node_modules'));
      const { child, url: started } = start(join(folder, 'demo', 'server.mjs'));
      const url = await started;
      const answer = await fetch(`${url}aalto_api/news/categories?language=fi`);
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { data: { news_categories: unknown[] } }).data.news_categories.length).toBeGreaterThan(0);
      child.kill();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 20_000);
});
