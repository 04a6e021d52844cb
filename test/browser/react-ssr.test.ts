/**
 * `aalto-hubs/react` server-rendered and hydrated in Chromium, as a Next.js-style app does it (after
 * `npm run build`): the built package linked into a temporary app, its page rendered in Node with
 * `renderToString`, the same app built by Vite and hydrated in the browser with `hydrateRoot`.
 * Content calls and the search service go to the demo server. React reports no hydration error
 * (#418 and the like), the server's nodes stay in the page, and the elements then load and work.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, open, useBrowser } from './harness';

useBrowser();
const root = process.cwd();
let dir: string;
let server: Server | undefined;
let address: string;

// The app, as plain modules (no JSX), which Node renders and Vite bundles alike.
const APP = `import { createElement as h } from 'react';
import { AaltoCookieConsent, AaltoQuicksearch, PeopleHub, SummerSchoolListing } from 'aalto-hubs/react';

export function App() {
  return h('main', null,
    h('h1', null, 'Courses'),
    h(AaltoQuicksearch, { language: 'en', searchHost: '/search', onAaltoQuicksearchSubmit: (event) => { event.preventDefault(); document.title = 'searched: ' + event.detail.term; } }),
    h(SummerSchoolListing, { language: 'en', linkTarget: '_self' }),
    h(PeopleHub, { language: 'en', searchHost: '/search', headingLevel: 2 }),
    h(AaltoCookieConsent, { language: 'en', revision: '1' }));
}
`;
const MAIN = `import { createElement as h } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app.js';

window.__hydration = [];
const report = (error) => window.__hydration.push(String(error && error.message || error));
hydrateRoot(document.getElementById('root'), h(App), { onRecoverableError: report, onCaughtError: report, onUncaughtError: report });
`;
const SERVER = `import { writeFileSync } from 'node:fs';
import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app.js';

const html = renderToString(h(App));
// What the server sent, kept before the app's code runs: hydration must keep these nodes.
const keep = '<script>window.__server = [...document.querySelectorAll("[data-aalto-react]")].map((host) => host.firstElementChild);</script>';
writeFileSync('index.html', '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>SSR</title><link rel="stylesheet" href="/aalto-hubs.css"></head><body><div id="root">' + html + '</div>' + keep + '<script type="module" src="./main.js"></script></body></html>');
`;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
/** Serves the app's build; anything else (content API calls, the search service) is the demo server's. */
async function serve(folder: string): Promise<string> {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = join(folder, url.pathname === '/' ? 'index.html' : url.pathname);
    if (file.startsWith(folder) && existsSync(file) && statSync(file).isFile()) {
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      createReadStream(file).pipe(res);
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const answer = await fetch(`${baseUrl()}${url.pathname}${url.search}`, {
      method: req.method,
      headers: { 'content-type': req.headers['content-type'] ?? 'text/plain' },
      body: chunks.length ? Buffer.concat(chunks) : undefined,
    });
    res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
    res.end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'aalto-hubs-ssr-'));
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(root, join(dir, 'node_modules', 'aalto-hubs'), 'dir');
  for (const name of ['react', 'react-dom']) symlinkSync(join(root, 'node_modules', name), join(dir, 'node_modules', name), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'ssr-app', private: true, type: 'module' }));
  writeFileSync(join(dir, 'app.js'), APP);
  writeFileSync(join(dir, 'main.js'), MAIN);
  writeFileSync(join(dir, 'server.js'), SERVER);
  execFileSync(process.execPath, ['server.js'], { cwd: dir, encoding: 'utf8' });
  const { build } = await import('vite');
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { outDir: 'dist', emptyOutDir: true },
  });
  execFileSync('cp', [join(root, 'dist', 'aalto-hubs.css'), join(dir, 'dist', 'aalto-hubs.css')]);
  address = await serve(join(dir, 'dist'));
}, 180_000);

afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('aalto-hubs/react in Chromium: server-rendered, then hydrated', () => {
  it('hydrates with no error, keeps the server nodes, then loads and works', async () => {
    const { page, problems } = await open(address);
    // The server's markup is there before any script: the listings' loading state, the quick search's form.
    await page.locator('summer-school-listing table tbody tr').first().waitFor();
    await page.locator('people-hub .aalto-card').first().waitFor();
    const dialog = page.getByRole('dialog', { name: 'Cookies on this site' });
    await dialog.waitFor();
    expect(await page.evaluate(() => (window as unknown as { __hydration: string[] }).__hydration)).toEqual([]);
    // Every host's first node is the server's own (none was thrown away and drawn again).
    expect(
      await page.evaluate(() => (window as unknown as { __server: Array<Element | null> }).__server.map((node) => node === null || node.isConnected)),
    ).toEqual([true, true, true, true]);
    await dialog.getByRole('button', { name: 'Accept all' }).click();
    const search = page.locator('aalto-quicksearch').getByRole('combobox', { name: 'Search' });
    await search.fill('studies');
    await page.locator('aalto-quicksearch [data-entry]').first().waitFor();
    await search.press('Enter');
    await expect.poll(() => page.title()).toBe('searched: studies');
    expect(problems).toEqual([]);
  });
});
