/**
 * The one loading path of every element that fetches: a load runs when the element mounts and
 * again when what it depends on changes (`load` is memoised on the settings); the previous run is
 * aborted then, and when the element is disconnected, and an aborted run's answer is dropped. A
 * load that throws is an empty result (`fallback`), never an endless loading state.
 *
 * The call starts in the commit of the render that asks for it (a layout effect), not after the
 * browser has painted that render, as a passive effect would: a frame sooner.
 */
import { startTransition, useLayoutEffect, useState } from 'react';

/** Runs a load once, resolving to its answer or the fallback; never rejects. */
export async function settle<T>(load: (signal: AbortSignal) => Promise<T>, fallback: T, signal: AbortSignal): Promise<T> {
  try {
    return await load(signal);
  } catch {
    return fallback;
  }
}

export interface LoadedOptions {
  /**
   * The answer renders as a transition: in slices that yield to the browser, after any render the
   * page waits for. For content below a listing, such as the services hub's thirty index pages
   * and their 470 links, which had been rendered in one task with the services' first cards.
   */
  transition?: boolean;
}

/** The answer of the current load, or null while it runs. */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, fallback: T, options: LoadedOptions = {}): T | null {
  const [answer, setAnswer] = useState<{ load: typeof load; value: T } | null>(null);
  const { transition = false } = options;
  useLayoutEffect(() => {
    const controller = new AbortController();
    settle(load, fallback, controller.signal).then((value) => {
      if (controller.signal.aborted) return;
      const show = () => setAnswer({ load, value });
      if (transition) startTransition(show);
      else show();
    });
    return () => controller.abort();
    // The fallback and the options are constants of the caller; only a new load is a reason to load again.
  }, [load]);
  // An answer of an earlier load is stale while the new one runs.
  return answer && answer.load === load ? answer.value : null;
}
