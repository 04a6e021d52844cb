/**
 * The one loading hook (TanStack Query's `useQuery`, over the page's keyed cache): a load runs when
 * the element mounts and again when what it depends on changes (`load` is memoised on it); the
 * previous run is aborted then, and when the element is disconnected, and an aborted run's answer
 * is dropped. A load that rejects (a call that could not load) is a failure the element shows
 * with 'Try again' (`retry`), never an endless loading state. `useSource` (use-source.ts) is it over a
 * declared source; a listing loads its items into its store with it (`use-card-listing.ts`).
 *
 * The call starts in the commit of the render that asks for it (a layout effect), not after the
 * browser has painted that render, as a passive effect would: a frame sooner.
 */
import { startTransition, useCallback, useLayoutEffect, useState } from 'react';
import { pageCache, type QueryCache } from './cache.js';

export interface LoadOptions {
  /**
   * The answer renders as a transition: in slices that yield to the browser, after any render the
   * page waits for (content beside a listing, such as the services hub's index pages).
   */
  transition?: boolean;
  /**
   * False holds the load back (content asked for once the visitor shows it, such as a unit's news
   * and events); an answer already in stays while it is held back.
   */
  enabled?: boolean;
  /** The last answer stays while a new load runs (TanStack's `keepPreviousData`), rather than none. */
  keep?: boolean;
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
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, options: LoadOptions = {}): LoadState<T> {
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { transition = false, enabled = true, keep = false } = options;
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
  // An answer of an earlier load (or try) is stale while the new one runs, unless kept.
  const current = answer && ((answer.load === load && answer.attempt === attempt) || keep) ? answer : null;
  return { value: current?.value ?? null, failure: current?.failure ?? null, retry };
}

/**
 * The page's keyed cache (`pageCache`), held while the element is mounted: when the last element
 * of the page that holds it goes, its answers go too.
 */
export function usePageCache(): QueryCache {
  const [held] = useState(pageCache);
  useLayoutEffect(() => held.hold(), [held]);
  return held.cache;
}
