/**
 * Browser tests: one Chromium (Debian's, through playwright-core) and one demo server for all
 * test files, and the engine broker that lends Firefox and WebKit to the files that ask
 * (test/engines/). Needs `npm run build` first (`npm test` does it).
 */
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { chromium, type BrowserServer } from 'playwright-core';
import { createDemoServer } from '../../demo/server.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';
import { startEngineBroker } from '../engines/broker';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    wsEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(new URL('../../dist/aalto-hubs.js', import.meta.url))) {
    throw new Error('dist/ is missing: run `npm run build` before the browser tests (npm test does).');
  }
  const server = createDemoServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const browser: BrowserServer = await chromium.launchServer({ executablePath: chromiumPath({ shell: true }), args: CHROMIUM_ARGS });
  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('wsEndpoint', browser.wsEndpoint());
  const broker = await startEngineBroker();
  project.provide('engineBroker', broker.url);
  return async () => {
    await broker.close();
    await browser.close();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
}
