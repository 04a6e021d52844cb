/**
 * Dates. Content API dates are ISO 8601 text with or without a time; they are shown as calendar
 * dates in the site's time zone (`d.M.yyyy`). A date without a time is that calendar day
 * wherever the visitor is, so it is read as midnight in Helsinki and formatted in Helsinki.
 *
 * The zone's offsets come from Helsinki's EU rule by arithmetic (1996 to 2037), and for other
 * years from the platform's Intl, through one formatter made on first use: a date library's zone
 * plugins work through Intl too, but add weight to every page and a formatter per conversion,
 * which made the first page of a long listing wait for the zone table. The one format the
 * specification asks for is three numbers, written here: no date library is bundled for it.
 */
import { isOwnLanguage } from './languages.js';

export const SITE_TIME_ZONE = 'Europe/Helsinki';

/** A moment in time, as milliseconds since the epoch: cheap to compare and sort. */
export type Instant = number;

/** A start and an end; valid only when both are real dates (docs/api.md, 'Displayed statuses'). */
export interface Period {
  start: Instant | null;
  end: Instant | null;
  isValid: boolean;
}

const MINUTE_MS = 60_000;

/**
 * ISO 8601 text to an instant; anything else (another format, 30 February, a number) is null.
 * Not remembered: a listing's dates are mostly distinct, and keeping tens of thousands of them
 * cost more than reading them (Intl, the one costly path, serves only years outside the rule's).
 */
export function parseDate(value: unknown): Instant | null {
  return typeof value === 'string' ? parseIso(value.trim()) : null;
}

/** The digits at [from, from + count) as a number; NaN when one is not 0 to 9. */
function digits(text: string, from: number, count: number): number {
  let value = 0;
  for (let i = from; i < from + count; i += 1) {
    const digit = text.charCodeAt(i) - 48;
    if (!(digit >= 0 && digit <= 9)) return NaN;
    value = value * 10 + digit;
  }
  return value;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * `YYYY-MM-DD`, optionally followed by `T` or a space, `HH:MM`, `:SS`, `.` and 1 to 9 digits of
 * a fraction, then `Z`, `±HH`, `±HHMM` or `±HH:MM`. Read by hand rather than by a regular
 * expression: a listing of thousands of items reads tens of thousands of dates before its first
 * paint, and a match array per date cost a third of that. (NaN fails every range test below, so
 * a character that is not a digit fails the date.)
 */
function parseIso(text: string): Instant | null {
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  // Years 0 to 99: no content date is that old (and Date.UTC would read them as 1900 to 1999).
  if (text[4] !== '-' || text[7] !== '-' || !(year >= 100 && month >= 1 && month <= 12 && day >= 1)) return null;
  if (day > (month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1]!)) return null;
  const calendar = Date.UTC(year, month - 1, day);
  // A calendar day is its midnight in Helsinki (never in a daylight saving switch hour).
  if (text.length === 10) return calendar - siteOffset(calendar);
  const separator = text[10];
  if ((separator !== 'T' && separator !== 't' && separator !== ' ') || text[13] !== ':') return null;
  const hour = digits(text, 11, 2);
  const minute = digits(text, 14, 2);
  let second = 0;
  let ms = 0;
  let at = 16;
  if (text[at] === ':') {
    second = digits(text, 17, 2);
    at = 19;
    if (text[at] === '.') {
      let end = at + 1;
      while (end - at <= 9 && digits(text, end, 1) >= 0) end += 1;
      if (end === at + 1) return null;
      ms = Math.floor(Number(`0${text.slice(at, end)}`) * 1000);
      at = end;
    }
  }
  if (!(hour <= 23 && minute <= 59 && second <= 59)) return null;
  const wall = calendar + (hour * 60 + minute) * MINUTE_MS + second * 1000 + ms;
  const offset = text.slice(at);
  // A time without an offset is Helsinki time: the offset in force an offset's width before the
  // wall time, then the one in force at the instant that gives (right on both sides of a switch).
  if (offset === '') return wall - siteOffset(wall - siteOffset(wall));
  if (offset === 'Z' || offset === 'z') return wall;
  // Read here rather than by Date.parse, which need not accept '+0200' or '+02'.
  const sign = offset.startsWith('+') ? 1 : offset.startsWith('-') ? -1 : 0;
  const length = offset.length;
  if (!sign || !(length === 3 || length === 5 || (length === 6 && offset[3] === ':'))) return null;
  const hours = digits(offset, 1, 2);
  const minutes = length === 3 ? 0 : digits(offset, length - 2, 2);
  // Real offsets run from -12:00 to +14:00, in whole minutes.
  if (!(minutes <= 59 && hours * 60 + minutes <= 14 * 60)) return null;
  return wall - sign * (hours * 60 + minutes) * MINUTE_MS;
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

const DAY_MS = 86_400_000;

let zoneFormat: Intl.DateTimeFormat | undefined;

/** The site zone's offset from UTC at an instant (ms), through Intl. */
function offsetAt(instant: Instant): number {
  zoneFormat ??= new Intl.DateTimeFormat('en', { timeZone: SITE_TIME_ZONE, timeZoneName: 'longOffset' });
  // 'GMT+02:00', 'GMT-03:30', 'GMT+01:39:49' (local mean time, before 1921), or 'GMT' for zero.
  const name = zoneFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const [, sign, hours, minutes] = /([+-])(\d\d):(\d\d)/.exec(name) ?? ['', '+', '0', '0'];
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * MINUTE_MS;
}

const HOUR_MS = 3_600_000;

/** The instant of the last Sunday of a month (0-based), 01:00 UTC, when EU clocks change. */
function lastSundayAtOne(year: number, month: number): Instant {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS + HOUR_MS;
}

/**
 * Europe/Helsinki's offsets in the years of the EU's common rule (1996 on; 2037 is as far as
 * tzdata writes it out): +2, +3 from the last Sunday of March 01:00 UTC, +2 from the last Sunday
 * of October 01:00 UTC. Worked out by arithmetic: making the first Intl formatter with a time zone
 * loads the zone data, a pause on every listing's first paint. Other
 * years, or another site zone, go through Intl. A property test holds it to tzdata (through dayjs).
 */
function helsinkiRuleYear(year: number): Array<readonly [Instant, number]> | null {
  if (SITE_TIME_ZONE !== 'Europe/Helsinki' || year < 1996 || year > 2037) return null;
  return [
    [Date.UTC(year, 0, 1), 2 * HOUR_MS],
    [lastSundayAtOne(year, 2), 3 * HOUR_MS],
    [lastSundayAtOne(year, 9), 2 * HOUR_MS],
  ];
}

/**
 * Offsets Intl gave, by instant, up to a bound that frees them: the few dates outside the rule's
 * years (a far end such as 2099-12-31) repeat across a list, and each is read several times.
 */
const intlOffsets = new Map<Instant, number>();
const INTL_OFFSETS_KEPT = 10_000;

/** The years looked up so far, with their bounds: a listing's items fall in a few years. */
const yearTables: Array<{ from: Instant; to: Instant; table: Array<readonly [Instant, number]> | null }> = [];

/**
 * The site time zone's offset from UTC (ms) at an instant: by the year's rule where there is one,
 * else through Intl (rare: content dates are within the rule's years).
 */
function siteOffset(instant: Instant): number {
  // Found without making a Date or a closure: this runs for every date of every item before the
  // first paint (tens of thousands at 5,000 events).
  let year: (typeof yearTables)[number] | undefined;
  for (let i = 0; i < yearTables.length; i += 1) {
    const candidate = yearTables[i]!;
    if (instant >= candidate.from && instant < candidate.to) {
      year = candidate;
      break;
    }
  }
  if (!year) {
    const utcYear = new Date(instant).getUTCFullYear();
    // setUTCFullYear, not Date.UTC, which would read years 0 to 99 as 1900 to 1999.
    year = { from: new Date(0).setUTCFullYear(utcYear, 0, 1), to: new Date(0).setUTCFullYear(utcYear + 1, 0, 1), table: helsinkiRuleYear(utcYear) };
    // Bounded: a hostile list could name every year there is.
    if (yearTables.length >= 64) yearTables.length = 0;
    if (Number.isFinite(instant)) yearTables.unshift(year);
  }
  const table = year.table;
  if (table) {
    let offset = table[0]![1];
    for (let i = 1; i < table.length; i += 1) if (instant >= table[i]![0]) offset = table[i]![1];
    return offset;
  }
  let offset = intlOffsets.get(instant);
  if (offset === undefined) {
    if (intlOffsets.size >= INTL_OFFSETS_KEPT) intlOffsets.clear();
    intlOffsets.set(instant, (offset = offsetAt(instant)));
  }
  return offset;
}

/** The site calendar day of an instant, as days since 1970-01-01. */
const siteDay = (instant: Instant) => Math.floor((instant + siteOffset(instant)) / DAY_MS);

/** Formatted dates by site calendar day: a table's rows format the same few days again on every render. */
const formattedDays = new Map<number, string>();
const FORMATTED_KEPT = 20_000;

/** Dates in a language a site registered: that language's own way, with the month's name ('1. Dezember 2026'). */
const registeredFormats = new Map<string, Intl.DateTimeFormat>();
function registeredFormat(language: string): Intl.DateTimeFormat {
  let format = registeredFormats.get(language);
  // The site's calendar day is given as that UTC day.
  if (!format)
    registeredFormats.set(language, (format = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })));
  return format;
}
const siteDate = (instant: Instant) => new Date(siteDay(instant) * DAY_MS);

/**
 * Finnish calendar date, `d.M.yyyy`, in the site's time zone (the specification's, in fi, sv and
 * en alike); in a language a site registered, through Intl in that language.
 */
export function formatDate(instant: Instant, language?: string): string {
  if (language !== undefined && !isOwnLanguage(language)) return registeredFormat(language).format(siteDate(instant));
  const day = siteDay(instant);
  let text = formattedDays.get(day);
  if (text === undefined) {
    // The site's calendar day as that UTC day: day and month without a leading zero, a four-digit year.
    const date = new Date(day * DAY_MS);
    text = `${date.getUTCDate()}.${date.getUTCMonth() + 1}.${String(date.getUTCFullYear()).padStart(4, '0')}`;
    if (formattedDays.size >= FORMATTED_KEPT) formattedDays.clear();
    formattedDays.set(day, text);
  }
  return text;
}

/**
 * A valid period as `d.M.yyyy–d.M.yyyy` (en dash, no spaces, as Finnish writes numeric ranges),
 * one date when both ends fall on the same day; null for an invalid period so the caller shows
 * its own 'To be announced'. In a language a site registered, as Intl writes a range in it.
 */
export function formatPeriod(period: Period | null, language?: string): string | null {
  if (!period?.isValid) return null;
  const start = formatDate(period.start!, language);
  const end = formatDate(period.end!, language);
  if (start === end) return start;
  if (language === undefined || isOwnLanguage(language)) return `${start}\u2013${end}`;
  return registeredFormat(language).formatRange(siteDate(period.start!), siteDate(period.end!));
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

/** The first moment of a site calendar day (days since 1970-01-01), as `parseIso` reads a day. */
function siteDayStart(day: number): Instant {
  const calendar = day * DAY_MS;
  return calendar - siteOffset(calendar);
}

/** The last moment of a calendar day in the site's time zone; null if not a day. */
export function dayEnd(day: string): Instant | null {
  const start = dayStart(day);
  // The next day's midnight, less a millisecond (a day is 23 to 25 hours long with daylight saving).
  return start === null ? null : siteDayStart(siteDay(start) + 1) - 1;
}

/** The calendar day (`YYYY-MM-DD`) of an instant in the site's time zone. */
export function isoDay(instant: Instant): string {
  // The site's calendar date as a UTC date, for its fields.
  return new Date(instant + siteOffset(instant)).toISOString().slice(0, 10);
}

/**
 * The end an instant stands for when it ends something (a period, a deadline): a date without a
 * time (midnight in the site's zone) means the whole of that day. In numbers, not day texts: a
 * listing of thousands of items calls this for each, before its first paint.
 */
export function inclusiveEnd(instant: Instant): Instant {
  const day = siteDay(instant);
  return day !== siteDay(instant - 1) ? siteDayStart(day + 1) - 1 : instant;
}
