import { configDefaults, defineConfig } from 'vitest/config';
import { writeRegistry } from './scripts/hub-folders.mjs';
import LongestFirst from './test/sequencer.mjs';

// The registry (elements/registry.ts) is derived from the hub folders: written before any test imports it.
writeRegistry();

// Four projects: unit and property tests in happy-dom; apps built with Vite and webpack from
// dist/ (test/bundlers/), in node beside them; browser tests in node, driving Debian's Chromium
// (playwright-core) against the demo server that test/browser/global-setup.ts starts; the search
// contract tests in node, against the OpenSearch node that test/search/global-setup.ts starts in
// the background while the unit tests run (they skip with one line without Java).
export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['test/unit/**/*.test.{ts,tsx}', 'test/property/**/*.test.{ts,tsx}'],
          setupFiles: ['test/unit/setup.ts'],
          // Tests wait for conditions, never for an amount of time; on a machine busy with other
          // work those take longer than vitest's 5 s default (a file's first element imports React
          // and its chunks: 10 s and more at a load of 15 on 2 cores), so `until` waits up to 20 s
          // and a test fails by its own check, not by this bound.
          testTimeout: 60_000,
          // Vitest's default is one worker fewer than the cores, one on a 2-core machine: a file's
          // time is mostly its environment and imports, which two workers overlap.
          maxWorkers: 2,
          // Each file in a VM context of its own inside a reused worker: fresh modules and globals
          // a file, without a new process and environment a file (a third less CPU).
          pool: 'vmThreads',
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // Apps built from dist/ with Vite and with webpack (needs `npm run build`), beside the unit tests.
          name: 'bundlers',
          environment: 'node',
          include: ['test/bundlers/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          // A group's projects have one worker count (vitest): the unit project's.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          // test/engines/: every element in Firefox (desktop) and WebKit (phone), the driver and the
          // engines' differences; with AALTO_FULL (npm run test:engines) test/engines/full/ too (the
          // other sizes, Chromium, Finnish and Swedish) and the full keyboard walk
          // (`*.full.test.ts`), too long for npm test's six minutes.
          include: ['test/browser/**/*.test.ts', 'test/engines/*.test.ts', ...(process.env.AALTO_FULL ? ['test/engines/full/*.test.ts'] : [])],
          // The packed package in fresh Vite apps (package-apps.test.ts) runs in test:deep.
          exclude: process.env.AALTO_FULL
            ? configDefaults.exclude
            : [...configDefaults.exclude, 'test/browser/**/*.full.test.ts', 'test/browser/package-apps.test.ts'],
          globalSetup: ['test/browser/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 60_000,
          // A Chromium in each worker (test/browser/chromium.ts); three files at a time keep a 2-core machine busy (a
          // file waits on its pages much of its time), and a file's `concurrent` tests run three
          // at a time (each in a tab of its own), so that one's waits for the page are another's work.
          maxWorkers: 3,
          maxConcurrency: 3,
          // A worker runs file after file in one module graph (vitest's isolate off): a file's
          // start costs no new process, no second import of playwright-core. The files share
          // nothing but the harness, whose hooks connect and disconnect per file.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'search',
          environment: 'node',
          include: ['test/search/**/*.test.ts'],
          globalSetup: ['test/search/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 200_000,
          // After the unit tests, beside the browser tests (the same group: the same worker count).
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
