/**
 * Ends the current task and goes on in a new one, so that the browser can paint and answer input
 * between the steps of a long load (reading a body, parsing its items, indexing them, rendering):
 * each step is then a task of its own instead of one long task that blocks the page. Chromium's
 * `scheduler.yield()` goes on before other queued tasks; elsewhere a zero-delay timer.
 */
type WithScheduler = typeof globalThis & { scheduler?: { yield?: () => Promise<void> } };

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as WithScheduler).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
