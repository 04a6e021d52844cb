/**
 * The one loading path of every element that fetches: a load runs when the element mounts and
 * again when what it depends on changes (`load` is memoised on the settings); the previous run is
 * aborted then, and when the element is disconnected, and an aborted run's answer is dropped.
 * A load that rejects (a call that could not load) is a failure the element shows with
 * 'Try again' (`useLoadState`), or, for content beside the main one, its fallback (`useLoaded`):
 * never an endless loading state.
 *
 * The call starts in the commit of the render that asks for it (a layout effect), not after the
 * browser has painted that render, as a passive effect would: a frame sooner.
 */
import { startTransition, useCallback, useLayoutEffect, useState } from 'react';

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
  /**
   * False holds the load back (content asked for once the visitor shows it, such as a unit's news
   * and events); an answer already in stays while it is held back.
   */
  enabled?: boolean;
}

export interface LoadState<T> {
  /** The answer of the current load; null while it runs or when it failed. */
  value: T | null;
  /** What the current load rejected with (a `LoadError` for a call that could not load); null otherwise. */
  failure: unknown;
  /** Runs the load again (the 'Try again' button). */
  retry: () => void;
}

type Answer<T> = { load: unknown; attempt: number; value: T | null; failure: unknown };

/** The current load's answer or failure, and a retry. */
export function useLoadState<T>(load: (signal: AbortSignal) => Promise<T>, options: LoadedOptions = {}): LoadState<T> {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { transition = false, enabled = true } = options;
  useLayoutEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    const settleWith = (value: T | null, failure: unknown) => {
      if (controller.signal.aborted) return;
      const show = () => setAnswer({ load, attempt, value, failure });
      if (transition) startTransition(show);
      else show();
    };
    load(controller.signal).then(
      (value) => settleWith(value, null),
      // A rejection with nothing to say is still a failure, never an endless loading state.
      (failure: unknown) => settleWith(null, failure ?? new Error('load failed')),
    );
    return () => controller.abort();
    // `transition` is a constant of the caller; a new load, a retry or the load wanted is a reason to load.
  }, [load, attempt, enabled]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // An answer of an earlier load (or try) is stale while the new one runs.
  const current = answer?.load === load && answer.attempt === attempt ? answer : null;
  return { value: current?.value ?? null, failure: current?.failure ?? null, retry };
}

/** The answer of the current load, the fallback when it failed, or null while it runs. */
export function useLoaded<T>(load: (signal: AbortSignal) => Promise<T>, fallback: T, options: LoadedOptions = {}): T | null {
  const { value, failure } = useLoadState(load, options);
  return failure ? fallback : value;
}
