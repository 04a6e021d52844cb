// The one loading path's hook: the current load's answer, a superseded load's answer dropped, a
// throwing load the fallback; the same with the answer rendered as a transition.
import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useLoaded, type LoadedOptions } from '../../src/core/api/use-loaded';
import { until } from './helpers';

type Load = (signal: AbortSignal) => Promise<string>;

const host = () => document.body.appendChild(document.createElement('div'));
let unmount: (() => void) | null = null;
afterEach(() => {
  unmount?.();
  unmount = null;
  shown = [];
});

/** Every text the hook's user has committed, in order. */
let shown: string[] = [];

function Shows({ load, options }: { load: Load; options?: LoadedOptions }) {
  const text = useLoaded(load, 'fallback', options) ?? 'loading';
  useLayoutEffect(() => {
    if (shown[shown.length - 1] !== text) shown.push(text);
  });
  return <p>{text}</p>;
}

/** Renders the probe component (no custom element: the hook alone) into a host of its own. */
function render(load: Load, options?: LoadedOptions) {
  const element = host();
  const root = createRoot(element);
  flushSync(() => root.render(<Shows load={load} options={options} />));
  unmount = () => root.unmount();
  return { element, rerender: (next: Load) => flushSync(() => root.render(<Shows load={next} options={options} />)) };
}

/** A load that answers when told to, and says whether it was aborted. */
function deferred(value: string) {
  let answer: () => void = () => {};
  const state = { aborted: false };
  const load: Load = (signal) =>
    new Promise((resolve) => {
      signal.addEventListener('abort', () => (state.aborted = true));
      answer = () => resolve(value);
    });
  return { load, answer: () => answer(), state };
}

describe.each([
  ['at once', undefined],
  ['as a transition', { transition: true }],
])('useLoaded, the answer rendered %s', (_, options) => {
  it('shows nothing until the answer, then the answer', async () => {
    const first = deferred('first answer');
    const { element } = render(first.load, options);
    expect(element.textContent).toBe('loading');
    first.answer();
    await until(() => element.textContent === 'first answer');
    expect(shown).toEqual(['loading', 'first answer']);
  });

  it('aborts a load a new one replaces and drops its late answer', async () => {
    const first = deferred('first answer');
    const second = deferred('second answer');
    const { element, rerender } = render(first.load, options);
    rerender(second.load);
    expect(first.state.aborted).toBe(true);
    first.answer();
    second.answer();
    await until(() => element.textContent === 'second answer');
    // The first answer came before the second: it was never shown.
    expect(shown).toEqual(['loading', 'second answer']);
  });

  it('is the fallback when the load throws', async () => {
    const { element } = render(() => Promise.reject(new Error('network')), options);
    await until(() => element.textContent === 'fallback');
    expect(shown).toEqual(['loading', 'fallback']);
  });
});
