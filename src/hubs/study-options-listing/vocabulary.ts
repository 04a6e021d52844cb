/**
 * The study options' vocabularies that the specification fixes (docs/api.md, 'Vocabularies the
 * specification fixes'), matched in any case: degrees, languages and fields, their keys and their
 * labels in the page's language.
 */
import type { StudyOption } from './entities.js';
import type { Translate } from '../../core/i18n/translate.js';
import { canonicalValues, fold } from '../../listing/choices.js';
import { keyLabel } from '../../listing/hub.js';
import { own } from '../../core/records.js';
import type { StudyOptionsStrings } from './strings.js';

/** Degree (Bachelor, Master, Doctoral, Double degree). */
export const DEGREES = ['bachelor', 'master', 'doctoral', 'double'] as const;
export const DEGREE_SPELLINGS = { double: ['Double degree'] };
/** Language (Finnish, Swedish, English). */
export const LANGUAGES = ['Finnish', 'Swedish', 'English'] as const;
/** fieldName (Art and Design, Business and Economics, Technology and Engineering), keyed as the fields are. */
export const FIELDS = ['art', 'biz', 'tech'] as const;
export const FIELD_SPELLINGS = { art: ['Art and Design'], biz: ['Business and Economics'], tech: ['Technology and Engineering'] };

type T = Translate<StudyOptionsStrings>;
export const degreeLabel = keyLabel<StudyOptionsStrings>(DEGREES, 'degree_');
export const languageLabel = keyLabel<StudyOptionsStrings>(LANGUAGES, 'language_');

/** A vocabulary's keys as choices, with their other spellings, to match values against. */
const keyed = (keys: readonly string[], spellings: Readonly<Partial<Record<string, readonly string[]>>> = {}) =>
  keys.map((value) => ({ value, label: value, spellings: own(spellings, value) ?? [] }));
const DEGREE_KEYS = keyed(DEGREES, DEGREE_SPELLINGS);
const LANGUAGE_KEYS = keyed(LANGUAGES);

/** The degrees an option counts under, as keys where they are one ('Double degree' is `double`): its degree, and `double` when it is a double degree. */
export function degreesOf(option: StudyOption): string[] {
  return canonicalValues([...(option.degree ? [option.degree] : []), ...(option.doubleDegree ? ['double'] : [])], DEGREE_KEYS);
}

/** An option's field: its key when it is one of the fields, else its name as sent (a term id means nothing to a visitor), else the key as sent. */
export function fieldOf(option: StudyOption): string[] {
  const key = option.field && FIELDS.find((k) => fold(k) === fold(option.field!));
  const field = key ?? option.fieldName ?? option.field;
  return field ? [field] : [];
}

const named = (values: readonly string[], label: (value: string, t: T) => string, t: T) =>
  values.length ? values.map((value) => label(value, t)).join(', ') : null;

/** The option's degrees by their labels ('Master, Double degree'); null for none. */
export const degreesText = (option: StudyOption, t: T) => named(degreesOf(option), degreeLabel, t);
/** The option's languages by their labels; null for none. */
export const languagesText = (option: StudyOption, t: T) => named(canonicalValues(option.language, LANGUAGE_KEYS), languageLabel, t);
