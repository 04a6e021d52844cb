// docs/summer-school.png, the README's picture: the demo's summer school listing as Chromium's
// headless shell draws it, on the fixture content API with a few courses. Needs `npm run build`
// first; run with `npx tsx scripts/readme-picture.ts`. The server and the browser are its own,
// closed before it exits.
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright-core';
import { createDemoServer } from '../demo/server.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../test/browser/chromium';

const COURSES = 4;
const server = createDemoServer();
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: chromiumPath({ shell: true }), args: CHROMIUM_ARGS });
try {
  const context = await browser.newContext({ viewport: { width: 1000, height: 800 }, deviceScaleFactor: 1, reducedMotion: 'reduce' });
  await context.addCookies([{ name: 'demo_count', value: String(COURSES), url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/summer-school.html?lang=en`);
  const element = page.locator('summer-school-listing');
  await element
    .locator('tbody tr')
    .nth(COURSES - 1)
    .waitFor();
  await element.screenshot({ path: 'docs/summer-school.png', animations: 'disabled' });
} finally {
  await browser.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}
