/**
 * The latest-request rule every search-as-you-type shares (the quick search's suggestions, a
 * listing's search-service terms): a term is asked for after a pause (debounce); a newer term
 * aborts the request in flight; an answer that is not for the latest term is dropped, never
 * delivered; a request that throws is a null answer. Headless: no DOM, no React.
 */

export interface LatestSearch {
  /**
   * Asks for a term (after the pause). Asking again for the term in flight changes nothing; asking
   * again for the waiting term starts its pause again (a key that leaves the term as it was, a
   * space, is still typing: the pause is counted from the last key, not the last change).
   */
  request(term: string): void;
  /** Forgets the waiting term and aborts the request in flight; no answer comes for either. */
  cancel(): void;
  /** The term waiting or in flight, if any. */
  pending(): string | null;
}

export interface LatestSearchOptions<T> {
  search: (term: string, signal: AbortSignal) => Promise<T>;
  /** Receives each answer for the latest term (null when the request failed). */
  onResult: (term: string, result: T | null) => void;
  debounceMs?: number;
}

export function createLatestSearch<T>({ search, onResult, debounceMs = 0 }: LatestSearchOptions<T>): LatestSearch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: { term: string; controller: AbortController | null } | null = null;

  const start = (term: string) => {
    const controller = new AbortController();
    const asked = { term, controller };
    current = asked;
    let answer: Promise<T | null>;
    try {
      answer = search(term, controller.signal);
    } catch {
      answer = Promise.resolve(null);
    }
    void answer
      .catch(() => null)
      .then((result) => {
        // Superseded or cancelled: this answer is stale.
        if (current !== asked || controller.signal.aborted) return;
        current = null;
        onResult(term, result);
      });
  };

  const cancel = () => {
    clearTimeout(timer);
    current?.controller?.abort();
    current = null;
  };

  return {
    request(term) {
      if (current?.term === term && current.controller) return;
      cancel();
      if (debounceMs <= 0) return start(term);
      current = { term, controller: null };
      timer = setTimeout(() => start(term), debounceMs);
    },
    cancel,
    pending: () => current?.term ?? null,
  };
}
