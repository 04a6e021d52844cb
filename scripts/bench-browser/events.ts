// npm run bench:browser (scripts/bench-browser.ts): 5,000 events: data arrival → the first page of cards painted, and the floor (the body read by a bare fetch().json()).
import { fresh, median, RUNS } from './setup';

/**
 * Data arrival → the first page of cards painted (the median of RUNS runs), and the longest task
 * that overlapped that span in any run (Chromium's 'longtask' entries: tasks of 50 ms or more; 0
 * when there was none). With `floor`, each run is followed by one of the floor (`bareJson`) on the
 * same body, so that the two medians meet the same load on a shared machine. `fromRead` and
 * `longestFromRead` are the same from the later of the data's arrival and the element's code
 * reading the body: what the element's own work with the data takes.
 */
export async function eventsFirstPage(
  count: number,
  floor = false,
): Promise<{ painted: number; longestTask: number; floor: number; fromRead: number; longestFromRead: number }> {
  const samples: number[] = [];
  const fromReads: number[] = [];
  let longestFromRead = 0;
  const floors: number[] = [];
  let longestTask = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const p = await fresh('/events.html', { demo_count: String(count), demo_session: 'community', jwt: 'demo-community-token' }, () => {
      const w = window as unknown as { __firstCard?: number; __tasks: Array<[number, number]>; __read?: number };
      w.__tasks = [];
      // When the element's code reads the list's body: the data may be in (the loader asked for it
      // with the element's chunks) before the code that reads it has run.
      // (As JSON, or as text that the element parses itself: a long list's in slices.)
      for (const name of ['json', 'text'] as const) {
        const read = Response.prototype[name] as (this: Response) => Promise<unknown>;
        Object.defineProperty(Response.prototype, name, {
          configurable: true,
          value(this: Response) {
            if (/events\/list/.test(this.url)) w.__read ??= performance.now();
            return read.call(this);
          },
        });
      }
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
      const w = window as unknown as { __firstCard: number; __tasks: Array<[number, number]>; __read?: number };
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const arrival = Math.max(...entries.filter((e) => /events\/(list|categories)/.test(e.name)).map((e) => e.responseEnd));
      const read = Math.max(arrival, w.__read ?? arrival);
      // A task in a span: it ended after the span's start and started before the paint.
      const [longest, longestFromRead] = [arrival, read].map((from) =>
        Math.max(0, ...w.__tasks.filter(([start, end]) => end > from && start < w.__firstCard).map(([start, end]) => end - start)),
      );
      return { painted: w.__firstCard - arrival, longest, fromRead: w.__firstCard - read, longestFromRead };
    });
    samples.push(measured.painted);
    fromReads.push(measured.fromRead);
    longestTask = Math.max(longestTask, measured.longest);
    longestFromRead = Math.max(longestFromRead, measured.longestFromRead);
    const url = await p.evaluate(() => performance.getEntriesByType('resource').find((e) => /events\/list/.test(e.name))?.name);
    await p.context().close();
    if (floor && url) floors.push(await bareJson(url, count));
  }
  return { painted: median(samples), longestTask, floor: floors.length ? median(floors) : NaN, fromRead: median(fromReads), longestFromRead };
}

/**
 * What no code of ours can go below: the same events' body read by a bare `fetch(url).json()` in
 * a fresh context on a page with no element, from the response's end (as the target measures it)
 * to the parsed body. The browser hands the body to the page after the network has received it,
 * decompressed, and JSON.parse reads it on the main thread.
 */
async function bareJson(url: string, count: number): Promise<number> {
  const p = await fresh('/index.html', { demo_count: String(count), demo_session: 'community', jwt: 'demo-community-token' });
  const took = await p.evaluate(async (url) => {
    const response = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
    await response.json();
    const parsed = performance.now();
    const entry = performance.getEntriesByType('resource').find((e) => e.name === url) as PerformanceResourceTiming;
    return parsed - entry.responseEnd;
  }, url);
  await p.context().close();
  return took;
}
