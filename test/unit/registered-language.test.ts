// A site's own language: registerTexts('de', …) from the package entry, the
// language attribute then taking 'de', texts falling back to English per key, and dates and money
// from Intl in that language.
import { describe, expect, it } from 'vitest';
import { registerTexts } from '../../elements/loader';
import { languageAttribute, textsLanguage } from '../../src/core/languages';
import { createTranslator, stringOverrides } from '../../src/core/i18n/translate';
import { coreStrings } from '../../src/core/i18n/core-strings';
import { formatDate, formatPeriod, parseDate, parsePeriod } from '../../src/core/dates';
import { money } from '../../src/hubs/study-options-listing/tuition';

registerTexts('de-DE', { loading: 'Inhalte werden geladen...', count: { one: '{count} Kurs', other: '{count} Kurse' }, bad: 5 as never, __proto__: 'x' });

describe('registerTexts', () => {
  it("makes 'de' a language the attribute takes, and leaves an unregistered one to the fallback", () => {
    expect(languageAttribute('de')).toBe('de');
    expect(languageAttribute('DE-at')).toBe('de');
    expect(languageAttribute('pl')).toBe('en');
    expect(textsLanguage(languageAttribute('de'))).toBe('en');
    expect(textsLanguage('fi')).toBe('fi');
  });

  it('translates with the registered texts, English for a key not given, plural forms by Intl', () => {
    const t = createTranslator<typeof coreStrings.en & { count: string }>('de' as never, coreStrings, { en: { count: 'x' } }, null);
    expect(t('loading')).toBe('Inhalte werden geladen...');
    expect(t('tryAgain')).toBe('Try again');
    expect(t('count', { count: 1 })).toBe('1 Kurs');
    expect(t('count', { count: 3 })).toBe('3 Kurse');
    expect(t.language).toBe('de');
  });

  it("lets an element's strings for the language win over the registered ones", () => {
    const overrides = stringOverrides({ de: { loading: 'Bitte warten' }, 'not a tag': { loading: 'x' } });
    expect(overrides).toEqual({ de: { loading: 'Bitte warten' } });
    const t = createTranslator<typeof coreStrings.en>('de' as never, coreStrings, overrides);
    expect(t('loading')).toBe('Bitte warten');
    expect(t('noResultsFound')).toBe('No results found.');
  });

  it('adds to a language registered before, and ignores what is no text', () => {
    registerTexts('de', { tryAgain: 'Erneut versuchen' });
    const t = createTranslator<typeof coreStrings.en>('de' as never, coreStrings);
    expect(t('tryAgain')).toBe('Erneut versuchen');
    expect(t('loading')).toBe('Inhalte werden geladen...');
    expect(() => registerTexts('', { a: 'b' })).not.toThrow();
    expect(() => registerTexts('de', null as never)).not.toThrow();
  });

  it("writes dates in the language with the month's name, by the site's calendar day; fi, sv and en stay d.M.yyyy", () => {
    // 23:30 UTC on 30 November is 1 December in Helsinki.
    const instant = parseDate('2026-11-30T23:30:00Z')!;
    expect(formatDate(instant, 'de')).toBe('1. Dezember 2026');
    expect(formatDate(instant, 'fi')).toBe('1.12.2026');
    expect(formatDate(instant)).toBe('1.12.2026');
    const period = parsePeriod({ start: '2026-12-01', end: '2026-12-05' });
    expect(formatPeriod(period, 'de')).toMatch(/^1\.\s*[–-]\s*5\. Dezember 2026$/);
    expect(formatPeriod(period, 'en')).toBe('1.12.2026\u20135.12.2026');
    expect(money(1500, 'de' as never)).toMatch(/^1\.500\s€$/);
  });
});
