/**
 * Dates, through dayjs only. Content API dates are ISO 8601 text with or without a time; they
 * are shown as calendar dates in the site's time zone. A date without a time is that calendar day
 * wherever the visitor is, so it is read as midnight in Helsinki and formatted in Helsinki.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

export const SITE_TIME_ZONE = 'Europe/Helsinki';

/** A moment in time, as milliseconds since the epoch: cheap to compare and sort. */
export type Instant = number;

/** A start and an end; valid only when both are real dates (spec §3). */
export interface Period {
  start: Instant | null;
  end: Instant | null;
  isValid: boolean;
}

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

// Parsing in a named zone costs Intl calls; lists repeat the same few dates, so remember them.
const cache = new Map<string, Instant | null>();
const CACHE_LIMIT = 5000;

/** ISO 8601 text to an instant; anything else (another format, 30 February, a number) is null. */
export function parseDate(value: unknown): Instant | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const known = cache.get(text);
  if (known !== undefined) return known;
  const instant = parseIso(text);
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, instant);
  return instant;
}

function parseIso(text: string): Instant | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [, year, month, day, hour = '0', minute = '0', second = '0', offset] = match;
  const calendar = dayjs.utc(`${year}-${month}-${day}`);
  // dayjs rolls 2027-02-30 over to March; a date that does not round-trip is not a date.
  if (!calendar.isValid() || calendar.date() !== Number(day) || calendar.month() + 1 !== Number(month)) {
    return null;
  }
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  const parsed = offset ? dayjs(text.replace(' ', 'T')) : dayjs.tz(text.replace(' ', 'T'), SITE_TIME_ZONE);
  return parsed.isValid() ? parsed.valueOf() : null;
}

/**
 * `{start, end}` from the content API to a period. Absent (undefined or null) is null: there is
 * no period at all. Present but not an object is an invalid period ('To be announced').
 */
export function parsePeriod(value: unknown): Period | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return periodOf(null, null);
  const raw = value as Record<string, unknown>;
  return periodOf(parseDate(raw.start), parseDate(raw.end));
}

export function periodOf(start: Instant | null, end: Instant | null): Period {
  return { start, end, isValid: start !== null && end !== null };
}

const formatted = new Map<Instant, string>();

/** Finnish calendar date, `d.M.yyyy`, in the site's time zone. */
export function formatDate(instant: Instant): string {
  // A time zone conversion costs Intl calls; a table of a thousand rows repeats few dates.
  let text = formatted.get(instant);
  if (text === undefined) {
    text = dayjs(instant).tz(SITE_TIME_ZONE).format('D.M.YYYY');
    if (formatted.size >= CACHE_LIMIT) formatted.clear();
    formatted.set(instant, text);
  }
  return text;
}

/**
 * A valid period as `d.M.yyyy–d.M.yyyy` (en dash, no spaces, as Finnish writes numeric ranges),
 * one date when both ends fall on the same day; null for an invalid period so the caller shows
 * its own 'To be announced'.
 */
export function formatPeriod(period: Period | null): string | null {
  if (!period?.isValid) return null;
  const start = formatDate(period.start!);
  const end = formatDate(period.end!);
  return start === end ? start : `${start}\u2013${end}`;
}

/** Now, as an instant; a seam so tests can fix the clock with vi.setSystemTime. */
export function now(): Instant {
  return Date.now();
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The first moment of a calendar day (`YYYY-MM-DD`) in the site's time zone; null if not a day. */
export function dayStart(day: string): Instant | null {
  return ISO_DAY.test(day.trim()) ? parseDate(day) : null;
}

/** The last moment of a calendar day in the site's time zone; null if not a day. */
export function dayEnd(day: string): Instant | null {
  const start = dayStart(day);
  return start === null ? null : dayjs(start).tz(SITE_TIME_ZONE).add(1, 'day').valueOf() - 1;
}

/** The calendar day (`YYYY-MM-DD`) of an instant in the site's time zone. */
export function isoDay(instant: Instant): string {
  return dayjs(instant).tz(SITE_TIME_ZONE).format('YYYY-MM-DD');
}
