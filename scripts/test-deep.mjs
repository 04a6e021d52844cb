// npm run test:deep: the unit project (unit and property tests) with every property at its full
// run count (PROPERTY_RUNS=10000: 10,000 runs for each endpoint parser; test/property/runs.ts).
// `npm test` runs at most 1,000 runs a property; the closing note of a change runs both.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const result = spawnSync(join(root, 'node_modules', '.bin', 'vitest'), ['run', '--project', 'unit', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PROPERTY_RUNS: process.env.PROPERTY_RUNS || '10000' },
});
process.exit(result.status ?? 1);
