// The one loading hook: the current load's answer, a superseded load's answer dropped (or kept
// while the new one runs, with `keep`), a throwing load its failure; the same with the answer
// rendered as a transition.
import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useLoad, type LoadOptions } from '../../src/core/api/use-load';
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

function Shows({ load, options }: { load: Load; options?: LoadOptions }) {
  const { value, failure } = useLoad(load, options);
  const text = failure ? 'fallback' : (value ?? 'loading');
  useLayoutEffect(() => {
    if (shown[shown.length - 1] !== text) shown.push(text);
  });
  return <p>{text}</p>;
}

/** Renders the probe component (no custom element: the hook alone) into a host of its own. */
function render(load: Load, options?: LoadOptions) {
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
])('useLoad, the answer rendered %s', (_, options) => {
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

  it('keeps the last answer while a new load runs, with `keep`', async () => {
    const first = deferred('first answer');
    const second = deferred('second answer');
    const { element, rerender } = render(first.load, { ...options, keep: true });
    first.answer();
    await until(() => element.textContent === 'first answer');
    rerender(second.load);
    expect(element.textContent).toBe('first answer');
    second.answer();
    await until(() => element.textContent === 'second answer');
    expect(shown).toEqual(['loading', 'first answer', 'second answer']);
  });

  it('is the fallback when the load throws', async () => {
    const { element } = render(() => Promise.reject(new Error('network')), options);
    await until(() => element.textContent === 'fallback');
    expect(shown).toEqual(['loading', 'fallback']);
  });
});

/** Shows the state of `useLoad`: the answer, 'failed: <message>' with a retry button, or 'loading'. */
function ShowsState({ load }: { load: Load }) {
  const { value, failure, retry } = useLoad(load);
  const text = failure ? `failed: ${(failure as Error).message}` : (value ?? 'loading');
  useLayoutEffect(() => {
    if (shown[shown.length - 1] !== text) shown.push(text);
  });
  return (
    <button type="button" onClick={retry}>
      {text}
    </button>
  );
}

describe('useLoad, its failure and retry', () => {
  it("is the failure when the load rejects, and loads again on retry (the 'Try again' button)", async () => {
    let calls = 0;
    const load: Load = () => (++calls === 1 ? Promise.reject(new Error('http-500')) : Promise.resolve('the answer'));
    const element = host();
    const root = createRoot(element);
    flushSync(() => root.render(<ShowsState load={load} />));
    unmount = () => root.unmount();
    await until(() => element.textContent === 'failed: http-500');
    element.querySelector('button')!.click();
    await until(() => element.textContent === 'the answer');
    // The failure is over as the new try starts: 'loading' stands between them, never the old failure.
    expect(shown).toEqual(['loading', 'failed: http-500', 'loading', 'the answer']);
    expect(calls).toBe(2);
  });

  it('drops the failure of a load a new one replaced', async () => {
    const element = host();
    const root = createRoot(element);
    let reject: (error: Error) => void = () => {};
    const first: Load = () => new Promise((_, r) => (reject = r));
    const second = deferred('second answer');
    flushSync(() => root.render(<ShowsState load={first} />));
    unmount = () => root.unmount();
    flushSync(() => root.render(<ShowsState load={second.load} />));
    reject(new Error('late'));
    second.answer();
    await until(() => element.textContent === 'second answer');
    expect(shown).not.toContain('failed: late');
  });
});
