/**
 * Functions that run inside a page (sent as source: each uses only its arguments and the page's
 * globals), shared by the three engines' adapters and by harness.ts.
 */

/**
 * True when every element of ours on the page has loaded its code and rendered (the tag carries
 * `data-rendered`) and finished loading content (no 'Loading contents...' in any language). An
 * element may rightly render nothing (the consent element beside Cookiebot).
 */
export function allElementsReady(): boolean {
  // Every custom tag on a demo page is ours; one not defined yet means the loader has not run.
  // Through Document.prototype: a hostile page's `<img name="querySelectorAll">` shadows the document's.
  const ours = [...Document.prototype.querySelectorAll.call(document, '*')].filter((el) => el.localName.includes('-') && !el.localName.endsWith('-impl'));
  return ours.every((el) => {
    if (!customElements.get(el.localName)) return false;
    // An idle element (the consent dialog with a choice stored) loads no code: it is ready.
    if (el.hasAttribute('data-idle')) return true;
    // `data-rendered`: React has committed the first render (an empty element may be 'not yet').
    const inner = el.matches('[data-rendered]') ? el : null;
    // The loading text itself, not a word of it: content may well say 'laddas ner'.
    // Nothing busy in it: content still coming (calls that follow the first answers, the rest of a
    // first page rendered after its first paint) would move what a test is about to use.
    return (
      inner !== null &&
      !/(Loading contents\.\.\.|Ladataan sisältöä\.\.\.|Innehållet laddas\.\.\.)/.test(inner.textContent ?? '') &&
      !inner.querySelector('[aria-busy="true"]')
    );
  });
}

/** Resolves after the next frame and a little more: React's commit after the last change is in. */
export function settle(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
}

/**
 * Polls `fn` with `args` until it returns a truthy value or `timeout` ms pass: `{ value }` then,
 * else `{ timedOut, error }` with the last exception it threw (a function that throws is not yet
 * true: its element may not be there yet).
 */
export function pollInPage(
  fn: (...args: unknown[]) => unknown,
  args: unknown[],
  timeout: number,
): Promise<{ value?: unknown; timedOut?: boolean; error?: string }> {
  const deadline = Date.now() + timeout;
  let error: string | undefined;
  return new Promise((resolve) => {
    const tick = async () => {
      try {
        const value = await fn(...args);
        if (value) return resolve({ value });
        error = undefined;
      } catch (thrown) {
        error = thrown instanceof Error ? thrown.message : String(thrown);
      }
      if (Date.now() >= deadline) return resolve({ timedOut: true, error });
      setTimeout(tick, 30);
    };
    void tick();
  });
}

/**
 * Scrolls the element `selector` names to the middle of the viewport and answers its centre, or
 * why it cannot be clicked there (missing, not rendered, covered by another element).
 */
export function clickPoint(selector: string): { x: number; y: number } | { problem: string } {
  const element = document.querySelector(selector);
  if (!element) return { problem: `no element matches ${selector}` };
  element.scrollIntoView({ block: 'center', inline: 'center' });
  const box = element.getBoundingClientRect();
  if (box.width === 0 || box.height === 0) return { problem: `${selector} is not rendered (no size)` };
  const x = box.left + box.width / 2;
  const y = box.top + box.height / 2;
  const hit = document.elementFromPoint(x, y);
  if (hit && hit !== element && !element.contains(hit) && !(hit instanceof HTMLLabelElement && hit.control === element)) {
    const name = `${hit.localName}${hit.id ? `#${hit.id}` : ''}${typeof hit.className === 'string' && hit.className ? `.${hit.className.trim().split(/\s+/).join('.')}` : ''}`;
    return { problem: `${selector} is covered at its centre by ${name}` };
  }
  return { x, y };
}

/** Sets the text size: the root font size times `scale` (as a visitor's text size setting), or the page's own at 1. */
export function applyTextScale(scale: number): void {
  const root = document.documentElement.style;
  if (scale === 1) root.removeProperty('font-size');
  else root.setProperty('font-size', `${scale * 100}%`, 'important');
}

/** Empties the origin's local and session storage (a fresh visit). */
export function clearStorage(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // An opaque origin (about:blank) has no storage to clear.
  }
}
