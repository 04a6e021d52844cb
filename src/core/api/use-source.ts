/**
 * The React side of a declared source (`Source`, a hub's `sides`): its answer, loaded through the
 * page's keyed cache (`usePageCache`) by the one loading hook (`useLoad`: asked for in the commit of
 * the render that wants it, aborted when a new load replaces it and when the element goes away, a
 * superseded answer never shown). A call another element of the page or another part of this one
 * makes too is made and parsed once.
 */
import { useCallback } from 'react';
import type { PageSettings } from '../settings.js';
import { loadSource } from './cache.js';
import type { Source } from './source.js';
import { useLoad, usePageCache, type LoadOptions, type LoadState } from './use-load.js';

export function useSource<T>(source: Source<T>, settings: PageSettings, options: LoadOptions = {}): LoadState<T> {
  const cache = usePageCache();
  const load = useCallback((signal: AbortSignal) => loadSource(cache, settings, source, signal), [cache, settings, source]);
  return useLoad(load, options);
}
