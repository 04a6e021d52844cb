import { describe, expect, it } from 'vitest';
import { formatDate, formatPeriod, parseDate, parsePeriod, periodOf } from '../../src/core/dates';

describe('dates (Europe/Helsinki)', () => {
  it('reads a date without a time as that calendar day in Helsinki', () => {
    expect(formatDate(parseDate('2027-06-07')!)).toBe('7.6.2027');
    expect(formatDate(parseDate('2027-12-31')!)).toBe('31.12.2027');
  });

  it('shows a date-time with an offset as its Helsinki calendar date', () => {
    // 23:30 UTC on 31 March is 1 April in Helsinki (UTC+3 in summer time).
    expect(formatDate(parseDate('2027-03-31T23:30:00Z')!)).toBe('1.4.2027');
    expect(formatDate(parseDate('2027-01-15T09:00:00+02:00')!)).toBe('15.1.2027');
    expect(formatDate(parseDate('2027-03-31T23:59:00+03:00')!)).toBe('31.3.2027');
  });

  it('reads a date-time without an offset as Helsinki time', () => {
    expect(parseDate('2027-06-07T00:30:00')).toBe(Date.UTC(2027, 5, 6, 21, 30));
    expect(parseDate('2027-06-07 00:30')).toBe(Date.UTC(2027, 5, 6, 21, 30));
  });

  it('formats Finnish dates without leading zeros', () => {
    expect(formatDate(parseDate('2027-01-05')!)).toBe('5.1.2027');
  });

  it('refuses anything that is not an ISO 8601 date', () => {
    for (const bad of [
      '',
      '2027-02-30',
      '2027-13-01',
      '2027-6-7',
      '07.06.2027',
      'June 7, 2027',
      'tomorrow',
      '2027-06-07T25:00',
      20270607,
      null,
      undefined,
      {},
      [],
    ]) {
      expect(parseDate(bad), String(bad)).toBeNull();
    }
    expect(parseDate('2028-02-29')).not.toBeNull();
  });

  it('makes a period valid only when both ends are dates', () => {
    expect(parsePeriod({ start: '2027-06-07', end: '2027-06-25' })!.isValid).toBe(true);
    expect(parsePeriod({ start: '', end: '2027-06-25' })!.isValid).toBe(false);
    expect(parsePeriod({ start: '2027-06-07' })!.isValid).toBe(false);
    expect(parsePeriod('2027-06-07')!.isValid).toBe(false);
    expect(parsePeriod(undefined)).toBeNull();
    expect(parsePeriod(null)).toBeNull();
  });

  it('joins a range with an en dash and shows a one-day period once', () => {
    expect(formatPeriod(parsePeriod({ start: '2027-06-07', end: '2027-06-25' }))).toBe('7.6.2027\u201325.6.2027');
    expect(formatPeriod(parsePeriod({ start: '2027-06-07', end: '2027-06-07T18:00:00+03:00' }))).toBe('7.6.2027');
    expect(formatPeriod(periodOf(null, 1))).toBeNull();
    expect(formatPeriod(null)).toBeNull();
  });

  it('formats 1950 at +2 (Helsinki had no summer time then) after a year before 100 was looked up', () => {
    formatDate(new Date(0).setUTCFullYear(50, 5, 1));
    // 22:10 UTC is 00:10 the next day at +2.
    expect(formatDate(Date.UTC(1950, 5, 1, 22, 10))).toBe('2.6.1950');
  });
});

describe('date limits', () => {
  it('reads years 0001 to 0099 as not a date, and impossible offsets too', () => {
    expect(parseDate('0099-05-01')).toBeNull();
    expect(parseDate('0001-01-01T00:00:00Z')).toBeNull();
    expect(parseDate('2026-05-01T10:00:00+99:99')).toBeNull();
    expect(parseDate('2026-05-01T10:00:00+14:60')).toBeNull();
    expect(parseDate('2026-05-01T10:00:00+15:00')).toBeNull();
    expect(parseDate('2026-05-01T10:00:00+14:00')).toBe(Date.parse('2026-04-30T20:00:00Z'));
    expect(parseDate('2026-05-01T10:00:00-12:00')).toBe(Date.parse('2026-05-01T22:00:00Z'));
  });
});
