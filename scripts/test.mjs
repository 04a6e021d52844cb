// npm test: what CI runs. Installs the browsers that are missing (as root, from Debian's packages),
// then the type check (with the own-keys rule and ESLint on its program) beside the build, then,
// beside the rest of the check and the typings' type test, every test (unit, property, bundlers,
// browser, search) in one vitest run. Fails if any of them fails.
// Ends with a plain 'N passed, N failed' line.
import { fileURLToPath } from 'node:url';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const chromium = process.env.CHROMIUM_PATH;
const CHROMIUM_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = '/usr/bin/chromium';

/** Runs a step (one process), its output kept and shown when it ends. */
function quietly([title, command, args]) {
  const started = performance.now();
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) =>
    child.on('close', (code) => {
      console.log(`\n▶ ${title} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      process.stdout.write(Buffer.concat(output));
      resolve(code ?? 1);
    }),
  );
}

// The browser tests run in Debian's Chromium headless shell (the same Chromium without the
// browser's windows: a quarter less CPU a test), else in Debian's full Chromium; the engine tests
// (test/engines/) in Debian's Firefox ESR and WebKitGTK's MiniBrowser under a virtual X server.
// What is missing is installed from Debian's packages in one step (as root), without the packages
// they only recommend (codecs, fonts, dictionaries: a quarter of the packages and of the time).
const ENGINES = (process.env.ENGINES ?? 'chromium,firefox,webkit').split(',').map((name) => name.trim());
const needed = [
  ['chromium', chromium ? [chromium] : [CHROMIUM_SHELL, CHROMIUM], 'chromium-headless-shell'],
  ['firefox', [process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'], 'firefox-esr'],
  ['webkit', [process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver'], 'webkit2gtk-driver'],
  ['webkit', ['/usr/bin/Xvfb'], 'xvfb'],
].filter(([engine]) => ENGINES.includes(engine));
const missing = () => needed.filter(([, paths]) => !paths.some((path) => existsSync(path)));
if (chromium && !existsSync(chromium)) {
  console.error(`No Chromium at CHROMIUM_PATH=${chromium}.`);
  process.exit(1);
}
if (missing().length && process.getuid?.() === 0) {
  const packages = missing().map(([, , name]) => name);
  console.log(`▶ Installing Debian's ${packages.join(', ')} for the browser tests`);
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    }).status === 0;
  // The package lists are read again only when the install cannot find what it needs.
  if (!install()) {
    execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'] });
    if (!install()) console.log('  not installed');
  }
}
if (missing().length) {
  const packages = missing().map(([, , name]) => name);
  console.error(
    `Missing for the browser tests: ${packages.join(', ')}. Install Debian's packages (sudo apt-get install --no-install-recommends ${packages.join(' ')}), set CHROMIUM_PATH, FIREFOX_PATH or WEBKIT_DRIVER_PATH, or leave engines out with ENGINES=chromium.`,
  );
  process.exit(1);
}

// The type check and the build are independent and each keeps one core busy: side by side. The
// tests start as soon as the build is done, beside the rest of the type check (the tests need
// dist/, not the type check), with the type test of the package's typings as an app uses them
// (React 19 JSX and Vue 3 components, typed events; it reads dist/). ESLint runs in the type
// check's process, on its program: the type-checked rules reuse the types the check computed.
const checked = quietly(['type check, the own-keys rule and lint', process.execPath, ['scripts/typecheck.mjs', '--lint']]);
if ((await quietly(['build', process.execPath, ['scripts/build.mjs']])) !== 0) {
  await checked;
  process.exit(1);
}
const typed = quietly(['type test of the typings (React, Vue, DOM)', bin('tsc'), ['-p', 'test/types/tsconfig.json']]);

const report = join(root, '.vitest-results.json');
rmSync(report, { force: true });
console.log('\n▶ unit, property, bundler and browser tests');
const status = await new Promise((resolve) =>
  spawn(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { cwd: root, stdio: 'inherit' }).on('close', (code) =>
    resolve(code ?? 1),
  ),
);
const checks = await Promise.all([checked, typed]);

if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = numPendingTests + numTodoTests;
  console.log(`\n${numPassedTests} passed, ${numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
  if (numPassedTests === 0) process.exit(1);
}
process.exit(status || checks.find((code) => code !== 0) || 0);
