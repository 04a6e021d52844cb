/**
 * The study options' texts worked out from their fields: tuition for non-EU/EEA citizens (as the
 * specification words it: the Bachelor fee per year plus the Master fee per year, or the Master fee
 * only), amounts as money in the page's language ('15 000 €' in fi and sv, '€15,000' in en); and
 * the application period with its status (upcoming, ongoing, in the past, or to be announced).
 */
import { formatPeriod, type Instant } from '../../core/dates.js';
import type { StudyOption } from './entities.js';
import type { Translate } from '../../core/i18n/translate.js';
import { isOwnLanguage, type Language } from '../../core/languages.js';
import { phaseOf } from '../../core/period-phase.js';
import type { StudyOptionsStrings } from './strings.js';

type T = Translate<StudyOptionsStrings & { toBeAnnounced: string }>;

/** Money as written in Finland in fi and sv; in a language a site registered, as Intl writes it there. */
const LOCALES: Record<Language, string> = { fi: 'fi-FI', sv: 'sv-FI', en: 'en-IE' };
const formats: Partial<Record<Language, Intl.NumberFormat>> = {};

/** An amount of euros, whole, as money in the language's format (one formatter per language: a card may show two amounts). */
export const money = (amount: number, language: Language): string =>
  (formats[language] ??= new Intl.NumberFormat(isOwnLanguage(language) ? LOCALES[language] : language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  })).format(amount);

const fee = (value: number | null) => (value !== null && Number.isFinite(value) && value > 0 ? value : null);

/** The tuition text, or null when the option does not show it or has no Master fee to show. */
export function tuitionText(option: StudyOption, t: T, language: Language): string | null {
  if (!option.showTuition) return null;
  const master = fee(option.tuitionFeeMaster);
  const bachelor = fee(option.tuitionFeeBachelor);
  if (master === null) return null;
  return bachelor !== null
    ? t('tuitionBoth', { bachelor: money(bachelor, language), master: money(master, language) })
    : t('tuitionMaster', { master: money(master, language) });
}

/** 'Ongoing: 1.11.2026–30.11.2026', 'Upcoming: …', 'In the past: …'; 'To be announced' for dates that are not two dates; 'No info' without any. */
export function applicationText(option: StudyOption, t: T, now: Instant): string {
  const period = option.registrationPeriod;
  if (period === null) return t('noInfo');
  const phase = phaseOf(period, now);
  if (phase === null) return t('toBeAnnounced');
  return t('applicationStatus', { status: t(`application_${phase}`), period: formatPeriod(period, t.language)! });
}
