import { defineConfig } from 'vitest/config';

// Two projects: unit and property tests in happy-dom; browser tests in node, driving Debian's
// Chromium (playwright-core) against the demo server that test/browser/global-setup.ts starts.
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['test/unit/**/*.test.{ts,tsx}', 'test/property/**/*.test.{ts,tsx}'],
          setupFiles: ['test/unit/setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['test/browser/**/*.test.ts'],
          globalSetup: ['test/browser/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 60_000,
          // One Chromium serves every file; two files at a time suit a 2-core machine.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
