// npm run bench:browser (scripts/bench-browser.ts): An element as a visitor on a phone gets it: navigation → its content painted under slow 4G and a CPU slowdown, with the depth of its chain of requests.
import { base, baselineBase, browser, median, RUNS, VIEWPORT } from './setup';
import { firstPaintProbe } from './first-paint';

/**
 * A visitor on a phone: Lighthouse's slow 4G (its `mobileSlow4G`: 150 ms a round trip, 1.6 Mbps
 * down, 750 kbps up) and a 4× CPU slowdown, by Chromium's own emulation (each request pays the
 * round trip, as a real network's would).
 */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;

export interface Visit {
  /** Navigation start → the element's content painted. */
  painted: number;
  /**
   * The longest chain of requests the content waited for (those answered before it was in the page),
   * the page's document not counted (the loader is 1).
   */
  depth: number;
  /** The script requests started before it, the loader's not counted. */
  scripts: number;
}

/**
 * The figures before the loader started an element's chunks and first calls (measured on that
 * build under the same emulation): what each element's row is read against. Only the elements
 * measured then.
 */
export const BEFORE_FIRST_CALLS: ReadonlyMap<string, { painted: number; depth: number; scripts?: number }> = new Map([
  ['summer-school-listing', { painted: 2230, depth: 4, scripts: 8 }],
  ['events-listing', { painted: 3440, depth: 4 }],
]);
/** The chain depth every element's content is held to: the loader, then its chunks and first calls together. */
export const DEPTH_TARGET = 2;
/** WATERFALL=1 prints each visit's requests: start and end after navigation, depth, type, address. */
const WATERFALL = process.env.WATERFALL === '1';

/**
 * One visit of an element's demo page from `origin` in a fresh context: when its content is
 * painted, and the requests before that. A request's depth is one more than the deepest file on
 * its initiator's stack (a script that called `fetch` or `import()`, the document that named a
 * script), the document's 0: the loader is 1, the chunks it imports 2, a call the element's code
 * makes once they have run 3. The chain counts the requests answered before the content was in
 * the page: one sent by its first render (the cards' image lookup) is not one it waited for.
 */
export async function visit(origin: string, tag: string, path: string): Promise<Visit> {
  const context = await browser.newContext({ baseURL: origin, viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // Start and end in wall-clock milliseconds (an end is given on the monotonic clock: the start's offset converts it).
    const requests: Array<{ id: string; url: string; type: string | undefined; at: number; offset: number; end?: number; depth: number }> = [];
    const depthOf = new Map<string, number>();
    type Stack = { callFrames: Array<{ url: string }>; parent?: Stack };
    const ended = (event: unknown) => {
      const { requestId, timestamp } = event as { requestId: string; timestamp: number };
      for (const r of requests) if (r.id === requestId && r.end === undefined) r.end = (timestamp + r.offset) * 1000;
    };
    cdp.on('Network.loadingFinished', ended);
    cdp.on('Network.loadingFailed', ended);
    cdp.on('Network.requestWillBeSent', (event) => {
      const { requestId, request, initiator, type, wallTime, timestamp } = event as {
        requestId: string;
        request: { url: string };
        initiator: { url?: string; stack?: Stack };
        type?: string;
        wallTime: number;
        timestamp: number;
      };
      const from: string[] = initiator.url ? [initiator.url] : [];
      for (let stack = initiator.stack; stack; stack = stack.parent) from.push(...stack.callFrames.map((frame) => frame.url));
      const known = from.map((url) => depthOf.get(url)).filter((depth): depth is number => depth !== undefined);
      const depth = type === 'Document' ? 0 : known.length ? Math.max(...known) + 1 : 1;
      if (!depthOf.has(request.url)) depthOf.set(request.url, depth);
      requests.push({ id: requestId, url: request.url, type, at: wallTime * 1000, offset: wallTime - timestamp, depth });
    });
    await page.addInitScript({ content: `var __name = (f) => f; (${firstPaintProbe.toString()})(${JSON.stringify(tag)});` });
    await page.goto(`/${path}`);
    await page.waitForFunction(() => (window as unknown as { __painted?: number }).__painted !== undefined, undefined, { timeout: 60_000 });
    const {
      painted,
      inPage,
      origin: timeOrigin,
    } = await page.evaluate(() => ({
      painted: (window as unknown as { __painted: number }).__painted,
      inPage: (window as unknown as { __ready: number }).__ready,
      origin: performance.timeOrigin,
    }));
    const before = requests.filter((r) => r.at <= timeOrigin + painted && r.type !== 'Document');
    const loader = /\/aalto-hubs\.js(\?|$)/;
    if (WATERFALL) {
      const at = (time: number | undefined) => (time === undefined ? '-' : String(Math.round(time - timeOrigin))).padStart(6);
      console.log(`${origin} <${tag}>: in the page at ${Math.round(inPage)} ms, painted at ${Math.round(painted)} ms`);
      for (const r of requests) console.log(`${at(r.at)} ${at(r.end)}  depth ${r.depth}  ${r.type ?? ''} ${r.url.replace(origin, '')}`);
    }
    return {
      painted,
      depth: Math.max(0, ...before.filter((r) => r.end !== undefined && r.end <= timeOrigin + inPage).map((r) => r.depth)),
      scripts: before.filter((r) => r.type === 'Script' && !loader.test(r.url)).length,
    };
  } finally {
    await context.close();
  }
}

/** An element's visits, medians of RUNS: this build's, and the baseline's taken in turn with them. */
export async function visits(tag: string, path: string): Promise<{ now: Visit; before?: Visit }> {
  const now: Visit[] = [];
  const before: Visit[] = [];
  // Not counted: each server compresses a file on its first request (then keeps it).
  await visit(base, tag, path);
  if (baselineBase) await visit(baselineBase, tag, path);
  for (let run = 0; run < RUNS; run += 1) {
    now.push(await visit(base, tag, path));
    if (baselineBase) before.push(await visit(baselineBase, tag, path));
  }
  const of = (list: Visit[]): Visit => ({
    painted: median(list.map((v) => v.painted)),
    depth: Math.max(...list.map((v) => v.depth)),
    scripts: median(list.map((v) => v.scripts)),
  });
  return { now: of(now), before: before.length ? of(before) : undefined };
}
