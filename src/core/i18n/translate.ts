/**
 * Interface strings: one catalogue per language (fi, sv, en), looked up by key. A catalogue entry
 * is a text with `{name}` placeholders, or plural forms chosen by the `count` variable with the
 * language's own plural rules.
 */
import type { Language } from '../languages.js';

export interface PluralForms {
  one: string;
  other: string;
}
export type Entry = string | PluralForms;
export type Catalog = Record<string, Entry>;
export type Catalogs<C extends Catalog> = Record<Language, C>;
export type Vars = Record<string, string | number>;
export type Translate<C extends Catalog> = (key: keyof C & string, vars?: Vars) => string;

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralCategory(language: Language, count: number): 'one' | 'other' {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  // fi, sv and en only distinguish one and other for cardinals.
  return rules.select(count) === 'one' ? 'one' : 'other';
}

export function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** A translator for one language over one or more catalogues (later ones win on equal keys). */
export function createTranslator<C extends Catalog>(language: Language, ...catalogs: Array<Catalogs<Catalog>>): Translate<C> {
  const merged: Catalog = Object.assign({}, ...catalogs.map((c) => c[language] ?? c.en));
  return (key, vars) => {
    const entry = merged[key];
    if (entry === undefined) return key;
    if (typeof entry === 'string') return interpolate(entry, vars);
    const count = Number(vars?.count ?? 0);
    return interpolate(entry[pluralCategory(language, count)], vars);
  };
}
