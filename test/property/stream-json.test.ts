/**
 * The streamed JSON read (src/core/api/stream-json.ts) against JSON.parse: for bodies shaped as the
 * content API's (lists in `data`, repeated keys, `__proto__`, nesting, escapes, multi-byte text)
 * and for any text at all, fed in pieces cut anywhere (inside an escape, a key, a surrogate pair's
 * bytes), it gives what JSON.parse gives, and fails exactly where JSON.parse fails.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonStream, streamJson } from '../../src/core/api/stream-json';
import { runs } from './runs';

/** Feeds `text` cut at `cuts` (positions, any order) and ends it: the value, or the failure. */
async function streamed(text: string, cuts: readonly number[]): Promise<{ value: unknown } | { error: string }> {
  const stream = jsonStream();
  const at = [...new Set(cuts.map((c) => c % (text.length + 1)))].sort((a, b) => a - b);
  try {
    let from = 0;
    for (const cut of [...at, text.length]) {
      await stream.push(text.slice(from, cut));
      from = cut;
    }
    return { value: stream.end() };
  } catch (error) {
    return { error: (error as Error).name };
  }
}

function parsed(text: string): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(text) as unknown };
  } catch (error) {
    return { error: (error as Error).name };
  }
}

const key = fc.oneof(fc.constantFrom('data', 'events', 'meta', '__proto__', 'a"b', 'ä\\n', '1', '0'), fc.string({ maxLength: 4 }));
const entry = fc.jsonValue({ maxDepth: 3 });
/** A body shaped as the content API's: objects of lists (and of other values) under keys, repeated keys too. */
const body = fc
  .array(fc.tuple(key, fc.array(fc.tuple(key, fc.oneof(fc.array(entry, { maxLength: 6 }), entry)), { maxLength: 4 })), { maxLength: 3 })
  .map((outer) => {
    const space = (text: string) => ` ${text}\n`;
    const members = (pairs: ReadonlyArray<readonly [string, string]>) => `{${pairs.map(([k, v]) => `${JSON.stringify(k)}:${space(v)}`).join(',')}}`;
    return members(outer.map(([k, inner]) => [k, members(inner.map(([ik, v]) => [ik, JSON.stringify(v)]))] as const));
  });

describe('streamed JSON', () => {
  it('gives what JSON.parse gives for content API bodies, cut anywhere', async () => {
    await fc.assert(
      fc.asyncProperty(body, fc.array(fc.nat(), { maxLength: 6 }), async (text, cuts) => {
        expect(await streamed(text, cuts)).toEqual(parsed(text));
      }),
      { numRuns: runs(2000) },
    );
  });

  it('fails where JSON.parse fails, and only there, for any text', async () => {
    // Bodies with a character changed, dropped or added, and text of JSON's characters.
    const near = fc.tuple(body, fc.nat(), fc.constantFrom('', ',', ']', '}', '[', '{', '"', '\\', ':', ' ', '\u00a0', 'x')).map(([text, at, put]) => {
      const i = at % (text.length + 1);
      return at % 2 ? text.slice(0, i) + put + text.slice(i + 1) : text.slice(0, i) + put + text.slice(i);
    });
    const chars = fc.string({ unit: fc.constantFrom('{', '}', '[', ']', '"', ',', ':', '1', ' ', '\\', 'a'), maxLength: 40 }).map((t) => `{"data":{"x":[${t}`);
    await fc.assert(
      fc.asyncProperty(fc.oneof(near, chars, fc.string()), fc.array(fc.nat(), { maxLength: 4 }), async (text, cuts) => {
        expect(await streamed(text, cuts)).toEqual(parsed(text));
      }),
      { numRuns: runs(3000) },
    );
  });

  it('reads a list put back where the last of repeated keys has it', async () => {
    for (const text of [
      '{"data":{"e":[1],"e":[2]}}',
      '{"data":{"e":[1]},"data":{"f":2}}',
      '{"data":{"e":[1],"e":5}}',
      '{"data":{"e":5,"e":[1, {"a":[2]}]}}',
      '{"data":{"__proto__":[1,2]}}',
      '{"data":{"e":[ ]}}',
      '{"data":{"e":[1,]}}',
      '{"data":{"e":[,1]}}',
      '{"data":{"e":[1}}]}',
      '{"data":{"e":[\u00a0]}}',
      '\ufeff{"data":{"e":[1]}}',
    ])
      for (let cut = 0; cut <= text.length; cut += 1) expect(await streamed(text, [cut]), `${text} cut at ${cut}`).toEqual(parsed(text));
  });

  it('reads a response body split at every byte, multi-byte characters too, as response.json() does', async () => {
    const text = JSON.stringify({
      data: {
        events: [
          { title: 'Tiistai 😀 äö', n: 1 },
          { title: '"\\u00e4"\n', n: [2] },
        ],
        meta: { a: [1] },
      },
    });
    const bytes = new TextEncoder().encode(`\ufeff${text}`);
    const expected: unknown = await new Response(bytes).json();
    for (let cut = 0; cut <= bytes.length; cut += 1) {
      const response = new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(bytes.slice(0, cut));
            controller.enqueue(bytes.slice(cut));
            controller.close();
          },
        }),
      );
      expect(await streamJson(response)).toEqual(expected);
    }
  });

  it('rejects a body that is not JSON, and passes on a failure while the body comes', async () => {
    await expect(streamJson(new Response('<!doctype html><p>Gateway error'))).rejects.toThrow(SyntaxError);
    await expect(streamJson(new Response('{"data":{"events":[{"a":1},'))).rejects.toThrow(SyntaxError);
    const failing = new Response(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data":{"events":[1,'));
          controller.error(new DOMException('The operation was aborted.', 'AbortError'));
        },
      }),
    );
    await expect(streamJson(failing)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
