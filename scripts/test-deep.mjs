// npm run test:deep: what `npm test` samples, in full. The unit project (unit and property tests)
// with every property at its full run count (PROPERTY_RUNS=10000: 10,000 runs for each endpoint
// parser; test/property/runs.ts), then, after a build, the browser sweeps with AALTO_FULL: axe on
// every demo page in every language of its layout, every rule (test/browser/axe-pages.ts), on
// every page of the API reference (docs-pages.test.ts), every element under hostile page content
// (hostile-content.test.ts) and through every kind of hostile or failing answer (hostile.test.ts),
// and the packed package in fresh React and Vue apps (package-apps.test.ts). `npm test`
// runs at most 200 runs a property and a sample of those pages, elements and apps; the closing
// note of a change runs both (and `npm run test:engines`). Arguments go to the unit run.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const run = (command, args, env = {}) => spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;
const vitest = join(root, 'node_modules', '.bin', 'vitest');
const SWEEPS = [
  'test/browser/axe-desktop.test.ts',
  'test/browser/axe-phone.test.ts',
  'test/browser/docs-pages.test.ts',
  'test/browser/hostile-content.test.ts',
  'test/browser/hostile.test.ts',
  'test/browser/package-apps.test.ts',
];

const unit = run(vitest, ['run', '--project', 'unit', ...process.argv.slice(2)], { PROPERTY_RUNS: process.env.PROPERTY_RUNS || '10000' });
const built = run(process.execPath, ['scripts/build.mjs']);
const sweeps = built === 0 ? run(vitest, ['run', '--project', 'browser', ...SWEEPS], { AALTO_FULL: '1' }) : 1;
process.exit(unit || built || sweeps);
