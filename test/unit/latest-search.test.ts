/** The headless latest-request rule of search-as-you-type (quick search and listings), without a DOM. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLatestSearch } from '../../src/core/search/latest';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A search whose answers the test releases by hand. */
function controllable() {
  const calls: Array<{ term: string; signal: AbortSignal; resolve: (v: string) => void; reject: (e: unknown) => void }> = [];
  const search = (term: string, signal: AbortSignal) => new Promise<string>((resolve, reject) => calls.push({ term, signal, resolve, reject }));
  return { calls, search };
}
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('createLatestSearch', () => {
  it('waits for a pause before asking, and asks once for the last term', async () => {
    const { calls, search } = controllable();
    const results: Array<[string, string | null]> = [];
    const latest = createLatestSearch({ search, debounceMs: 250, onResult: (t, r) => results.push([t, r]) });
    for (const term of ['mac', 'mach', 'machi', 'machine']) {
      latest.request(term);
      await vi.advanceTimersByTimeAsync(60);
    }
    expect(calls).toHaveLength(0);
    expect(latest.pending()).toBe('machine');
    await vi.advanceTimersByTimeAsync(250);
    expect(calls.map((c) => c.term)).toEqual(['machine']);
    calls[0]!.resolve('hits');
    await settle();
    expect(results).toEqual([['machine', 'hits']]);
    expect(latest.pending()).toBeNull();
  });

  it('aborts a superseded request and never delivers its late answer', async () => {
    const { calls, search } = controllable();
    const results: Array<[string, string | null]> = [];
    const latest = createLatestSearch({ search, onResult: (t, r) => results.push([t, r]) });
    latest.request('old');
    await settle();
    latest.request('new');
    await settle();
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[1]!.resolve('new hits');
    calls[0]!.resolve('old hits');
    await settle();
    expect(results).toEqual([['new', 'new hits']]);
  });

  it('asks nothing again for the term already on its way', async () => {
    const { calls, search } = controllable();
    const latest = createLatestSearch({ search, onResult: () => {} });
    latest.request('same');
    latest.request('same');
    await settle();
    expect(calls).toHaveLength(1);
  });

  it('counts the pause from the last ask: the waiting term asked again (a space typed) waits again', async () => {
    const { calls, search } = controllable();
    const latest = createLatestSearch({ search, debounceMs: 250, onResult: () => {} });
    // 'machine', then 'machine ' (the same term trimmed) 200 ms later, then 'machine l' 100 ms after that.
    latest.request('machine');
    await vi.advanceTimersByTimeAsync(200);
    latest.request('machine');
    await vi.advanceTimersByTimeAsync(100);
    expect(calls).toHaveLength(0);
    latest.request('machine l');
    await vi.advanceTimersByTimeAsync(249);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.term)).toEqual(['machine l']);
    // Asked again while on its way: no second request, and the first is not aborted.
    latest.request('machine l');
    await vi.advanceTimersByTimeAsync(300);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal.aborted).toBe(false);
  });

  it('turns a failure (a throw or a rejection) into a null answer', async () => {
    const results: Array<[string, unknown]> = [];
    const throwing = createLatestSearch({
      search: () => {
        throw new Error('boom');
      },
      onResult: (t, r) => results.push([t, r]),
    });
    throwing.request('a');
    const rejecting = createLatestSearch({ search: () => Promise.reject(new Error('down')), onResult: (t, r) => results.push([t, r]) });
    rejecting.request('b');
    await settle();
    expect(results).toEqual([
      ['a', null],
      ['b', null],
    ]);
  });

  it('after cancel, delivers nothing for the waiting or the running term', async () => {
    const { calls, search } = controllable();
    const results: unknown[] = [];
    const latest = createLatestSearch({ search, debounceMs: 100, onResult: (...r) => results.push(r) });
    latest.request('waiting');
    latest.cancel();
    await vi.advanceTimersByTimeAsync(200);
    expect(calls).toHaveLength(0);
    latest.request('running');
    await vi.advanceTimersByTimeAsync(100);
    latest.cancel();
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.resolve('late');
    await settle();
    expect(results).toEqual([]);
  });
});
