/**
 * Browser tests: one demo server for all test files, and the engine broker that lends Firefox and
 * WebKit to the files that ask (test/engines/). Each test worker launches its own Chromium
 * (chromium.ts). Needs `npm run build` first (`npm test` does it).
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { createDemoServer } from '../../demo/server.mjs';
import { chromiumPath } from './chromium';
import { startEngineBroker } from '../engines/broker';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(new URL('../../dist/aalto-hubs.js', import.meta.url))) {
    throw new Error('dist/ is missing: run `npm run build` before the browser tests (npm test does).');
  }
  const server = createDemoServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // A missing Chromium fails here, once, rather than in every file.
  chromiumPath({ shell: true });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  const broker = await startEngineBroker();
  project.provide('engineBroker', broker.url);
  return async () => {
    await broker.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
}
