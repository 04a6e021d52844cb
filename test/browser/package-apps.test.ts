/**
 * The package as an app installs it: `npm pack` of this checkout, unpacked from the tarball into a
 * fresh Vite + React 19 app and a fresh Vite + Vue 3 app in a temporary folder. In each: the
 * typings check the app (and reject a wrong attribute value), Vite builds it, and in Chromium the
 * elements render, with the app's handlers receiving the elements' events. Also: the installed
 * package imports in Node. Needs `npm run build`. In `npm run test:deep` (AALTO_FULL) only: in
 * `npm test` the typings' type test (test/types/) checks React's JSX and Vue's components,
 * test/bundlers/ builds apps from the files `npm pack` publishes, and test/unit/package.test.ts
 * checks what it packs and that it imports in Node.
 *
 * The apps' own dependencies (Vite and its plugins, React, Vue, TypeScript, vue-tsc, React's
 * types) are this checkout's devDependencies, linked into the app's node_modules rather than
 * installed from the registry on every run: the package itself is what is under test, and it
 * alone comes from the tarball. A link resolves from where it points, so those tools find their
 * own dependencies in the checkout, while the package finds nothing but what the app lists.
 */
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, elementsReady, open, useBrowser } from './harness';

useBrowser();
const root = process.cwd();
let dir: string;
const servers: Server[] = [];

/** Runs a command in the temporary folder; its output is the error message when it fails. */
function run(command: string, args: string[], cwd = dir, timeout = 240_000): string {
  try {
    return execFileSync(command, args, { cwd, encoding: 'utf8', timeout, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: '1' } });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${command} ${args.join(' ')} failed:\n${e.stdout ?? ''}\n${e.stderr ?? e.message}`);
  }
}
const bin = (name: string) => join(dir, 'node_modules', '.bin', name);

/** The apps' dependencies besides the package: devDependencies of this checkout. */
const APP_DEPENDENCIES = [
  'react',
  'react-dom',
  'vue',
  'vite',
  '@vitejs/plugin-react',
  '@vitejs/plugin-vue',
  'typescript',
  'vue-tsc',
  '@types/react',
  '@types/react-dom',
];
/** The commands the tests run, by the package that provides each. */
const BINS: Record<string, string> = { tsc: 'typescript/bin/tsc', 'vue-tsc': 'vue-tsc/bin/vue-tsc.js', vite: 'vite/bin/vite.js' };

function write(files: Record<string, string>) {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
/**
 * Serves an app's build; anything else (content API calls, images) is passed on to the demo
 * server, as the site's own server would answer it.
 */
async function serve(folder: string): Promise<string> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const file = join(folder, url.pathname === '/' ? 'index.html' : url.pathname);
    if (!file.startsWith(folder) || !existsSync(file) || !statSync(file).isFile()) {
      const answer = await fetch(`${baseUrl()}${url.pathname}${url.search}`);
      res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
      res.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
}

const REACT_APP = {
  'react-app/index.html':
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>React app</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  'react-app/vite.config.js': "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
  'react-app/main.tsx': `import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import 'aalto-hubs';
import 'aalto-hubs/aalto-hubs.css';
import type {} from 'aalto-hubs/react';

function App() {
  const [log, setLog] = useState('');
  return (
    <main>
      <h1>React app</h1>
      <p id="log">{log}</p>
      <events-listing language="en" heading-level={2} link-target="_self" />
      <aalto-cookie-consent revision="1" onaalto-consent-change={(event) => setLog(\`statistics: \${event.detail.categories.statistics}, source: \${event.detail.source}\`)} />
    </main>
  );
}
createRoot(document.getElementById('root')!).render(<App />);
`,
  // As a fresh Vite app has it: Vite's client types (its stylesheet imports among them).
  'react-app/env.d.ts': '/// <reference types="vite/client" />\n',
  'react-app/bad.tsx': 'import type {} from \'aalto-hubs/react\';\nexport const Bad = () => <news-listing language="de" />;\n',
  'react-app/tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      types: [],
    },
    files: ['env.d.ts', 'main.tsx'],
  }),
  'react-app/tsconfig.bad.json': JSON.stringify({ extends: './tsconfig.json', files: ['env.d.ts', 'main.tsx', 'bad.tsx'] }),
};

const VUE_APP = {
  'vue-app/index.html':
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Vue app</title></head><body><div id="app"></div><script type="module" src="./main.ts"></script></body></html>',
  // docs/npm.md's set-up: the manifest's tags are custom elements to Vue's compiler.
  'vue-app/vite.config.js': `import vue from '@vitejs/plugin-vue';
import manifest from 'aalto-hubs/custom-elements.json' with { type: 'json' };

const tags = new Set(manifest.modules.flatMap((m) => m.declarations).map((d) => d.tagName).filter(Boolean));
export default { plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tags.has(tag) } } })] };
`,
  'vue-app/main.ts':
    "import { createApp } from 'vue';\nimport 'aalto-hubs';\nimport 'aalto-hubs/aalto-hubs.css';\nimport App from './App.vue';\ncreateApp(App).mount('#app');\n",
  'vue-app/App.vue': `<script setup lang="ts">
import { ref } from 'vue';
import type { AaltoEventMap } from 'aalto-hubs';
const log = ref('');
function changed(event: AaltoEventMap['aalto-consent-change']) {
  log.value = \`statistics: \${event.detail.categories.statistics}, source: \${event.detail.source}\`;
}
</script>
<template>
  <main>
    <h1>Vue app</h1>
    <p id="log">{{ log }}</p>
    <news-listing language="en" :heading-level="2" />
    <aalto-cookie-consent revision="1" @aalto-consent-change="changed" />
  </main>
</template>
`,
  'vue-app/Bad.vue': '<template><news-listing language="de" /></template>\n',
  'vue-app/env.d.ts':
    "/// <reference types=\"vite/client\" />\nimport type {} from 'aalto-hubs/vue';\ndeclare module '*.vue' { import type { DefineComponent } from 'vue'; const c: DefineComponent; export default c; }\n",
  'vue-app/tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      jsx: 'preserve',
      lib: ['ES2022', 'DOM', 'DOM.Iterable'],
      types: [],
    },
    files: ['env.d.ts', 'main.ts', 'App.vue'],
  }),
  'vue-app/tsconfig.bad.json': JSON.stringify({ extends: './tsconfig.json', files: ['env.d.ts', 'main.ts', 'App.vue', 'Bad.vue'] }),
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'aalto-hubs-apps-'));
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], root));
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, 'aalto-hubs'), { recursive: true });
  mkdirSync(join(modules, '.bin'));
  run('tar', ['-xzf', packed.filename, '-C', join(modules, 'aalto-hubs'), '--strip-components=1']);
  const versions: Record<string, string> = {};
  for (const name of APP_DEPENDENCIES) {
    const from = join(root, 'node_modules', name);
    versions[name] = JSON.parse(readFileSync(join(from, 'package.json'), 'utf8')).version;
    mkdirSync(dirname(join(modules, name)), { recursive: true });
    symlinkSync(from, join(modules, name), 'dir');
  }
  for (const [name, path] of Object.entries(BINS)) symlinkSync(join(modules, path), join(modules, '.bin', name));
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: 'apps', private: true, type: 'module', dependencies: { 'aalto-hubs': `file:./${packed.filename}`, ...versions } }),
  );
  write({ ...REACT_APP, ...VUE_APP });
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/**
 * Type-checks an app with its wrong file beside it (`tsconfig.bad.json`: one checker's start, not
 * two): the wrong value is rejected, and every error is in the wrong file, so the app is clean.
 */
function expectOnlyBadRejected(checker: string, app: string, bad: string) {
  let output = '';
  try {
    run(bin(checker), ['-p', `${app}/tsconfig.bad.json`]);
  } catch (error) {
    output = (error as Error).message;
  }
  expect(output, `${checker} accepted ${bad}`).toMatch(/"de"/);
  const errors = output.split('\n').filter((line) => /error TS\d+/.test(line));
  expect(errors.length).toBeGreaterThan(0);
  expect(
    errors.filter((line) => !line.startsWith(`${app}/${bad}(`)),
    `${checker}: errors outside ${bad}`,
  ).toEqual([]);
}

async function expectAppWorks(url: string) {
  const { page, problems } = await open(url);
  await elementsReady(page);
  // The listing rendered fixture content through the package's chunks, as Vite bundled them.
  await page.locator('.aalto-card').first().waitFor();
  const dialog = page.getByRole('dialog', { name: 'Cookies on this site' });
  await dialog.getByRole('button', { name: 'Accept all' }).click();
  // The app's own handler got the typed event. It writes it through React's or Vue's state, which
  // renders after the click has returned: read until it has (read once, it failed a CI run).
  await expect.poll(() => page.locator('#log').textContent()).toBe('statistics: true, source: dialog');
  expect(problems).toEqual([]);
}

describe('the packed package in fresh apps', () => {
  it('installs no dependencies of its own and imports in Node', () => {
    expect(existsSync(join(dir, 'node_modules/aalto-hubs/dist/aalto-hubs.js'))).toBe(true);
    // Nothing for npm to install beside it: no dependencies, and React only as an optional peer.
    const manifest = JSON.parse(readFileSync(join(dir, 'node_modules/aalto-hubs/package.json'), 'utf8'));
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(Object.keys(manifest.peerDependencies ?? {}).filter((name) => !manifest.peerDependenciesMeta?.[name]?.optional)).toEqual([]);
    const out = run(process.execPath, [
      '--input-type=module',
      '-e',
      "const m = await import('aalto-hubs'); console.log(typeof m.defineTag, typeof m.elementClass, typeof globalThis.customElements)",
    ]);
    expect(out.trim()).toBe('function function undefined');
  });

  it('Vite + React 19: the typings check the app and reject a wrong value; it builds, renders, and gets the events', async () => {
    expectOnlyBadRejected('tsc', 'react-app', 'bad.tsx');
    run(bin('vite'), ['build', 'react-app', '--logLevel', 'error']);
    await expectAppWorks(await serve(join(dir, 'react-app/dist')));
  });

  it('Vite + Vue 3: vue-tsc checks the templates and rejects a wrong value; it builds, renders, and gets the events', async () => {
    expectOnlyBadRejected('vue-tsc', 'vue-app', 'Bad.vue');
    run(bin('vite'), ['build', 'vue-app', '--logLevel', 'error']);
    await expectAppWorks(await serve(join(dir, 'vue-app/dist')));
  });
});
