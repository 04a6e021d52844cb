/**
 * The quick search's behaviour (spec §4): at least 3 characters and a 250 ms pause fetch
 * suggestions; a newer term aborts the request in flight, and an answer that arrives late never
 * replaces newer suggestions; choosing a suggestion with Enter puts its title in the input without
 * fetching for it.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { list } from '../../core/entities/fields.js';
import { searchHitSchema, type SearchHit } from '../../core/entities/search-hit.js';
import { indexNames, searchHost } from '../../core/search/indices.js';
import { searchService } from '../../core/search/client.js';
import { quickSearchQuery } from '../../core/search/quick-search-query.js';
import type { PageSettings } from '../../core/settings.js';

export const MIN_TERM_LENGTH = 3;
export const DEBOUNCE_MS = 250;
const parseHits = (sources: unknown[]) => v.parse(list(searchHitSchema), sources);

export interface Suggestions {
  term: string;
  hits: readonly SearchHit[];
  /** The suggestions list is showing (hits arrived for the current term). */
  open: boolean;
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
  const suppress = useRef(false);
  const current = useRef('');
  const inFlight = useRef<AbortController | null>(null);
  const latest = useRef(0);

  const cancel = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    latest.current += 1;
  }, []);

  useEffect(() => {
    if (suppress.current) {
      suppress.current = false;
      return undefined;
    }
    const query = term.trim();
    if (query.length < MIN_TERM_LENGTH) {
      cancel();
      setHits([]);
      setOpen(false);
      return undefined;
    }
    const timer = setTimeout(() => {
      cancel();
      const controller = new AbortController();
      inFlight.current = controller;
      const request = latest.current;
      const indices = indexNames('general', { prefix: indexPrefix, environment: settings.environment, language: settings.language, userId: settings.userId });
      searchService(searchHost(settings), indices, quickSearchQuery(query), { signal: controller.signal }).then((sources) => {
        // A newer term has started its own request: this answer is stale.
        if (request !== latest.current || controller.signal.aborted) return;
        inFlight.current = null;
        setHits(parseHits(sources));
        setHitsTerm(query);
        setOpen(true);
      });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, settings, indexPrefix, cancel]);

  useEffect(() => cancel, [cancel]);

  const setTerm = useCallback((next: string) => {
    current.current = next;
    setTermState(next);
  }, []);
  const close = useCallback(() => {
    cancel();
    setOpen(false);
    setHits([]);
  }, [cancel]);
  const choose = useCallback(
    (title: string) => {
      cancel();
      // The effect runs only if the term changes; only then is there a fetch to skip.
      if (title !== current.current) suppress.current = true;
      current.current = title;
      setOpen(false);
      setTermState(title);
    },
    [cancel],
  );

  return { term, hits, open, hitsTerm, setTerm, choose, close };
}
