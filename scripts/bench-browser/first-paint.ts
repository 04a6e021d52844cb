// npm run bench:browser (scripts/bench-browser.ts): Every element: its tag connected → its first render painted.
import { fresh, median, RUNS } from './setup';

/** In the page: when the tag is defined (it is connected then), and when its first render with content is painted. */
export function firstPaintProbe(tag: string) {
  const w = window as unknown as { __connected?: number; __ready?: number; __painted?: number };
  const define = customElements.define.bind(customElements);
  customElements.define = (name, constructor, options) => {
    define(name, constructor, options);
    if (name === tag) w.__connected ??= performance.now();
  };
  const ready = () => {
    const el = document.querySelector(tag);
    if (!el) return false;
    if (el.hasAttribute('data-idle')) return true;
    const inner = el.matches('[data-rendered]') ? el : null;
    return inner !== null && !/(Loading contents|Ladataan|laddas)/.test(inner.textContent ?? '');
  };
  new MutationObserver((_, observer) => {
    if (w.__painted !== undefined || w.__ready !== undefined || !ready()) return;
    w.__ready = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (w.__painted = performance.now()), 0));
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

export async function elementFirstPaint(tag: string, page: string): Promise<number> {
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const p = await fresh(`/${page}`, {}, firstPaintProbe, tag);
    await p.waitForFunction(() => (window as unknown as { __painted?: number }).__painted !== undefined, undefined, { timeout: 30_000 });
    samples.push(
      await p.evaluate(() => {
        const w = window as unknown as { __connected: number; __painted: number };
        return w.__painted - w.__connected;
      }),
    );
    await p.context().close();
  }
  return median(samples);
}
