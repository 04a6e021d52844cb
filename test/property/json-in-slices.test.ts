/**
 * A long list's body parsed in slices (`jsonInSlices`, src/listing/first-page.ts) is the value
 * `JSON.parse` gives for the whole text, and fails where it fails: for any list whose items hold
 * texts and nested objects that look like the place between two items, a list or `data` named
 * twice, a list named `__proto__`, and texts cut short or spoilt anywhere. And it does parse in
 * slices: no part it parses at once is much longer than a slice.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonInSlices } from '../../src/listing/first-page';
import { runs } from './runs';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => vi.restoreAllMocks());

/** Texts that look like JSON's structure, the cut's pattern among them. */
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('},{"nodeId":', '}],{"nodeId":1}', '"},{"nodeId":2', '\\', '\\"},{"nodeId":', ']}', '{"data":{"events":[', 'Ä ö 🙂', '<b>x</b>'),
);
/** An item as the content API writes one: its first key the list's, nested objects that open with it too. */
const item = fc.letrec((tie) => ({
  item: fc.record(
    {
      nodeId: fc.oneof(fc.integer(), text),
      title: text,
      nested: fc.option(tie('item'), { nil: undefined, depthSize: 'small' }),
      list: fc.option(fc.array(tie('item'), { maxLength: 3 }), { nil: undefined, depthSize: 'small' }),
      flag: fc.constantFrom(true, false, null),
    },
    { requiredKeys: ['nodeId'] },
  ),
})).item;
const body = fc.record({
  events: fc.array(item, { minLength: 0, maxLength: 30 }),
  meta: fc.option(fc.record({ count: fc.integer(), note: text }), { nil: undefined }),
});
/** The body's text, and variants a server or a hostile one could write. */
const bodyText = fc.tuple(body, fc.array(item, { maxLength: 3 }), fc.nat(6)).map(([{ events, meta }, other, variant]) => {
  const plain = JSON.stringify({ data: { events, ...(meta && { meta }) } });
  switch (variant) {
    case 0: // the list named twice: JSON.parse keeps the last
      return plain.replace(/\}$/, '').replace(/\}$/, `,"events":${JSON.stringify(other)}}}`);
    case 1: // `data` named twice
      return plain.replace(/\}$/, `,"data":${JSON.stringify({ events: other })}}`);
    case 2: // a list named `__proto__`
      return plain.replace('{"data":{"events":', '{"data":{"__proto__":');
    case 3: // spaces, as a server that indents writes
      return JSON.stringify({ data: { events } }, null, 1);
    default:
      return plain;
  }
});

/** What a call gives: its value, or the kind of error it throws. */
async function outcome(parse: () => unknown): Promise<unknown> {
  try {
    return { value: await parse() };
  } catch (error) {
    return { error: (error as Error).name };
  }
}

describe('a long body parsed in slices', () => {
  it('is what JSON.parse gives for the whole text, for any list, slice and spoilt text', async () => {
    await fc.assert(
      fc.asyncProperty(
        bodyText,
        fc.integer({ min: 1, max: 400 }),
        fc.option(fc.tuple(fc.nat(), fc.constantFrom('', ']', '}', ',', '"', 'x')), { nil: null }),
        async (whole, slice, spoil) => {
          const at = spoil ? spoil[0] % (whole.length + 1) : 0;
          const input = spoil ? whole.slice(0, at) + spoil[1] + whole.slice(at + 1) : whole;
          expect(await outcome(() => jsonInSlices(input, slice))).toEqual(await outcome(() => JSON.parse(input) as unknown));
        },
      ),
      { numRuns: runs(2000) },
    );
  });

  it('parses no part at once much longer than a slice', async () => {
    const events = Array.from({ length: 200 }, (_, i) => ({
      nodeId: 40000 + i,
      title: `Seminar ${i}: the next ten years`,
      eventDates: { start: '2026-12-01T10:00:00Z' },
    }));
    const whole = JSON.stringify({ data: { events }, meta: { count: 200 } });
    const parse = vi.spyOn(JSON, 'parse');
    const longestItem = Math.max(...events.map((event) => JSON.stringify(event).length));
    expect(await jsonInSlices(whole, 1000)).toEqual(JSON.parse(whole));
    const parts = parse.mock.calls.map(([part]) => part.length);
    // The comparison's own parse above is the whole text; the slices' are all the others.
    expect(parts.filter((length) => length === whole.length)).toHaveLength(1);
    expect(parts.length).toBeGreaterThan(whole.length / 1000);
    for (const length of parts.filter((length) => length !== whole.length)) expect(length).toBeLessThanOrEqual(1000 + longestItem + 40);
  });
});
