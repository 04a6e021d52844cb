// npm run bench:browser: timings in Debian's Chromium against the demo server (fixture API on
// loopback), each the median of RUNS runs in fresh browser contexts. Reports, and exits non-zero
// when a target is missed:
//   - every element: its tag connected → its first render painted (content loaded);
//   - every element as a visitor on a phone gets it (ONLY=visit): navigation → its content painted
//     under Lighthouse's slow 4G (150 ms a round trip, 1.6 Mbps) and a 4× CPU slowdown, with the
//     depth of the chain of requests it waited for (≤ 2) and how many script requests it made,
//     beside the figures measured before the loader started an element's chunks and first calls; with
//     BASELINE=<another build's dist/>, that build measured in turn beside this one (each run of
//     one, then of the other, medians of each);
//   - 5,000 events: data arrival (list and categories) → the first page of cards painted (≤ 250 ms,
//     ≤ 2.3× the floor measured in the same run, no task of 50 ms or more in between); the same at
//     1,000 and at 20 events (what a first page costs whatever the count), and the floor (the 5,000
//     events' body read by a bare fetch().json());
//   - summer school with 1,000 courses: a filter click, a sort click and a keystroke in the search,
//     each input → next paint by the Event Timing API (≤ 50 ms; Chromium reports only events of
//     16 ms or more, so an unreported one counts as under 16); beside it, what is not ours: a click
//     on the same page whose handler only repaints the window, and the same filter click on a
//     reference table (test/bench/reference-table.js) made with React and made with DOM calls.
//   - Lighthouse 12 on every element's demo page, mobile preset: performance ≥ 0.95,
//     accessibility 1, best practices 1. LH_RUNS runs a page (RUNS unless set); the scores are
//     those of Lighthouse's median run (`computeMedianRun`: the run nearest the median first
//     contentful paint and time to interactive), with every run's performance beside them, since
//     one run's score moves by 0.05 on one build.
// Each part writes its table, dated, to its own section of docs/benchmarks.md
// (scripts/bench-report.mjs; a run with LATENCY has sections of its own). Needs `npm run build`.
// Run with tsx.
import { readFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { rollup } from 'rollup';
import { createDemoServer } from '../demo/server.mjs';
import { CHROMIUM_ARGS, chromiumPath } from '../test/browser/chromium';
import { stamp, writeSection } from './bench-report.mjs';

const RUNS = Number(process.env.RUNS ?? 5);
const LH_RUNS = Number(process.env.LH_RUNS ?? RUNS);
const LATENCY = Number(process.env.LATENCY ?? 0);
// TAGS=events-listing,services-hub limits the per-element parts (first paint, Lighthouse) to those tags;
// LATENCY=100 adds 100 ms to every request, as a real network's round trip would.
const TAGS = process.env.TAGS?.split(',').map((tag) => tag.trim());
const BASELINE = process.env.BASELINE;
const registry: Array<{ tag: string; page: string }> = (JSON.parse(readFileSync('dist/registry.json', 'utf8')) as Array<{ tag: string; page: string }>).filter(
  ({ tag }) => !TAGS || TAGS.includes(tag),
);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const server = createDemoServer();
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
// Another build, served by a server of its own, for the visit part to measure in turn with this one.
const baselineServer = BASELINE ? createDemoServer({ dist: BASELINE }) : null;
if (baselineServer) await new Promise<void>((resolve) => baselineServer.listen(0, '127.0.0.1', resolve));
const baselineBase = baselineServer ? `http://127.0.0.1:${(baselineServer.address() as AddressInfo).port}` : '';
const browser: Browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });

const VIEWPORT = { width: 1280, height: 900 };

async function fresh(path: string, cookies: Record<string, string> = {}, init?: (tag: string) => void, tag = ''): Promise<Page> {
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

/** In the page: when the tag is defined (it is connected then), and when its first render with content is painted. */
function firstPaintProbe(tag: string) {
  const w = window as unknown as { __connected?: number; __ready?: number; __painted?: number };
  const define = customElements.define.bind(customElements);
  customElements.define = (name, constructor, options) => {
    define(name, constructor, options);
    if (name === tag) w.__connected ??= performance.now();
  };
  const ready = () => {
    const el = document.querySelector(tag);
    if (!el) return false;
    if (el.hasAttribute('data-idle')) return true;
    const inner = el.matches('[data-rendered]') ? el : null;
    return inner !== null && !/(Loading contents|Ladataan|laddas)/.test(inner.textContent ?? '');
  };
  new MutationObserver((_, observer) => {
    if (w.__painted !== undefined || w.__ready !== undefined || !ready()) return;
    w.__ready = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (w.__painted = performance.now()), 0));
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

async function elementFirstPaint(tag: string, page: string): Promise<number> {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const p = await fresh(`/${page}`, {}, firstPaintProbe, tag);
    await p.waitForFunction(() => (window as unknown as { __painted?: number }).__painted !== undefined, undefined, { timeout: 30_000 });
    samples.push(
      await p.evaluate(() => {
        const w = window as unknown as { __connected: number; __painted: number };
        return w.__painted - w.__connected;
      }),
    );
    await p.context().close();
  }
  return median(samples);
}

/**
 * A visitor on a phone: Lighthouse's slow 4G (its `mobileSlow4G`: 150 ms a round trip, 1.6 Mbps
 * down, 750 kbps up) and a 4× CPU slowdown, by Chromium's own emulation (each request pays the
 * round trip, as a real network's would).
 */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

interface Visit {
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
const BEFORE_FIRST_CALLS: ReadonlyMap<string, { painted: number; depth: number; scripts?: number }> = new Map([
  ['summer-school-listing', { painted: 2230, depth: 4, scripts: 8 }],
  ['events-listing', { painted: 3440, depth: 4 }],
]);
/** The chain depth every element's content is held to: the loader, then its chunks and first calls together. */
const DEPTH_TARGET = 2;

/**
 * One visit of an element's demo page from `origin` in a fresh context: when its content is
 * painted, and the requests before that. A request's depth is one more than the deepest file on
 * its initiator's stack (a script that called `fetch` or `import()`, the document that named a
 * script), the document's 0: the loader is 1, the chunks it imports 2, a call the element's code
 * makes once they have run 3. The chain counts the requests answered before the content was in
 * the page: one sent by its first render (the cards' image lookup) is not one it waited for.
 */
async function visit(origin: string, tag: string, path: string): Promise<Visit> {
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
async function visits(tag: string, path: string): Promise<{ now: Visit; before?: Visit }> {
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

/**
 * Data arrival → the first page of cards painted (the median of RUNS runs), and the longest task
 * that overlapped that span in any run (Chromium's 'longtask' entries: tasks of 50 ms or more; 0
 * when there was none).
 */
async function eventsFirstPage(count: number): Promise<{ painted: number; longestTask: number }> {
  const samples: number[] = [];
  let longestTask = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const p = await fresh('/events.html', { demo_count: String(count), demo_session: 'community', jwt: 'demo-community-token' }, () => {
      const w = window as unknown as { __firstCard?: number; __tasks: Array<[number, number]> };
      w.__tasks = [];
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) w.__tasks.push([task.startTime, task.startTime + task.duration]);
      }).observe({ type: 'longtask', buffered: true });
      new MutationObserver((_, observer) => {
        if (!document.querySelector('events-listing .aalto-card')) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (w.__firstCard = performance.now()), 0));
      }).observe(document, { subtree: true, childList: true });
    });
    await p.waitForFunction(() => (window as unknown as { __firstCard?: number }).__firstCard !== undefined, undefined, { timeout: 30_000 });
    const measured = await p.evaluate(() => {
      const w = window as unknown as { __firstCard: number; __tasks: Array<[number, number]> };
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const arrival = Math.max(...entries.filter((e) => /events\/(list|categories)/.test(e.name)).map((e) => e.responseEnd));
      // A task in the span: it ended after the data arrived and started before the paint.
      const longest = Math.max(0, ...w.__tasks.filter(([start, end]) => end > arrival && start < w.__firstCard).map(([start, end]) => end - start));
      return { painted: w.__firstCard - arrival, longest };
    });
    samples.push(measured.painted);
    longestTask = Math.max(longestTask, measured.longest);
    if (count === 5000) listUrl ??= await p.evaluate(() => performance.getEntriesByType('resource').find((e) => /events\/list/.test(e.name))?.name);
    await p.context().close();
  }
  return { painted: median(samples), longestTask };
}
let listUrl: string | undefined;

/**
 * What no code of ours can go below: the same 5,000 events' body read by a bare
 * `fetch(url).json()` in a fresh context on a page with no element, from the response's end
 * (as the target measures it) to the parsed body. The browser hands the body to the page after the
 * network has received it, decompressed, and JSON.parse reads it on the main thread.
 */
async function eventsBareJson(): Promise<number> {
  const samples: number[] = [];
  for (let run = 0; run < RUNS && listUrl; run += 1) {
    const p = await fresh('/index.html', { demo_count: '5000', demo_session: 'community', jwt: 'demo-community-token' });
    samples.push(
      await p.evaluate(async (url) => {
        const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
        await response.json();
        const parsed = performance.now();
        const entry = performance.getEntriesByType('resource').find((e) => e.name === url) as PerformanceResourceTiming;
        return parsed - entry.responseEnd;
      }, listUrl),
    );
    await p.context().close();
  }
  return samples.length ? median(samples) : NaN;
}

/** Starts keeping the page's Event Timing entries (Chromium reports those of 16 ms or more). */
async function observeEvents(p: Page): Promise<void> {
  await p.evaluate(() => {
    const w = window as unknown as { __events: Array<{ name: string; duration: number }> };
    w.__events = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__events.push({ name: e.name, duration: e.duration });
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
}

/** The longest Event Timing duration, among `names`, of what `act` does. */
async function longest(p: Page, names: string[], act: () => Promise<void>): Promise<number> {
  await p.evaluate(() => ((window as unknown as { __events: unknown[] }).__events = []));
  await act();
  // Let the next frames paint and their entries arrive.
  await p.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
  const events = await p.evaluate(() => (window as unknown as { __events: Array<{ name: string; duration: number }> }).__events);
  return Math.max(0, ...events.filter((e) => names.includes(e.name)).map((e) => e.duration));
}
const POINTER = ['click', 'pointerdown', 'pointerup'];

/**
 * test/bench/reference-table.js, the least a table can do for the filter click, bundled and
 * minified once with React's production build, as the package's chunks are, and a page like the
 * demo's to show it on.
 */
let referenceCode: Promise<string> | undefined;
const referenceBundle = () =>
  (referenceCode ??= (async () => {
    const bundle = await rollup({
      input: 'test/bench/reference-table.js',
      plugins: [
        replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
        nodeResolve({ browser: true }),
        commonjs(),
        terser(),
      ],
    });
    const { output } = await bundle.generate({ format: 'es' });
    await bundle.close();
    return output[0].code;
  })());
const REFERENCE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Reference table</title>
<link rel="stylesheet" href="/dist/aalto-hubs.css"><style>body { font-family: system-ui, sans-serif; max-width: 80rem; margin: 0 auto; padding: 1rem; line-height: 1.5; }</style>
<script type="module" src="/bench-reference.js"></script></head><body><header><h1>Summer school courses</h1></header><main id="root"></main></body></html>`;

/** The reference table's first filter click, with React or (`dom`) with DOM calls. */
async function referenceFilterClick(dom: boolean): Promise<number> {
  const code = await referenceBundle();
  const context = await browser.newContext({ baseURL: base, viewport: VIEWPORT });
  const p = await context.newPage();
  await p.route(`${base}/bench-reference.js`, (route) => route.fulfill({ contentType: 'text/javascript', body: code }));
  await p.route(`${base}/bench-reference.html*`, (route) => route.fulfill({ contentType: 'text/html', body: REFERENCE_PAGE }));
  await p.goto(`/bench-reference.html${dom ? '?dom' : ''}`);
  await p.locator('tbody tr').first().waitFor({ timeout: 30_000 });
  await observeEvents(p);
  const value = await longest(p, POINTER, () => p.locator('input[type="checkbox"]').first().click());
  await context.close();
  return value;
}

/**
 * The longest Event Timing duration of each interaction kind, per run, at 1,000 courses; and
 * in turn with them, what is not ours: a click that only repaints the window, and the reference
 * table's filter click with React and with DOM calls.
 */
type Interaction = 'filter' | 'sort' | 'typing' | 'repaint' | 'reactTable' | 'domTable';
async function summerSchoolInteractions(): Promise<Record<Interaction, number>> {
  const runs: Array<Record<Interaction, number>> = [];
  for (let run = 0; run < RUNS; run += 1) {
    const p = await fresh('/summer-school.html', { demo_count: '1000' });
    await p.locator('summer-school-listing tbody tr').first().waitFor({ timeout: 30_000 });
    await observeEvents(p);
    const filter = await longest(p, POINTER, () => p.locator('summer-school-listing input[type="checkbox"]').first().click());
    const sort = await longest(p, POINTER, () => p.locator('summer-school-listing .aalto-table__sort').first().click());
    const typing = await longest(p, ['keydown', 'keyup', 'keypress'], async () => {
      await p.locator('summer-school-listing input[type="search"], summer-school-listing input[type="text"]').first().focus();
      await p.keyboard.type('da');
    });
    // The floor under a click on this page: a button of the test's whose handler only changes the
    // page's background, so that the whole window is painted again (as a filter click's new rows
    // are), with no code of ours in the handler.
    await p.evaluate(() => {
      const button = document.createElement('button');
      button.id = 'bench-repaint';
      button.textContent = 'Repaint';
      button.addEventListener('click', () => (document.body.style.background = document.body.style.background ? '' : '#fee'));
      document.querySelector('header')!.append(button);
    });
    const repaint = await longest(p, POINTER, () => p.locator('#bench-repaint').click());
    await p.context().close();
    runs.push({ filter, sort, typing, repaint, reactTable: await referenceFilterClick(false), domTable: await referenceFilterClick(true) });
  }
  const of = (kind: Interaction) => median(runs.map((r) => r[kind]));
  return { filter: of('filter'), sort: of('sort'), typing: of('typing'), repaint: of('repaint'), reactTable: of('reactTable'), domTable: of('domTable') };
}

/** One Lighthouse run of a page (its default: the mobile preset, simulated throttling), in a Chromium of its own. */
async function lighthouseRun(path: string) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    return result!.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * A page's category scores over LH_RUNS runs: those of Lighthouse's median run, every run's
 * performance, and the lowest accessibility and best practices of any run (those should never move).
 */
async function lighthouseScores(path: string) {
  const runs = [];
  for (let run = 0; run < LH_RUNS; run += 1) runs.push(await lighthouseRun(path));
  const median = computeMedianRun(runs);
  const score = (lhr: (typeof runs)[number], id: string) => lhr.categories[id]?.score ?? 0;
  const audit = (id: string) => median.audits[id]?.numericValue ?? NaN;
  // The metrics the performance score is made of, so that a low score says what to look at.
  const metrics = `FCP ${Math.round(audit('first-contentful-paint'))} ms, LCP ${Math.round(audit('largest-contentful-paint'))} ms, TBT ${Math.round(audit('total-blocking-time'))} ms, CLS ${audit('cumulative-layout-shift').toFixed(3)}, SI ${Math.round(audit('speed-index'))} ms`;
  return {
    performance: score(median, 'performance'),
    every: runs.map((lhr) => score(lhr, 'performance')),
    accessibility: Math.min(...runs.map((lhr) => score(lhr, 'accessibility'))),
    bestPractices: Math.min(...runs.map((lhr) => score(lhr, 'best-practices'))),
    metrics,
  };
}

const ms = (value: number) => (value < 16 ? '< 16 ms' : `${Math.round(value)} ms`);
let missed = 0;
/** The current part's table lines and misses, for its section of docs/benchmarks.md. */
let lines: string[] = [];
let partMissed = 0;
let partTargets = 0;
const line = (text: string) => {
  console.log(text);
  lines.push(text);
};
const row = (what: string, value: number, target?: number, format = (v: number) => `${Math.round(v)} ms`, unit = ' ms') => {
  const ok = target === undefined || value <= target;
  if (target !== undefined) partTargets += 1;
  if (!ok) {
    missed += 1;
    partMissed += 1;
  }
  line(`| ${what} | ${format(value)} | ${target === undefined ? '' : `≤ ${target}${unit}`} | ${target === undefined ? '' : ok ? 'ok' : 'MISSED'} |`);
};
const conditions = [`RUNS=${RUNS}`, LH_RUNS !== RUNS ? `LH_RUNS=${LH_RUNS}` : '', LATENCY ? `LATENCY=${LATENCY}` : '', TAGS ? `TAGS=${TAGS.join(',')}` : '']
  .filter(Boolean)
  .join(' ');
/** Writes the part just measured to its section, then starts the next part's table. */
function publish(part: string, title: string, started: string, header: string) {
  const latency = LATENCY ? ` with ${LATENCY} ms a request` : '';
  writeSection({
    id: `bench-browser-${part}${LATENCY ? `-latency-${LATENCY}` : ''}`,
    title: `${title}${latency} (\`npm run bench:browser\`)`,
    command: `npm run build && ${conditions} ONLY=${part} npm run bench:browser`,
    started,
    verdict: partMissed ? `${partMissed} target(s) missed` : partTargets ? 'every target met' : 'measured (no targets: a report)',
    // Tags are code, not HTML, in Markdown.
    body: [...(TAGS ? [`Only ${TAGS.map((tag) => `<${tag}>`).join(', ')} (\`TAGS\`): a partial run.\n`] : []), header, ...lines]
      .join('\n')
      .replace(/<([a-z][\w-]*-[\w-]*)>/g, '`<$1>`'),
  });
  lines = [];
  partMissed = 0;
  partTargets = 0;
}
const TABLE = '| what | median | target | |\n| --- | --- | --- | --- |';

try {
  console.log(`Medians of ${RUNS} runs in Chromium (${chromiumPath()}), fixture API on loopback${LATENCY ? `, ${LATENCY} ms added to every request` : ''}.\n`);
  console.log(TABLE);
  // ONLY=elements, visit, events, summer or lighthouse runs one part.
  const only = (part: string) => !process.env.ONLY || process.env.ONLY === part;
  const medians = `Medians of ${RUNS} runs in fresh contexts of Chromium against the demo server (loopback, gzip).`;
  if (only('elements')) {
    const started = stamp();
    for (const { tag, page } of registry) row(`<${tag}>: connected → first render painted`, await elementFirstPaint(tag, page));
    publish('elements', 'Every element: connected to first render painted', started, `${medians}\n\n${TABLE}`);
  }
  if (only('visit')) {
    const started = stamp();
    const columns = [
      'element',
      'content painted',
      'chain depth',
      'script requests',
      ...(BASELINE ? ['baseline: content painted', 'chain depth', 'script requests', 'sooner by'] : []),
      'before the loader started first calls: content painted, depth, scripts',
      '',
    ];
    line(`| ${columns.join(' | ')} |\n|${' --- |'.repeat(columns.length)}`);
    for (const { tag, page } of registry) {
      const { now, before } = await visits(tag, page);
      const cells = (v: Visit) => [`${Math.round(v.painted)} ms`, String(v.depth), `loader + ${v.scripts}`];
      const earlier = BEFORE_FIRST_CALLS.get(tag);
      const earlierCell = earlier
        ? `${earlier.painted} ms, ${earlier.depth}${earlier.scripts === undefined ? '' : `, loader + ${earlier.scripts}`} (${Math.round(earlier.painted - now.painted)} ms sooner)`
        : '';
      partTargets += 1;
      const deep = now.depth > DEPTH_TARGET;
      if (deep) {
        missed += 1;
        partMissed += 1;
      }
      const verdict = deep ? `MISSED: depth ≤ ${DEPTH_TARGET}` : 'ok';
      line(
        `| <${tag}> | ${[...cells(now), ...(before ? [...cells(before), `${Math.round(before.painted - now.painted)} ms`] : []), earlierCell, verdict].join(' | ')} |`,
      );
    }
    publish(
      'visit',
      'Every element on a phone: navigation to content painted, slow 4G and 4× CPU',
      started,
      `Medians of ${RUNS} runs in fresh contexts of Chromium under its emulation of Lighthouse's slow 4G (150 ms a round trip, 1.6 Mbps) and a 4× CPU slowdown: from navigation to the element's content painted; the chain depth is the most requests in a row that the content waited for (those answered before it was in the page), each started by the one before (the page's document not counted: the loader is 1, the chunks and first calls it starts 2; target ≤ ${DEPTH_TARGET}); script requests are those started before it, the loader's not counted. Beside it, the figures before the loader started an element's chunks and first calls (that build, the same emulation), where they were measured.${BASELINE ? ` And the build in \`${BASELINE}\`, each run taken in turn with one of this build.` : ''}\n`,
    );
  }
  if (only('events')) {
    const started = stamp();
    const fiveThousand = await eventsFirstPage(5000);
    row('5,000 events: data arrival → first page painted', fiveThousand.painted, 250);
    // How the time grows with the count: what 20 events cost is the first page's own (the body's
    // read, the first render and paint of code that has not run before), the rest is per event.
    row('1,000 events: data arrival → first page painted', (await eventsFirstPage(1000)).painted);
    row('20 events: data arrival → first page painted (one page: no per-event work beyond it)', (await eventsFirstPage(20)).painted);
    const floor = await eventsBareJson();
    row('5,000 events: data arrival → body parsed by a bare fetch().json(), no element (the floor)', floor);
    row('5,000 events: first page painted ÷ the floor, in this run', fiveThousand.painted / floor, 2.3, (v) => `${v.toFixed(2)}×`, '×');
    row('5,000 events: the longest task between data arrival and first page painted, in any run', fiveThousand.longestTask, 50);
    publish('events', 'Events: data arrival to first page painted', started, `${medians}\n\n${TABLE}`);
  }
  if (only('summer')) {
    const started = stamp();
    const interactions = await summerSchoolInteractions();
    row('summer school, 1,000 courses: filter click (Event Timing)', interactions.filter, 50, ms);
    row('summer school, 1,000 courses: sort click (Event Timing)', interactions.sort, 50, ms);
    row('summer school, 1,000 courses: typing in the search (Event Timing)', interactions.typing, 50, ms);
    row('summer school, 1,000 courses: a click that only repaints the window, no code of ours (the floor)', interactions.repaint, undefined, ms);
    row('the reference table (test/bench/reference-table.js), React: the same filter click', interactions.reactTable, undefined, ms);
    row('the reference table, DOM calls, no React: the same filter click', interactions.domTable, undefined, ms);
    publish(
      'summer',
      'Summer school at 1,000 courses: input to next paint',
      started,
      `${medians} Event Timing durations come in steps of 8 ms; Chromium reports none under 16 ms.\n\n${TABLE}`,
    );
  }
  if (only('lighthouse')) {
    const started = stamp();
    line(
      `\n| Lighthouse 12, mobile (the median of ${LH_RUNS} runs) | performance (≥ 0.95) | every run's performance | accessibility (1) | best practices (1) | the median run's metrics (simulated slow 4G, 4× CPU) | |\n| --- | --- | --- | --- | --- | --- | --- |`,
    );
    for (const { tag, page } of registry) {
      const score = await lighthouseScores(`/${page}`);
      const ok = score.performance >= 0.95 && score.accessibility === 1 && score.bestPractices === 1;
      if (!ok) missed += 1;
      partTargets += 1;
      if (!ok) partMissed += 1;
      line(
        `| <${tag}> | ${score.performance} | ${score.every.join(', ')} | ${score.accessibility} | ${score.bestPractices} | ${score.metrics} | ${ok ? 'ok' : 'MISSED'} |`,
      );
    }
    publish(
      'lighthouse',
      'Lighthouse on every demo page',
      started,
      `Lighthouse's median run of ${LH_RUNS} a page (\`computeMedianRun\`), with every run's performance beside it.`,
    );
  }
} finally {
  await browser.close();
  server.close();
  baselineServer?.close();
}
if (missed) {
  console.error(`\n${missed} target(s) missed`);
  process.exitCode = 1;
}
