/**
 * The date fields, apart from the other field parsers: an element that reads no date (the guided
 * tools) imports the parsers without the site zone's rules, which these need.
 */
import { parseDate, parsePeriod, type Instant, type Period } from '../dates.js';
import { field } from './fields.js';

/** An ISO 8601 date as an instant; null when missing or not a date. */
export const date = field((value): Instant | null => parseDate(value));

/** `{start, end}` as a period: null when absent, invalid when present but not a real period. */
export const period = field((value): Period | null => parsePeriod(value));
