/**
 * `SEARCH_ENGINE=opensearch npm start`: the demo server answers /search/{indices}/_search from an
 * OpenSearch node. First its forwarding rules against a stand-in node that counts what reaches it
 * (the same addresses, the intranet token rule, only `_search` on the scheme's index names); then
 * the quick search and the people hub in Chromium on the real seeded node, showing what the node
 * answers.
 */
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer } from '../../demo/server.mjs';
import { DEMO_TOKEN } from '../../demo/search/service.mjs';
import { quickSearchQuery } from '../../src/hubs/aalto-quicksearch/search-query';
import { profilesQuery } from '../../src/hubs/people-hub/search-query';
import { CHROMIUM_ARGS, chromiumPath } from '../browser/chromium';
import { nodeReady, skipReason } from './node';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function close(server: Server | undefined) {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

describe('the demo server with SEARCH_ENGINE=opensearch, against a stand-in node', () => {
  const reached: Array<{ method: string; url: string; body: string; headers: IncomingMessage['headers'] }> = [];
  let fake: Server;
  let demo: Server;
  let base: string;

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        reached.push({ method: req.method ?? '', url: req.url ?? '', body, headers: req.headers });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            took: 1,
            hits: { total: { value: 1, relation: 'eq' }, hits: [{ _index: 'x', _id: '1', _score: 1, _source: { title: ['From the node'] } }] },
          }),
        );
      });
    });
    demo = createDemoServer({ searchEngine: 'opensearch', openSearchUrl: await listen(fake) });
    base = await listen(demo);
  });

  afterAll(async () => {
    await close(demo);
    await close(fake);
  });

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/x-ndjson', ...headers }, body: JSON.stringify(body) });

  it('forwards a search to {node}/{indices}/_search with the body as JSON, and answers with the node’s answer', async () => {
    reached.length = 0;
    const body = quickSearchQuery('robotics');
    const response = await post('/search/aalto_live_public_en/_search', body);
    expect(response.status).toBe(200);
    expect((await response.json()).hits.hits[0]._source.title).toEqual(['From the node']);
    expect(reached).toHaveLength(1);
    expect(reached[0]).toMatchObject({ method: 'POST', url: '/aalto_live_public_en/_search' });
    expect(reached[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(reached[0]!.body)).toEqual(body);
  });

  it('forwards intranet indexes only with the demo’s token, as the embedded service answers them', async () => {
    reached.length = 0;
    expect((await post('/search/aalto_live_public_en,aalto_live_intranet_en/_search', {})).status).toBe(403);
    expect((await post('/search/aalto_live_events_intranet_fi/_search', {}, { Authorization: 'Bearer wrong' })).status).toBe(403);
    expect(reached).toHaveLength(0);
    expect((await post('/search/aalto_live_public_en,aalto_live_intranet_en/_search', {}, { Authorization: `Bearer ${DEMO_TOKEN}` })).status).toBe(200);
    expect(reached.map((r) => r.url)).toEqual(['/aalto_live_public_en,aalto_live_intranet_en/_search']);
    // The node gets no credential: the proxy checked it.
    expect(reached[0]!.headers.authorization).toBeUndefined();
  });

  it('never forwards another path, another method, an index outside the scheme or a query string', async () => {
    reached.length = 0;
    const refused = [
      ['POST', '/search/_all/_search'],
      ['POST', '/search/.kibana/_search'],
      ['POST', '/search/aalto_live_secret_en/_search'],
      ['POST', '/search/aalto_live_public_en/_delete_by_query'],
      ['POST', '/search/aalto_live_public_en/_doc/1'],
      ['POST', '/search/aalto_live_public_en%2F_delete_by_query/_search'],
      ['POST', '/search/_cluster/health'],
      ['GET', '/search/aalto_live_public_en/_search'],
      ['PUT', '/search/aalto_live_public_en/_search'],
      ['DELETE', '/search/aalto_live_public_en'],
      ['POST', '/search/aalto_live_public_en*/_search'],
    ] as const;
    for (const [method, path] of refused) {
      const response = await fetch(`${base}${path}`, { method, headers: { 'Content-Type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
      expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
    }
    expect(reached).toEqual([]);
    expect((await post('/search/aalto_live_public_en/_search?scroll=1m&pretty', {})).status).toBe(200);
    expect(reached.map((r) => r.url)).toEqual(['/aalto_live_public_en/_search']);
  });

  it('answers a body that is not JSON with 400 and a node that does not answer with 502, and lives on', async () => {
    reached.length = 0;
    const bad = await fetch(`${base}/search/aalto_live_public_en/_search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"query":',
    });
    expect(bad.status).toBe(400);
    expect(reached).toEqual([]);
    const gone = createDemoServer({ searchEngine: 'opensearch', openSearchUrl: 'http://127.0.0.1:9' });
    const goneBase = await listen(gone);
    try {
      const response = await fetch(`${goneBase}/search/aalto_live_public_en/_search`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(response.status).toBe(502);
      expect((await fetch(`${goneBase}/aalto_api/news/list?_format=json&language=en`)).status).toBe(200);
    } finally {
      await close(gone);
    }
  });
});

const skip = skipReason();

describe.skipIf(skip)('the quick search and the people hub in Chromium on the OpenSearch node', () => {
  let demo: Server;
  let base: string;
  let nodeUrl: string;
  let browser: Browser;

  beforeAll(async () => {
    if (!existsSync(new URL('../../dist/aalto-hubs.js', import.meta.url))) throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
    browser = await chromium.launch({ executablePath: chromiumPath({ shell: true }), args: CHROMIUM_ARGS });
    nodeUrl = (await nodeReady()).url;
    demo = createDemoServer({ searchEngine: 'opensearch', openSearchUrl: nodeUrl });
    base = await listen(demo);
  }, 200_000);

  afterAll(async () => {
    await browser?.close();
    await close(demo);
  });

  const fromNode = async (index: string, body: unknown) => {
    const response = await fetch(`${nodeUrl}/${index}/_search`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return ((await response.json()).hits.hits as Array<{ _source: { title: string[] } }>).map((h) => h._source.title[0]);
  };

  it('the quick search suggests what the node finds, in its order', async () => {
    const context = await browser.newContext({ baseURL: base });
    try {
      const page = await context.newPage();
      const searches: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('/search/aalto_live_public_en/_search')) searches.push(response.status());
      });
      await page.goto('/quicksearch.html');
      const box = page.getByRole('combobox', { name: 'Search' });
      await box.fill('robotics');
      const entries = page.locator('aalto-quicksearch [data-entry]');
      const expected = await fromNode('aalto_live_public_en', quickSearchQuery('robotics'));
      expect(expected.length).toBeGreaterThan(0);
      await expect.poll(() => entries.count(), { timeout: 15_000 }).toBe(expected.length);
      const shown = await page
        .locator('aalto-quicksearch [data-entry] mark')
        .evaluateAll((marks) => marks.map((m) => m.closest('[data-entry]')!.textContent ?? ''));
      expect(shown.length).toBeGreaterThan(0);
      const titles = await entries.evaluateAll((els) => els.map((el) => el.textContent ?? ''));
      expected.forEach((title, i) => expect(titles[i], `suggestion ${i + 1}`).toContain(title));
      expect(searches.length).toBeGreaterThan(0);
      expect(searches.every((status) => status === 200)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('the people hub lists the people the node finds for a name, in its order', async () => {
    const context = await browser.newContext({ baseURL: base });
    try {
      const page = await context.newPage();
      const searches: number[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('/search/aalto_live_profiles_en/_search')) searches.push(response.status());
      });
      await page.goto('/people-hub.html');
      await page.locator('people-hub .aalto-count').filter({ hasText: /\d/ }).waitFor();
      const expected = await fromNode('aalto_live_profiles_en', profilesQuery('Tanaka'));
      expect(expected.length).toBeGreaterThan(0);
      const input = page.getByRole('searchbox', { name: 'Search by name or department' });
      await input.fill('Tanaka');
      await input.press('Enter');
      const cards = page.locator('people-hub .aalto-card__title a');
      await expect.poll(() => cards.first().textContent(), { timeout: 15_000 }).toBe(expected[0]);
      const shown = await cards.evaluateAll((els) => els.map((el) => el.textContent ?? ''));
      expect(shown.slice(0, expected.length)).toEqual(expected.slice(0, shown.length));
      expect(searches).toContain(200);
    } finally {
      await context.close();
    }
  });
});
