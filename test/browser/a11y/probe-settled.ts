/** The probe's wait for a still page: no request in flight, no DOM change (`probe.ts`). */

/** Content and search requests in flight (the probe counts the page's `fetch` calls from its install on). */
let inFlight = 0;
let lastActivity = performance.now();
const pageFetch = window.fetch.bind(window);
window.fetch = (...args: Parameters<typeof fetch>) => {
  inFlight += 1;
  lastActivity = performance.now();
  const done = () => {
    inFlight -= 1;
    lastActivity = performance.now();
  };
  // In flight until its body has arrived, not only its headers.
  return pageFetch(...args).then(
    (response) => {
      response.clone().arrayBuffer().then(done, done);
      return response;
    },
    (error: unknown) => {
      done();
      throw error;
    },
  );
};

/**
 * Resolves once the page is still: no request in flight, nothing busy (`aria-busy`: a list that
 * renders its cards past the first paint in a transition changes nothing for frames before it
 * commits), no DOM change for two frames and, with
 * `quiet`, none for that many ms (a debounced search starts its request after a pause), or after
 * `limit` ms: an activation's re-render (React commits, an answer from the fixture API) has landed.
 */
export function settled(limit = 5000, quiet = 0): Promise<void> {
  return new Promise((resolve) => {
    let changed = true;
    const start = performance.now();
    const watch = new MutationObserver(() => {
      changed = true;
      lastActivity = performance.now();
    });
    watch.observe(document.documentElement, { childList: true, subtree: true, attributes: true, characterData: true });
    const tick = () => {
      const now = performance.now();
      const busy = document.querySelector('[aria-busy="true"]') !== null;
      if ((!changed && !busy && inFlight === 0 && now - lastActivity >= quiet) || now - start > limit) {
        watch.disconnect();
        resolve();
        return;
      }
      changed = false;
      requestAnimationFrame(() => requestAnimationFrame(tick));
    };
    requestAnimationFrame(tick);
  });
}
