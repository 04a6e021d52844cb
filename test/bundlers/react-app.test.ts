/**
 * `aalto-hubs/react` in a fresh Vite + React 19 app (after `npm run build`): the package linked
 * into a temporary app as an installed package is (its `exports` and `sideEffects` as published),
 * built by Vite twice, without and with `<SummerSchoolListing>`. The app keeps one React (the
 * bundle has React's and ReactDOM's code once, as the app without the package has it), grows by no
 * more than the element's own code (what a CMS page loads for the custom element, less React), and
 * holds no other element's code. In Node, the same package renders the component on a server.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = process.cwd();
const dist = join(root, 'dist');
let dir: string;

const gzip = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const KB = 1024;

/** The app's JS after `vite build`: every chunk's text, and its gzip size (each file on its own, as a browser gets it). */
function bundleOf(app: string): { code: string; gzip: number } {
  const assets = join(dir, app, 'dist', 'assets');
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
  const texts = files.map((f) => readFileSync(join(assets, f), 'utf8'));
  return { code: texts.join('\n'), gzip: texts.reduce((sum, text) => sum + gzip(text), 0) };
}

async function buildApp(app: string, main: string) {
  mkdirSync(join(dir, app), { recursive: true });
  writeFileSync(
    join(dir, app, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>app</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  writeFileSync(join(dir, app, 'main.tsx'), main);
  // Production, as \`vite build\` makes it: vitest's NODE_ENV (test) would give React's development builds.
  await build({
    root: join(dir, app),
    configFile: false,
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [react()],
    build: { outDir: 'dist', emptyOutDir: true },
  });
  return bundleOf(app);
}

/** What a CMS page loads for one custom element (npm run size's page weight): the loader, its chunks and what they import, its heaviest texts. */
function elementPageGzip(tag: string): number {
  const registry = JSON.parse(readFileSync(join(dist, 'registry.json'), 'utf8')) as Array<{ tag: string; chunk: string }>;
  const chunks = readdirSync(join(dist, 'chunks'));
  const { chunk } = registry.find((e) => e.tag === tag)!;
  const first = chunks.find((f) => f.startsWith(`${chunk}-`) && f.endsWith('.js') && f.length === chunk.length + 10)!;
  const seen = new Set([first]);
  for (const file of seen) {
    for (const [, name] of readFileSync(join(dist, 'chunks', file), 'utf8').matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) seen.add(name!);
  }
  const texts = readdirSync(join(dist, 'chunks', 'lang')).filter((f) => f.startsWith(`${tag}.`) && f.endsWith('.js'));
  const heaviest = Math.max(...texts.map((f) => gzip(readFileSync(join(dist, 'chunks', 'lang', f)))));
  return gzip(readFileSync(join(dist, 'aalto-hubs.js'))) + [...seen].reduce((sum, f) => sum + gzip(readFileSync(join(dist, 'chunks', f))), 0) + heaviest;
}

/** The name of React's internals, which React defines and ReactDOM reads: so many per copy of them (a property name, kept by minifiers). */
const REACT_MARKER = /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE/g;
/** ReactDOM's renderer tells devtools its version: once per copy of ReactDOM's client. */
const REACT_DOM_MARKER = /reconcilerVersion/g;
const count = (code: string, marker: RegExp) => code.match(marker)?.length ?? 0;

const BASELINE = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')!).render(<StrictMode><main><h1>Courses</h1></main></StrictMode>);
`;
const WITH_LISTING = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SummerSchoolListing } from 'aalto-hubs/react';
createRoot(document.getElementById('root')!).render(<StrictMode><main><h1>Courses</h1><SummerSchoolListing language="en" linkTarget="_self" /></main></StrictMode>);
`;

let baseline: { code: string; gzip: number };
let withListing: { code: string; gzip: number };

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'aalto-hubs-react-app-'));
  // An app's node_modules: the package as installed (this checkout, with its dist/), React and ReactDOM.
  mkdirSync(join(dir, 'node_modules'));
  symlinkSync(root, join(dir, 'node_modules', 'aalto-hubs'), 'dir');
  for (const name of ['react', 'react-dom']) symlinkSync(join(root, 'node_modules', name), join(dir, 'node_modules', name), 'dir');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  baseline = await buildApp('baseline', BASELINE);
  withListing = await buildApp('with-listing', WITH_LISTING);
}, 180_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a Vite + React 19 app with aalto-hubs/react', () => {
  it('has one React: the bundle holds React and ReactDOM once, as the app without the package does', () => {
    expect(count(baseline.code, REACT_MARKER)).toBeGreaterThan(0);
    expect(count(baseline.code, REACT_DOM_MARKER)).toBe(1);
    expect(count(withListing.code, REACT_MARKER)).toBe(count(baseline.code, REACT_MARKER));
    expect(count(withListing.code, REACT_DOM_MARKER)).toBe(1);
    // The element is in: its texts and its call.
    expect(withListing.code).toContain('Loading contents...');
    expect(withListing.code).toContain('summer_school/courses');
  });

  it("grows by no more than the element's own code, and holds no other element's", () => {
    const growth = withListing.gzip - baseline.gzip;
    const page = elementPageGzip('summer-school-listing');
    // The element's own code: what a CMS page loads for it, less React (about the app without the package).
    const own = page - baseline.gzip;
    console.log(
      `React app ${(baseline.gzip / KB).toFixed(2)} KB gzip; with <SummerSchoolListing> ${(withListing.gzip / KB).toFixed(2)} KB: +${(growth / KB).toFixed(2)} KB. The custom element's page: ${(page / KB).toFixed(2)} KB, less React: ${(own / KB).toFixed(2)} KB.`,
    );
    expect(growth).toBeGreaterThan(0);
    expect(growth).toBeLessThanOrEqual(own);
    // Other elements are left out (the package's modules have no side effects): the people hub's call, the consent dialog.
    expect(withListing.code).not.toContain('people_hub/profiles');
    expect(withListing.code).not.toContain('aalto_consent_');
    // And none of the custom elements' runtime, which marks a tag it rendered.
    expect(withListing.code).not.toContain('data-rendered');
  });

  it('renders on a server (Node, no DOM) from the installed package', () => {
    const script = `import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { SummerSchoolListing, AaltoQuicksearch } from 'aalto-hubs/react';
console.log(renderToString(createElement('div', null, createElement(SummerSchoolListing, { language: 'fi' }), createElement(AaltoQuicksearch, { language: 'sv' }))));
`;
    writeFileSync(join(dir, 'server.mjs'), script);
    const html = execFileSync(process.execPath, ['server.mjs'], { cwd: dir, encoding: 'utf8' });
    expect(html).toContain('<summer-school-listing language="fi" data-aalto-react="">');
    expect(html).toContain('Ladataan sisältöä...');
    expect(html).toContain('<aalto-quicksearch language="sv" data-aalto-react="">');
  });
});
