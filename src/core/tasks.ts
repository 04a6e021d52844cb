/**
 * Long work in short tasks, so that the browser can paint and answer input between the steps of a
 * long load (reading a body, parsing thousands of items, indexing them, the first render) instead
 * of one long task that blocks the page.
 */
type WithScheduler = typeof globalThis & {
  scheduler?: { yield?: () => Promise<void>; postTask?: (task: () => void, options: { priority: 'background' }) => Promise<void> };
};

/** Ends the current task and goes on in a new one: Chromium's `scheduler.yield()` (before other queued tasks), elsewhere a zero-delay timer. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as WithScheduler).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Goes on after the page's next paint, in a task of background priority where the platform has
 * them (Chromium's `scheduler.postTask`: every task already queued runs first), else a timer's.
 * For work that nothing on screen waits for. A hidden page paints nothing, so the work waits until
 * it is shown.
 */
export function afterPaint(): Promise<void> {
  const scheduler = (globalThis as WithScheduler).scheduler;
  return new Promise((resolve) =>
    requestAnimationFrame(() => void (scheduler?.postTask ? scheduler.postTask(resolve, { priority: 'background' }) : setTimeout(resolve, 0))),
  );
}

/** How long a slice of work runs before the next task (a quarter of a 60 Hz frame's budget, as on a phone four times slower). */
const SLICE_MS = 8;

/**
 * Runs steps (a generator that yields at checkpoints) to their result, `pause` awaited at a
 * checkpoint once a slice has run `SLICE_MS`; the same result as running them at once.
 */
export async function inSlices<T>(steps: Generator<unknown, T>, pause: () => Promise<void> = nextTask): Promise<T> {
  let since = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - since > SLICE_MS) {
      await pause();
      since = performance.now();
    }
  }
}

/** Runs steps to their result at once. */
export function atOnce<T>(steps: Generator<unknown, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Runs `work` on each item, at most `limit` at once, in order; resolves once every one is done. */
export async function pooled<T>(items: readonly T[], limit: number, work: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
