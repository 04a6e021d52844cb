/** The probe's record of what the page's live regions said (`probe.ts`). */
import { mask } from './probe-tree';
import { hidden, squash } from './probe-names';

const LIVE = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"], output';
const said: string[] = [];
const lastText = new WeakMap<Element, string>();
let liveObserver: MutationObserver | null = null;

function politeness(region: Element): string {
  const live = region.getAttribute('aria-live');
  if (live) return live;
  return region.getAttribute('role') === 'alert' ? 'assertive' : 'polite';
}

function note(region: Element) {
  if (hidden(region)) return;
  const text = squash(region.textContent ?? '');
  if (text === (lastText.get(region) ?? '')) return;
  lastText.set(region, text);
  if (text) said.push(`${politeness(region)}: ${text}`);
}

/** Starts recording what the page's live regions say (a region's text each time it changes, not empty). */
export function listen() {
  said.length = 0;
  liveObserver?.disconnect();
  for (const region of document.querySelectorAll(LIVE)) lastText.set(region, squash(region.textContent ?? ''));
  liveObserver = new MutationObserver((records) => {
    const touched = new Set<Element>();
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      const region = target?.closest(LIVE);
      if (region) touched.add(region);
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        // A region added with its text (an alert) is read; an empty status added is read when it fills.
        if (node.matches(LIVE) && node.getAttribute('role') === 'alert') touched.add(node);
        for (const inner of node.querySelectorAll('[role="alert"]')) touched.add(inner);
        if (node.matches(LIVE)) lastText.set(node, lastText.get(node) ?? '');
      }
    }
    for (const region of touched) note(region);
  });
  liveObserver.observe(document.body, { childList: true, subtree: true, characterData: true });
}

/** Resolves once a live region has said something since the last `heard()`, or after `limit` ms. */
export function awaitSpeech(limit = 2000): Promise<void> {
  const start = performance.now();
  return new Promise((resolve) => {
    const tick = () => (said.length > 0 || performance.now() - start > limit ? resolve() : requestAnimationFrame(tick));
    tick();
  });
}

/** What the live regions said since `listen()` or the last `heard()`, masked, and forgets it. */
export function heard(): string[] {
  return said.splice(0).map(mask);
}
