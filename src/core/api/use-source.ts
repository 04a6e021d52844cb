/**
 * The React side of a declared source (`Source`, `side()` in `hub.ts`): its answer, loaded through
 * the element's cache on the one loading path (`use-loaded.ts`: asked for in the commit of the
 * render that wants it, aborted when a new load replaces it and when the element goes away, a
 * superseded answer never shown). A hub's element passes its listing's cache (`useHub`), so that
 * a call the listing makes too is made and parsed once; an element without a listing (the personnel hub's recent items, the
 * language quiz) gets a cache of its own.
 */
import { useCallback, useState } from 'react';
import type { PageSettings } from '../settings.js';
import { createQueryCache, loadSource, type QueryCache } from './cache.js';
import type { Source } from './source.js';
import { useLoadState, type LoadedOptions, type LoadState } from './use-loaded.js';

export function useSource<T>(source: Source<T>, settings: PageSettings, options: LoadedOptions & { cache?: QueryCache } = {}): LoadState<T> {
  const [own] = useState(createQueryCache);
  const cache = options.cache ?? own;
  const load = useCallback((signal: AbortSignal) => loadSource(cache, settings, source, signal), [cache, settings, source]);
  return useLoadState(load, options);
}
