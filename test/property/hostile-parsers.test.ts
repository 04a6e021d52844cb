/**
 * Every endpoint's parser (whatever the registry of endpoints lists, today's and tomorrow's)
 * against hostile input: arbitrary JSON with `__proto__` and `constructor` keys and
 * wrong types where text is expected (10,000 runs each under `npm run test:deep`, runs.ts),
 * nesting 10,000 deep, 1 MB strings. Nothing throws, the result keeps its shape, and no prototype
 * changes. That the parse time grows linearly with the input is a benchmark's
 * (test/bench/parsers.bench.ts, `npm run bench`).
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../endpoints';
import { runs } from './runs';

const RUNS = runs(10_000);
vi.setConfig({ testTimeout: 120_000 });

const POISON = ['__proto__', 'constructor', 'prototype'] as const;
const leaf = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom('javascript:alert(1)', '<script>x</script>', '2027-02-30', '+99:99'),
);
const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom(...POISON)), tie('value'), { maxKeys: 5 }),
})).value;

/** What the parser of an endpoint gives for nothing: the shape every answer must keep. */
const shapeOf = (value: unknown) =>
  Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, Array.isArray(v) ? 'list' : typeof v]));
const empties = Object.fromEntries(Object.entries(endpoints).map(([name, e]) => [name, e.parse({}) as Record<string, unknown>]));

/** An answer with the endpoint's own keys, each holding what `fill` makes of it. */
const withKeys = (name: string, fill: (key: string) => unknown) => Object.fromEntries(Object.keys(empties[name]!).map((key) => [key, fill(key)]));

const pristine = () => {
  const probe: Record<string, unknown> = {};
  return probe.polluted === undefined && !('polluted' in Object.prototype) && Object.getPrototypeOf(probe) === Object.prototype;
};

afterEach(() => {
  expect(pristine()).toBe(true);
});

describe('every endpoint parser under hostile input', () => {
  for (const [name, endpoint] of Object.entries(endpoints)) {
    describe(name, () => {
      const shape = shapeOf(empties[name]);

      it('takes arbitrary JSON with __proto__ and constructor keys and wrong types', () => {
        const item = fc.dictionary(
          fc.oneof(fc.constantFrom(...POISON, 'name', 'title', 'url', 'id', 'children', 'date', 'start'), fc.string({ maxLength: 8 })),
          json,
          { maxKeys: 8 },
        );
        const answer = fc.oneof(
          json,
          fc.record(Object.fromEntries(Object.keys(empties[name]!).map((k) => [k, fc.oneof(json, fc.array(item, { maxLength: 4 }))])), { requiredKeys: [] }),
        );
        fc.assert(
          fc.property(answer, (data) => {
            const result = endpoint.parse(data);
            expect(shapeOf(result)).toEqual(shape);
            expect(pristine()).toBe(true);
          }),
          { numRuns: RUNS },
        );
      });

      it('takes a __proto__ payload from JSON.parse without changing a prototype', () => {
        const key = Object.keys(empties[name]!)[0] ?? 'x';
        const text = `{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"${key}":[{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"children":[{"__proto__":{"polluted":1}}]}]}`;
        const result = endpoint.parse(JSON.parse(text));
        expect(shapeOf(result)).toEqual(shape);
      });

      it('takes nesting 10,000 deep without overflowing the stack', () => {
        let deepList: unknown = 'leaf';
        let deepObject: Record<string, unknown> = { name: 'leaf' };
        for (let i = 0; i < 10_000; i += 1) {
          deepList = [deepList];
          deepObject = { name: `level ${i}`, tid: String(i), title: 'x', children: [deepObject], start: deepObject };
        }
        for (const data of [deepList, withKeys(name, () => deepList), withKeys(name, () => [deepObject]), withKeys(name, () => deepObject)]) {
          expect(shapeOf(endpoint.parse(data))).toEqual(shape);
        }
      });

      it('takes 1 MB strings in every field', () => {
        const huge = 'x'.repeat(1_000_000);
        const item = Object.fromEntries(
          ['id', 'name', 'title', 'url', 'nodeId', 'summary', 'description', 'published', 'deadline', 'start', 'end', 'srcset', 'attr'].map((k) => [k, huge]),
        );
        expect(shapeOf(endpoint.parse(withKeys(name, () => [item, huge])))).toEqual(shape);
      });
    });
  }
});
