/**
 * The quick search's behaviour (docs/api.md, 'The quick search'): at least 3 characters and a 250
 * ms pause fetch suggestions; a newer term aborts the request in flight, and an answer that arrives
 * late never replaces newer suggestions; choosing a suggestion with Enter puts its title in the
 * input without fetching for it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { list } from '../../core/entities/fields.js';
import { searchHitSchema, type SearchHit } from './entities.js';
import { createLatestSearch } from '../../core/search/latest.js';
import { kindSearch } from '../../core/search/search-kind.js';
import { quickSearchQuery } from './search-query.js';
import type { PageSettings } from '../../core/settings.js';

export const MIN_TERM_LENGTH = 3;
export const DEBOUNCE_MS = 250;
const hitList = list(searchHitSchema);
const parseHits = (sources: unknown[]) => hitList.compute(sources);

export interface Suggestions {
  term: string;
  hits: readonly SearchHit[];
  /** The suggestions list is showing (hits, or a failure, arrived for the current term). */
  open: boolean;
  /** The search for the current term could not load (reported): the list says so, with 'Try again'. */
  failed: boolean;
  /** Asks again for the current term. */
  retry: () => void;
  /** The term the shown hits are for (what the marks highlight). */
  hitsTerm: string;
  setTerm: (term: string) => void;
  /** Puts a chosen suggestion's title in the input: no request for it. */
  choose: (title: string) => void;
  /** Hides the suggestions and forgets them. */
  close: () => void;
}

export function useSuggestions(settings: PageSettings, indexPrefix: string): Suggestions {
  const [term, setTermState] = useState('');
  const [hits, setHits] = useState<readonly SearchHit[]>([]);
  const [hitsTerm, setHitsTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const suppress = useRef(false);
  const current = useRef('');

  // The debounce, abort and stale-answer rule is the shared headless one; a failure is told apart
  // from no hits.
  const latest = useMemo(() => {
    const search = kindSearch(settings, indexPrefix, 'general');
    return createLatestSearch({
      debounceMs: DEBOUNCE_MS,
      search: (query, signal) => search(quickSearchQuery(query), signal),
      onResult: (query, sources) => {
        setFailed(sources === null);
        setHits(parseHits(sources ?? []));
        setHitsTerm(query);
        setOpen(true);
      },
    });
  }, [settings, indexPrefix]);

  useEffect(() => {
    if (suppress.current) {
      suppress.current = false;
      return;
    }
    const query = term.trim();
    if (query.length < MIN_TERM_LENGTH) {
      latest.cancel();
      setHits([]);
      setOpen(false);
      return;
    }
    latest.request(query);
  }, [term, latest]);

  useEffect(() => () => latest.cancel(), [latest]);

  const setTerm = useCallback((next: string) => {
    current.current = next;
    setTermState(next);
  }, []);
  const close = useCallback(() => {
    latest.cancel();
    setOpen(false);
    setHits([]);
  }, [latest]);
  const choose = useCallback(
    (title: string) => {
      latest.cancel();
      // The effect runs only if the term changes; only then is there a fetch to skip.
      if (title !== current.current) suppress.current = true;
      current.current = title;
      setOpen(false);
      setTermState(title);
    },
    [latest],
  );

  const retry = useCallback(() => {
    latest.cancel();
    latest.request(current.current.trim());
  }, [latest]);

  return { term, hits, open, failed, hitsTerm, setTerm, choose, close, retry };
}
