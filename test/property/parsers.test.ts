/**
 * Parsing at the edge: arbitrary JSON into every endpoint's parser (and so every entity parser of
 * docs/api.md), 10,000 runs each under `npm run test:deep` (runs.ts). No input may throw, and the
 * result keeps its typed shape.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { endpoints } from '../endpoints';
import { summerSchoolCourseSchema } from '../../src/listing/shared/course-data/entities';
import { searchHitSchema } from '../../src/hubs/aalto-quicksearch/entities';
import { dictionary, fields, list, record, reshaped, text, textList } from '../../src/core/entities/fields';
import { runs } from './runs';

const RUNS = runs(10_000);
// The full runs (test:deep) take a few seconds, more on a machine busy with the browser tests.
vi.setConfig({ testTimeout: 60_000 });
const hostile = fc.constantFrom('javascript:alert(1)', '<img src=x onerror=alert(1)>', '2027-02-30', '', ' ', 'null', '1', '0', 'true');
const leaf = fc.oneof(fc.string(), hostile, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.string({ maxLength: 12 }), tie('value'), { maxKeys: 5 }),
})).value;

/** An object shaped like an endpoint's result, with arbitrary values under its real keys. */
function shaped(keys: string[]) {
  return fc.record(Object.fromEntries(keys.map((k) => [k, fc.oneof(json, fc.array(json, { maxLength: 3 }))])), {
    requiredKeys: [],
  });
}

const resultKeys: Record<string, string[]> = Object.fromEntries(
  Object.entries(endpoints).map(([name, endpoint]) => [name, Object.keys(endpoint.parse({}) as object)]),
);

describe('every endpoint parser survives arbitrary JSON', () => {
  for (const [name, endpoint] of Object.entries(endpoints)) {
    it(name, () => {
      const empty = endpoint.parse({}) as Record<string, unknown>;
      fc.assert(
        fc.property(fc.oneof(json, shaped(resultKeys[name]!)), (data) => {
          const result = endpoint.parse(data) as Record<string, unknown>;
          expect(Object.keys(result).sort()).toEqual(Object.keys(empty).sort());
          for (const key of Object.keys(empty)) {
            expect(Array.isArray(result[key])).toBe(Array.isArray(empty[key]));
          }
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describe('reading an endpoint in slices gives what reading it at once gives', () => {
  // fetchEndpoint reads long lists in slices (parseInSlices); the result must not depend on it.
  for (const [name, endpoint] of Object.entries(endpoints)) {
    if (!endpoint.parseInSlices) continue;
    it(name, async () => {
      await fc.assert(
        fc.asyncProperty(fc.oneof(json, shaped(resultKeys[name]!)), async (data) => {
          expect(await endpoint.parseInSlices!(data)).toEqual(endpoint.parse(data));
        }),
        { numRuns: runs(300) },
      );
    });
  }
});

// Every key a course has: an empty object parses to one with every field at its default.
const courseKeys = Object.keys(summerSchoolCourseSchema.compute({})!);

describe('a summer school course degrades field by field', () => {
  it('parses any object into a course whose fields keep their types', () => {
    const course = fc.record(Object.fromEntries(courseKeys.map((k) => [k, json])), { requiredKeys: [] });
    fc.assert(
      fc.property(course, (raw) => {
        const parsed = summerSchoolCourseSchema.compute(raw)!;
        expect(parsed).not.toBeNull();
        expect(typeof parsed.name).toBe('string');
        expect(Array.isArray(parsed.courseFormat) && parsed.courseFormat.every((f) => typeof f === 'string')).toBe(true);
        expect(Array.isArray(parsed.eligibility)).toBe(true);
        expect(parsed.credits === null || Number.isFinite(parsed.credits)).toBe(true);
        expect(typeof parsed.noApplicationPeriod).toBe('boolean');
        expect(parsed.url === null || !/^\s*javascript:/i.test(parsed.url)).toBe(true);
        for (const period of [parsed.teachingPeriod, parsed.registrationPeriod]) {
          if (period) expect(period.isValid).toBe(period.start !== null && period.end !== null);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps the other courses when one is malformed', () => {
    const good = { id: 'ok', name: 'Robotics Lab', credits: 5 };
    fc.assert(
      fc.property(json, (bad) => {
        const parsed = list(summerSchoolCourseSchema).compute([good, bad, good]);
        expect(parsed.filter((c) => c.name === 'Robotics Lab')).toHaveLength(2);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('a search hit', () => {
  it('parses any object, with every field an array or not', () => {
    fc.assert(
      fc.property(json, (raw) => {
        const hit = searchHitSchema.compute(raw);
        if (hit) {
          expect(typeof hit.title).toBe('string');
          expect(hit.url === null || typeof hit.url === 'string').toBe(true);
        } else {
          // Only a value that is not an object at all is refused (and dropped from a list).
          expect(typeof raw !== 'object' || raw === null || Array.isArray(raw)).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

/** dayjs with its time zone plugins, which the library does not load: the reference (tzdata) here. */
async function zonedDayjs() {
  const { default: dayjs } = await import('dayjs');
  const { default: utc } = await import('dayjs/plugin/utc.js');
  const { default: timezone } = await import('dayjs/plugin/timezone.js');
  dayjs.extend(utc);
  dayjs.extend(timezone);
  return dayjs;
}

describe('site time zone conversions', () => {
  it('formatDate, isoDay, dayStart, dayEnd and inclusiveEnd agree with dayjs in Europe/Helsinki, across daylight saving switches', async () => {
    const dayjs = await zonedDayjs();
    const { formatDate, isoDay, dayStart, dayEnd, inclusiveEnd, parseDate } = await import('../../src/core/dates');
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) }), (instant) => {
        const zoned = dayjs(instant).tz('Europe/Helsinki');
        expect(formatDate(instant)).toBe(zoned.format('D.M.YYYY'));
        expect(isoDay(instant)).toBe(zoned.format('YYYY-MM-DD'));
        const day = zoned.format('YYYY-MM-DD');
        expect(dayStart(day)).toBe(dayjs.tz(day, 'Europe/Helsinki').valueOf());
        // The next calendar day's midnight, less 1 ms (dayjs's tz-aware add(1, 'day') adds 24 h).
        const next = dayjs.utc(day).add(1, 'day').format('YYYY-MM-DD');
        expect(dayEnd(day)).toBe(dayjs.tz(next, 'Europe/Helsinki').valueOf() - 1);
        // A site midnight ends its whole day; any other moment ends itself.
        const midnight = dayjs.tz(day, 'Europe/Helsinki').valueOf();
        expect(inclusiveEnd(instant)).toBe(instant === midnight ? dayjs.tz(next, 'Europe/Helsinki').valueOf() - 1 : instant);
        expect(inclusiveEnd(midnight)).toBe(dayjs.tz(next, 'Europe/Helsinki').valueOf() - 1);
        expect(parseDate(day)).toBe(dayStart(day));
        // A time without an offset is Helsinki wall time, as dayjs reads it.
        const wall = zoned.format('YYYY-MM-DDTHH:mm:ss');
        expect(parseDate(wall)).toBe(dayjs.tz(wall, 'Europe/Helsinki').valueOf());
      }),
      { numRuns: runs(5000) },
    );
  });
});

describe('the date shapes', () => {
  it('read YYYY-MM-DD and YYYY-MM-DDTHH:MM:SSZ (t and z in either case) as their longer spellings, in and out of range', async () => {
    const { parseDate } = await import('../../src/core/dates');
    // Two digits from 00 to 99: months, days and times out of range too.
    const two = fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0'));
    const year = fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0'));
    fc.assert(
      fc.property(year, two, two, two, two, two, fc.constantFrom('T', 't'), fc.constantFrom('Z', 'z'), (y, mo, d, h, mi, se, t, z) => {
        const day = `${y}-${mo}-${d}`;
        // A day is its Helsinki midnight, as a wall time at 00:00 without an offset is.
        expect(parseDate(day)).toBe(parseDate(`${day}T00:00`));
        expect(parseDate(`${day}${t}${h}:${mi}:${se}${z}`)).toBe(parseDate(`${day}T${h}:${mi}:${se}.000+00:00`));
      }),
      { numRuns: RUNS },
    );
    // Month lengths and leap years, in both shapes.
    for (const [text, real] of [
      ['2024-02-29', true],
      ['2000-02-29', true],
      ['2027-02-29', false],
      ['1900-02-29', false],
      ['2027-04-31', false],
      ['2027-12-31', true],
    ] as const) {
      expect(parseDate(text) !== null, text).toBe(real);
      expect(parseDate(`${text}T12:00:00Z`) !== null, text).toBe(real);
    }
    // Fractions of 1 to 9 digits, offsets up to ±14:00 in whole minutes, minutes without seconds.
    expect(parseDate('2027-06-07T10:00:00.5Z')).toBe(Date.UTC(2027, 5, 7, 10, 0, 0, 500));
    expect(parseDate('2027-06-07T10:00:00.123456789Z')).toBe(Date.UTC(2027, 5, 7, 10, 0, 0, 123));
    expect(parseDate('2027-06-07T10:00:00.1234567890Z')).toBeNull();
    expect(parseDate('2027-06-07T10:00:00.Z')).toBeNull();
    expect(parseDate('2027-06-07T10:00:00+14:00')).toBe(Date.UTC(2027, 5, 6, 20));
    expect(parseDate('2027-06-07T10:00:00-1200')).toBe(Date.UTC(2027, 5, 7, 22));
    for (const text of [
      '2027-06-07T10:00:00+14:01',
      '2027-06-07T10:00:00+02:60',
      '2027-06-07T10:00:00+2',
      '2027-06-07T10:00:00+02:0',
      '2027-06-07T10:00:00+02-00',
      '2027-06-07T10',
      '2027-06-07T10:0',
      '0099-01-01',
      '99-01-01',
      '2027-06-07T10:00:00ZZ',
    ]) {
      expect(parseDate(text), text).toBeNull();
    }
    // Helsinki summer time (+3) for a wall time without an offset.
    expect(parseDate('2027-06-07T10:00')).toBe(Date.UTC(2027, 5, 7, 7));
    // Near misses of the shapes are not dates; a space may stand for the T.
    for (const text of ['2027-06-0x', '2027-06-07T10:00:00X', '2027-06-07T10-00-00Z', '2027/06/07', '2027-06-07 10:00:00Z', '２０２７-06-07']) {
      expect(parseDate(text), text).toBe(text === '2027-06-07 10:00:00Z' ? Date.UTC(2027, 5, 7, 10) : null);
    }
  });
});

describe('the site zone around each daylight saving switch', () => {
  it('reads Helsinki wall times as tzdata does (through dayjs) two and three hours either side of every switch, 1990 to 2045', async () => {
    const dayjs = await zonedDayjs();
    const { parseDate, isoDay } = await import('../../src/core/dates');
    for (let year = 1990; year <= 2045; year += 1) {
      for (const month of [2, 8, 9]) {
        const lastDay = Date.UTC(year, month + 1, 0);
        const switchAt = lastDay - new Date(lastDay).getUTCDay() * 86_400_000 + 3_600_000;
        for (const hours of [-3, -2, 2, 3]) {
          const instant = switchAt + hours * 3_600_000;
          const wall = dayjs(instant).tz('Europe/Helsinki').format('YYYY-MM-DDTHH:mm:ss');
          expect(parseDate(wall), `${wall} (${year})`).toBe(instant);
          expect(isoDay(instant)).toBe(wall.slice(0, 10));
        }
      }
    }
  });
});

describe('the field combinators', () => {
  const pair = fields({ id: text, tags: textList });
  it('read an object field by field, and anything else as null, the fallback or {}', () => {
    expect(pair.compute({ id: 7, tags: 'a', extra: '<b>x</b>' })).toEqual({ id: '7', tags: ['a'] });
    for (const bad of [null, undefined, 'x', 3, true, [], [{ id: 'a' }]]) {
      expect(pair.compute(bad)).toBeNull();
      expect(record({ id: text }, { id: 'none' }).compute(bad)).toEqual({ id: 'none' });
      expect(dictionary(text).compute(bad)).toEqual({});
      expect(reshaped(pair, (p) => p.id).compute(bad)).toBeNull();
    }
    expect(reshaped(pair, (p) => `${p.id}:${p.tags.length}`).compute({ id: 'x', tags: ['a', 'b'] })).toBe('x:2');
    expect(
      list(pair)
        .compute([{ id: 'a' }, 'b', null, { id: 'c' }])
        .map((p) => p.id),
    ).toEqual(['a', 'c']);
  });
  it('a dictionary keeps no prototype keys, whatever the input', () => {
    fc.assert(
      fc.property(json, (value) => {
        const out = dictionary(text).compute(JSON.parse(`{"__proto__": {"polluted": "yes"}, "constructor": "c", "ok": ${JSON.stringify(value ?? null)}}`));
        expect(Object.keys(out)).toEqual(['ok']);
        expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: runs(1000) },
    );
  });
});

describe('ISO 8601 parsing', () => {
  it('reads every offset form back to the same instant, with fractions of a second', async () => {
    const { parseDate } = await import('../../src/core/dates');
    const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }),
        fc.constantFrom(0, 120, 180, -300, 330, -570),
        fc.constantFrom('colon', 'plain', 'hours'),
        (instant, offsetMinutes, style) => {
          const wall = new Date(instant + offsetMinutes * 60_000);
          const base = `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}.${pad(wall.getUTCMilliseconds(), 3)}`;
          const sign = offsetMinutes < 0 ? '-' : '+';
          const h = pad(Math.trunc(offsetMinutes / 60));
          const m = pad(offsetMinutes % 60);
          if (style === 'hours' && m !== '00') return;
          const suffix =
            offsetMinutes === 0 && style === 'plain' ? 'Z' : style === 'colon' ? `${sign}${h}:${m}` : style === 'plain' ? `${sign}${h}${m}` : `${sign}${h}`;
          expect(parseDate(`${base}${suffix}`)).toBe(instant);
        },
      ),
      { numRuns: runs(5000) },
    );
    expect(parseDate('2027-02-30')).toBeNull();
    expect(parseDate('2027-02-28T24:00:00Z')).toBeNull();
    expect(parseDate('2024-02-29T12:00:00+02:00')).toBe(Date.UTC(2024, 1, 29, 10));
  });
});
