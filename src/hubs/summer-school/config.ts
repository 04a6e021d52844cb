/**
 * The summer school listing as configuration of the listing engine (spec §2, §4, §5; contract
 * §4): filter groups, search fields, sort keys, and how filters appear in the address.
 */
import type { SummerSchoolCourse } from '../../core/entities/courses.js';
import type { Translate } from '../../core/i18n/translate.js';
import type { AddressGroup } from '../../listing/address-sync.js';
import type { ListingConfig } from '../../listing/types.js';
import type { SummerSchoolStrings } from './strings.js';

export const FIELD_KEYS = ['art', 'biz', 'entrepreneurship', 'language_culture', 'tech'] as const;
export const FORMAT_KEYS = ['online', 'campus', 'mooc'] as const;
export const TRANSLATED_LEVELS = ['basic', 'intermediate', 'advanced'] as const;

export type SortKeyName =
  | 'name'
  | 'credits'
  | 'durationWeeks'
  | 'teachingPeriod'
  | 'eligibility'
  | 'courseFormat'
  | 'registrationPeriod'
  | 'closing';

export function listingConfig(language: string): ListingConfig<SummerSchoolCourse, SortKeyName> {
  return {
    language,
    groups: [
      { id: 'field', values: (c) => (c.field ? [c.field] : []) },
      { id: 'eligibility', values: (c) => c.eligibility },
      { id: 'courseFormat', values: (c) => c.courseFormat },
    ],
    searchText: (c) => [c.name, c.field, c.fieldName],
    sortKeys: {
      name: { kind: 'text', value: (c) => c.name },
      credits: { kind: 'number', value: (c) => c.credits },
      durationWeeks: { kind: 'number', value: (c) => c.durationWeeks },
      teachingPeriod: { kind: 'date', value: (c) => (c.teachingPeriod?.isValid ? c.teachingPeriod.start : null) },
      // Lists sort on their values sorted alphabetically and joined (spec §5).
      eligibility: { kind: 'list', value: (c) => [...c.eligibility].sort() },
      courseFormat: { kind: 'list', value: (c) => [...c.courseFormat].sort() },
      registrationPeriod: { kind: 'date', value: (c) => (c.registrationPeriod?.isValid ? c.registrationPeriod.start : null) },
      // 'Closing soon': the end of the application period, soonest first, no valid end last.
      closing: { kind: 'date', value: (c) => (c.registrationPeriod?.isValid ? c.registrationPeriod.end : null) },
    },
    defaultSort: { key: 'name', direction: 'asc' },
  };
}

/** The label of a field key, format key or eligibility value in the current language. */
export function labels(t: Translate<SummerSchoolStrings>) {
  return {
    field: (key: string) => ((FIELD_KEYS as readonly string[]).includes(key) ? t(`field_${key}` as keyof SummerSchoolStrings & string) : key),
    format: (key: string) => ((FORMAT_KEYS as readonly string[]).includes(key) ? t(`format_${key}` as keyof SummerSchoolStrings & string) : key),
    level: (value: string) =>
      (TRANSLATED_LEVELS as readonly string[]).includes(value) ? t(`level_${value}` as keyof SummerSchoolStrings & string) : value,
  };
}

/**
 * The address carries labels (contract §4): field and courseFormat as lowercased labels,
 * eligibility as labels; values the listing does not know are ignored.
 */
export function addressGroups(
  label: ReturnType<typeof labels>,
  eligibilityChoices: readonly string[],
): AddressGroup[] {
  const byLowerLabel = (keys: readonly string[], toLabel: (k: string) => string) => {
    const map = new Map(keys.map((k) => [toLabel(k).toLowerCase(), k]));
    return (text: string) => map.get(text.trim().toLowerCase()) ?? null;
  };
  const levelByLabel = new Map(eligibilityChoices.map((v) => [label.level(v), v]));
  return [
    { group: 'field', param: 'field', encode: (k) => label.field(k).toLowerCase(), decode: byLowerLabel(FIELD_KEYS, label.field) },
    { group: 'eligibility', param: 'eligibility', encode: label.level, decode: (text) => levelByLabel.get(text.trim()) ?? null },
    { group: 'courseFormat', param: 'courseFormat', encode: (k) => label.format(k).toLowerCase(), decode: byLowerLabel(FORMAT_KEYS, label.format) },
  ];
}
