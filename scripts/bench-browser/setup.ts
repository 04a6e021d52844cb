// npm run bench:browser (scripts/bench-browser.ts): The run's settings (RUNS, LH_RUNS, LATENCY, TAGS, BASELINE), the demo servers and the Chromium every part measures in, and a page in a fresh context.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createDemoServer } from '../../demo/server.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../../test/browser/chromium';

export const RUNS = Number(process.env.RUNS ?? 5);
export const LH_RUNS = Number(process.env.LH_RUNS ?? RUNS);
export const LATENCY = Number(process.env.LATENCY ?? 0);
// TAGS=events-listing,services-hub limits the per-element parts (first paint, Lighthouse) to those tags;
// LATENCY=100 adds 100 ms to every request, as a real network's round trip would.
export const TAGS = process.env.TAGS?.split(',').map((tag) => tag.trim());
export const BASELINE = process.env.BASELINE;
export const registry: Array<{ tag: string; page: string }> = (
  JSON.parse(readFileSync('dist/registry.json', 'utf8')) as Array<{ tag: string; page: string }>
).filter(({ tag }) => !TAGS || TAGS.includes(tag));
export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

export const server = createDemoServer();
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
export const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
// Another build, served by a server of its own, for the visit part to measure in turn with this one.
export const baselineServer = BASELINE ? createDemoServer({ dist: BASELINE }) : null;
if (baselineServer) await new Promise<void>((resolve) => baselineServer.listen(0, '127.0.0.1', resolve));
export const baselineBase = baselineServer ? `http://127.0.0.1:${(baselineServer.address() as AddressInfo).port}` : '';
export const browser: Browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

export const VIEWPORT = { width: 1280, height: 900 };

export async function fresh(path: string, cookies: Record<string, string> = {}, init?: (tag: string) => void, tag = ''): Promise<Page> {
  const context = await browser.newContext({ baseURL: base, viewport: VIEWPORT });
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: base })));
  const page = await context.newPage();
  // Chromium's network emulation: the round trips that loopback hides show.
  if (LATENCY > 0)
    await (
      await context.newCDPSession(page)
    ).send('Network.emulateNetworkConditions', { offline: false, latency: LATENCY, downloadThroughput: -1, uploadThroughput: -1 });
  // tsx names functions through a `__name` helper the page does not have: give it one.
  if (init) await page.addInitScript({ content: `var __name = (f) => f; (${init.toString()})(${JSON.stringify(tag)});` });
  await page.goto(path);
  return page;
}
