// npm test: what CI runs. Installs Chromium's headless shell if it is missing (as root, from Debian's packages),
// then the type check (with the own-keys rule) and the build side by side, the typings' type test, and every test (unit, property, bundlers, browser, search) in one vitest run.
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

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  return result.status ?? 1;
}

/** Runs steps side by side (each is one process on one core), their output kept apart and shown as each ends. */
async function together(steps) {
  const ran = steps.map(([title, command, args]) => {
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
  });
  return (await Promise.all(ran)).every((code) => code === 0);
}

// The browser tests run in Debian's Chromium headless shell (the same Chromium without the
// browser's windows: a quarter less CPU a test), else in Debian's full Chromium.
if (chromium) {
  if (!existsSync(chromium)) {
    console.error(`No Chromium at CHROMIUM_PATH=${chromium}.`);
    process.exit(1);
  }
} else if (!existsSync(CHROMIUM_SHELL)) {
  if (process.getuid?.() === 0) {
    console.log("▶ Chromium's headless shell is missing: installing Debian's chromium-headless-shell package");
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    } catch {
      console.log("  not installed: the tests run in the full Chromium (slower)");
    }
  }
  if (!existsSync(CHROMIUM_SHELL) && !existsSync(CHROMIUM)) {
    console.error(`No Chromium at ${CHROMIUM_SHELL} or ${CHROMIUM}. Install Debian's package (sudo apt-get install chromium-headless-shell) or set CHROMIUM_PATH.`);
    process.exit(1);
  }
}

// The type check and the build are independent and each keeps one core busy: side by side.
const checkedAndBuilt = await together([
  ['type check and the own-keys rule', process.execPath, ['scripts/typecheck.mjs']],
  ['build', process.execPath, ['scripts/build.mjs']],
]);
if (!checkedAndBuilt) process.exit(1);
// The package's typings as an app uses them: React 19 JSX and Vue 3 components, typed events.
if (step('type test of the typings (React, Vue, DOM)', bin('tsc'), ['-p', 'test/types/tsconfig.json']) !== 0) process.exit(1);

const report = join(root, '.vitest-results.json');
rmSync(report, { force: true });
const status = step('unit, property, bundler and browser tests', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);

if (existsSync(report)) {
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = JSON.parse(readFileSync(report, 'utf8'));
  const skipped = numPendingTests + numTodoTests;
  console.log(`\n${numPassedTests} passed, ${numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`);
  if (numPassedTests === 0) process.exit(1);
}
process.exit(status);
