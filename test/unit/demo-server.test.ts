// @vitest-environment node
/**
 * The demo server under requests that once killed it, its file checks, and
 * its start from a folder whose path has a space and non-ASCII letters.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { request } from 'node:http';
import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDemoServer } from '../../demo/server.mjs';
import { handleSearch } from '../../demo/search/service.mjs';
import { start } from './demo-server-start';
let server: ChildProcess;
let port = 0;

// The first search of an index makes it (seconds, more on a busy machine): done here, once, in
// the server's process and in this one, so that no test's time holds it.
beforeAll(async () => {
  const started = start(join(process.cwd(), 'demo', 'server.mjs'));
  server = started.child;
  port = Number(new URL(await started.url).port);
  expect((await send('POST', SEARCH, { body: '{}', headers: JSON_TYPE })).status).toBe(200);
  expect(handleSearch('aalto_live_public_en', '{}', '').status).toBe(200);
}, 120_000);
afterAll(() => {
  server.kill();
});

/** A raw request (to the server's process, or to `port`); `cut` sends only half the body it announces, then hangs up. */
function send(method: string, path: string, options: { body?: string; headers?: Record<string, string>; cut?: boolean; port?: number } = {}) {
  return new Promise<{ status: number; body: string }>((resolve) => {
    const body = options.body ?? '';
    // A chunked body announces no length.
    const length = options.headers?.['transfer-encoding'] ? {} : { 'content-length': String(Buffer.byteLength(body)) };
    // A connection of its own (no keep-alive socket the server may have closed while this process was busy).
    const req = request({ host: '127.0.0.1', port: options.port ?? port, method, path, headers: { ...length, ...options.headers }, agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      res.on('error', () => resolve({ status: -1, body: '' }));
    });
    req.on('error', () => resolve({ status: -1, body: '' }));
    if (options.cut) {
      // Half the body on its way, then the client hangs up.
      req.write(body.slice(0, Math.floor(body.length / 2)), () => req.destroy());
    } else req.end(body);
  });
}
const SEARCH = '/search/aalto_live_public_en/_search';
const JSON_TYPE = { 'content-type': 'application/json' };
const alive = async () => {
  expect(server.exitCode).toBeNull();
  expect((await send('GET', '/aalto_api/news/categories?language=en')).status).toBe(200);
};

describe('the demo server', () => {
  it('answers a clause of the wrong shape with a 400 that names it, and lives on', async () => {
    const search = '/search/aalto_live_public_en/_search';
    for (const [body, named] of [
      ['{"query":{"bool":null}}', 'bool'],
      ['{"sort":[{}]}', 'sort'],
      ['{"query":{"term":{"_id":"x"}}}', null],
      ['[1,2]', 'body'],
      ['{"query":"x"}', 'query'],
    ] as const) {
      const answer = await send('POST', search, { body, headers: { 'content-type': 'application/json' } });
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
    expect(
      (await send('POST', '/search/aalto_live_public_en/_search', { body: '{}', headers: { cookie: 'demo_fault=%', 'content-type': 'application/json' } }))
        .status,
    ).toBe(200);
    await alive();
  });

  it('takes a path that starts with // as a path on this host: a 404, never a 500', async () => {
    expect((await send('GET', '//')).status).toBe(404);
    expect((await send('GET', '//evil.example/x.html')).status).toBe(404);
    expect((await send('GET', '//aalto_api/news/list')).status).toBe(404);
    await alive();
  });

  it('lives on when a body stops halfway', async () => {
    const cut = { body: JSON.stringify({ query: { match_all: {} }, size: 5 }), cut: true };
    await send('POST', '/search/aalto_live_public_en/_search', cut);
    await alive();
    // The same in this process, where the server's end of the request is seen to close: once it
    // has, and the tasks its handling queued have run, no rejection has escaped (vitest fails the
    // run on one, as it would end the server's process). In forwarding mode, which reads the body
    // as the embedded service does but builds no index in this process (the body never gets as far
    // as the node it would go to).
    const local = createDemoServer({ searchEngine: 'opensearch', openSearchUrl: 'http://127.0.0.1:9' });
    const closed = new Promise<void>((resolve) => local.once('request', (req: IncomingMessage) => req.once('close', resolve)));
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    const escaped: unknown[] = [];
    const record = (reason: unknown) => escaped.push(reason);
    process.on('unhandledRejection', record);
    try {
      const localPort = (local.address() as AddressInfo).port;
      await send('POST', '/search/aalto_live_public_en/_search', { ...cut, port: localPort });
      await closed;
      for (let i = 0; i < 3; i += 1) await new Promise((resolve) => setImmediate(resolve));
      expect(escaped).toEqual([]);
      expect((await send('GET', '/aalto_api/news/categories?language=en', { port: localPort })).status).toBe(200);
    } finally {
      process.off('unhandledRejection', record);
      local.closeAllConnections();
      await new Promise((resolve) => local.close(resolve));
    }
  });

  it('serves nothing outside dist/ through the dist route, not even a sibling whose name starts with dist', async () => {
    // Encoded slashes survive the URL parser's own clean-up, then decode into a climb.
    expect((await send('GET', '/dist/..%2Fdist-secrets%2Fkey.txt')).status).toBe(403);
    expect((await send('GET', '/dist/..%2F..%2Fpackage.json')).status).toBe(403);
    expect((await send('GET', '/dist/aalto-hubs.css')).status).not.toBe(403);
    await alive();
  });

  it('answers a body over the limit with a 413, announced or streamed, and lives on', async () => {
    const body = JSON.stringify({ query: { match_all: {} }, pad: 'x'.repeat(1_100_000) });
    expect((await send('POST', SEARCH, { body, headers: JSON_TYPE })).status).toBe(413);
    // Without a length: the body is read up to the limit, then refused.
    expect((await send('POST', SEARCH, { body, headers: { ...JSON_TYPE, 'transfer-encoding': 'chunked' } })).status).toBe(413);
    await alive();
  });

  it('answers HEAD as GET without a body, and other methods with a 405 naming the allowed ones', async () => {
    for (const path of ['/aalto_api/news/categories?language=en', '/events.html', '/dist/aalto-hubs.css']) {
      expect((await send('HEAD', path)).status, path).toBe((await send('GET', path)).status);
      expect((await send('HEAD', path)).body, path).toBe('');
    }
    const put = await send('PUT', '/events.html');
    expect(put.status).toBe(405);
    expect((await send('GET', SEARCH)).status).toBe(405);
  });

  it('serves of dist/ only what the package ships: its maps and licences, no registry.json, no module-reach.json', async () => {
    for (const path of ['/dist/registry.json', '/dist/module-reach.json']) expect((await send('GET', path)).status, path).toBe(404);
    for (const path of ['/dist/aalto-hubs.css', '/dist/aalto-hubs.js.map', '/dist/THIRD_PARTY_LICENSES'])
      expect((await send('GET', path)).status, path).toBe(200);
  });

  it('serves the API reference at /docs/ by the names the build writes only, and not under /dist/', async () => {
    expect((await send('GET', '/docs')).status).toBe(301);
    for (const path of [
      '/docs/%2e%2e/package.json',
      '/docs/elements/..%2f..%2f..%2fpackage.json',
      '/docs/guides/x.md',
      '/dist/docs/index.html',
      '/dist/docs/elements/people-hub.html',
    ]) {
      expect((await send('GET', path)).status, path).toBe(404);
    }
  });

  it('refuses a search body that is not JSON by type (text/plain needs no CORS preflight), as a cluster does', async () => {
    const refused = await send('POST', SEARCH, { body: '{}', headers: { 'content-type': 'text/plain' } });
    expect(refused.status).toBe(406);
    expect(refused.body).toContain('text/plain');
    for (const type of ['application/json', 'application/x-ndjson', 'application/json; charset=utf-8'])
      expect((await send('POST', SEARCH, { body: '{}', headers: { 'content-type': type } })).status, type).toBe(200);
  });

  it('knows only the configured index names: another prefix is a 404, building nothing', async () => {
    const unknown = ['evil_live_public_en', 'aalto_live_public_de', 'aalto_prod_public_en', 'aalto_live_secrets_en'];
    for (const name of unknown) {
      const answer = await send('POST', `/search/${name}/_search`, { body: '{}', headers: JSON_TYPE });
      expect(answer.status, name).toBe(404);
      expect(answer.body, name).toContain('index_not_found_exception');
    }
    // A fresh service, its corpus's documents watched: the 404s build no index; a known name does.
    // (How soon the 404 comes is test/bench/demo-server.bench.ts's.)
    vi.resetModules();
    const built = vi.fn();
    vi.doMock('../../demo/search/documents.mjs', async (original) => {
      const real = await original<{ documents: (...args: unknown[]) => unknown }>();
      return { ...real, documents: (...args: unknown[]) => (built(...args), real.documents(...args)) };
    });
    try {
      const fresh = (await import('../../demo/search/service.mjs')).handleSearch;
      for (const name of unknown) expect(fresh(name, '{}').status, name).toBe(404);
      expect(built).not.toHaveBeenCalled();
      expect(fresh('aalto_live_public_en', '{}').status).toBe(200);
      expect(built).toHaveBeenCalled();
    } finally {
      vi.doUnmock('../../demo/search/documents.mjs');
      vi.resetModules();
    }
  });

  it('refuses a query past a cluster limit with a 400 that names the limit, before any search', async () => {
    const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i % 97}`).join(' ');
    const cases: Array<[unknown, string]> = [
      [{ query: { multi_match: { query: words(50_000), type: 'phrase_prefix', fields: ['title', 'summary'] } } }, 'maxClauseCount is set to 1024'],
      [{ query: { bool: { should: Array.from({ length: 1_025 }, (_, i) => ({ term: { type: `t${i}` } })) } } }, 'maxClauseCount is set to 1024'],
      [{ query: { terms: { type: Array.from({ length: 65_537 }, (_, i) => i) } } }, 'index.max_terms_count'],
      [JSON.parse(`{"query":${'{"bool":{"must":'.repeat(40)}{"match_all":{}}${'}}'.repeat(40)}}`), 'nested deeper than [30]'],
    ];
    for (const [query, named] of cases) {
      const answer = await send('POST', SEARCH, { body: JSON.stringify(query), headers: JSON_TYPE });
      expect(answer.status, named).toBe(400);
      expect(answer.body, named).toContain(named);
      // Refused before the search: with no time at all for it, still the 400, not a timed-out
      // search. (That the 400 comes within a second is test/bench/demo-server.bench.ts's.)
      const refused = handleSearch('aalto_live_public_en', JSON.stringify(query), '', { budgetMs: -1 });
      expect(refused.status, named).toBe(400);
      expect(JSON.stringify(refused.body), named).toContain(named);
    }
    // Under the limit, a long query still answers.
    expect(
      (
        await send('POST', SEARCH, {
          body: JSON.stringify({ query: { multi_match: { query: words(100), fields: ['title', 'summary'], fuzziness: 'AUTO' } } }),
          headers: JSON_TYPE,
        })
      ).status,
    ).toBe(200);
    await alive();
  });

  it('stops a search past its time budget and answers timed_out with no hits, as a cluster’s search timeout does', () => {
    const body = JSON.stringify({ query: { bool: { should: [{ match_all: {} }, { match_all: {} }] } } });
    expect(handleSearch('aalto_live_public_en', body, '', { budgetMs: -1 })).toEqual({
      status: 200,
      body: expect.objectContaining({ timed_out: true, hits: { total: { value: 0, relation: 'eq' }, hits: [] } }),
    });
    expect(handleSearch('aalto_live_public_en', body).body).toMatchObject({ timed_out: false });
  });

  it('serves the site pages that items link to and the search results page, in the language of the path', async () => {
    const search = await send('GET', '/fi/search?search=robotiikka&quicksearch=true');
    expect(search.status).toBe(200);
    expect(search.body).toContain('<html lang="fi">');
    expect(search.body).toContain('<h1>Hakutulokset</h1>');
    // The hits' own pages: each has a title, a text and a link back, in the path's language.
    const hit = /<li><p><strong><a href="(\/fi\/[^"]+)">/.exec(search.body)?.[1];
    expect(hit).toBeDefined();
    const detail = await send('GET', hit!);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatch(/<a href="\/[\w-]*(\.html)?\?lang=fi">Takaisin: /);
    expect(detail.body).toMatch(/<h1>[^<]+<\/h1>/);
    expect(await send('HEAD', hit!)).toEqual({ status: 200, body: '' });
    expect((await send('GET', '/fi/ei-tallaista-sivua')).status).toBe(404);
    expect((await send('GET', '/sv/evenemang/finns-inte')).status).toBe(404);
    expect((await send('POST', hit!)).status).toBe(405);
    await alive();
  });

  it('caps demo_count at the specification’s largest result size', async () => {
    const grants = async (count: number) => {
      const answer = await send('GET', '/aalto_api/into/grants-awards?language=en', { headers: { cookie: `demo_count=${count}` } });
      return (JSON.parse(answer.body) as { data: { grantsAwards: unknown[] } }).data.grantsAwards.length;
    };
    const capped = await grants(20_000);
    expect(capped).toBeGreaterThan(10_000);
    expect(await grants(200_000)).toBe(capped);
  });

  it('starts from a folder whose path has a space and non-ASCII letters', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'aalto hübs å '));
    try {
      cpSync(join(process.cwd(), 'demo'), join(folder, 'demo'), { recursive: true });
      // The elements' demo pages and fixtures are in their folders, found by scripts/hub-folders.mjs.
      cpSync(join(process.cwd(), 'src/hubs'), join(folder, 'src/hubs'), { recursive: true });
      cpSync(join(process.cwd(), 'scripts/hub-folders.mjs'), join(folder, 'scripts/hub-folders.mjs'));
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
  });
});
