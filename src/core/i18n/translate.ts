/**
 * Interface strings: one catalogue per language (fi, sv, en), looked up by key. A catalogue entry
 * is a text with `{name}` placeholders, or plural forms chosen by the `count` variable with the
 * language's own plural rules.
 */
import { isOwnLanguage, type Language } from '../languages.js';
import type { StringOverrides } from '../settings.js';
import { own } from '../records.js';
import { primaryTag, registeredTexts, type Text } from './registered.js';

const isText = (value: unknown): value is Text =>
  (typeof value === 'string' && value.length <= MAX_OVERRIDE_LENGTH) ||
  (typeof value === 'object' &&
    value !== null &&
    typeof (value as { one?: unknown }).one === 'string' &&
    typeof (value as { other?: unknown }).other === 'string');

/** The texts of an object, as a site gave them: only texts by key are kept, so a malformed value changes no text. */
function textsOf(value: unknown): Record<string, Text> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  // fromEntries: a key `__proto__` stays a key, never a prototype.
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, Text] => isText(entry[1])));
}

/** The largest override a site may give one key; longer texts are not interface texts. */
const MAX_OVERRIDE_LENGTH = 2_000;

/**
 * A site's overrides as given (a property or a JSON script child: anything): only texts (a string,
 * or plural forms) by key under a language tag (fi, sv, en, or one a site registers) are kept, so a
 * malformed value changes no text rather than breaking one.
 */
export function stringOverrides(value: unknown): StringOverrides | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const kept = Object.entries(value)
    .map(([tag, texts]) => [tag, primaryTag(tag) === tag ? textsOf(texts) : {}] as const)
    .filter(([, texts]) => Object.keys(texts).length > 0);
  return kept.length ? Object.fromEntries(kept) : null;
}

export interface PluralForms {
  one: string;
  other: string;
}
export type Entry = string | PluralForms;
export type Catalog = Record<string, Entry>;
export type Catalogs<C extends Catalog> = Record<Language, C>;
export type Vars = Record<string, string | number>;
/** Looks a key up (with `{name}` variables); `language` is the language it translates into. */
export type Translate<C extends Catalog> = ((key: keyof C & string, vars?: Vars) => string) & { readonly language: Language };

const pluralRules = new Map<Language, Intl.PluralRules>();

function pluralCategory(language: Language, count: number): 'one' | 'other' {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  // fi, sv and en only distinguish one and other for cardinals; other languages' other forms are 'other'.
  return rules.select(count) === 'one' ? 'one' : 'other';
}

export function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = own(vars, name);
    return value === undefined ? whole : String(value);
  });
}

/**
 * A translator for one language over one or more catalogues (later ones win on equal keys). The
 * site's overrides (the element's `strings`), when given, win over all of them, in their language
 * only; a key missing there is the catalogue's. In a language a site registered (registered.ts),
 * a catalogue (or overrides) without texts in it is its English texts, those the site registered
 * for its keys in their place: a key the site has not given is English.
 */
export function createTranslator<C extends Catalog>(
  language: Language,
  ...catalogs: Array<Catalogs<Catalog> | StringOverrides | null | undefined>
): Translate<C> {
  // Catalogues are complete in the three languages (a test holds them to it); overrides need not be.
  // Spread, not Object.assign: an override keyed `__proto__` stays a key and never a prototype.
  // Another language's texts: English under what the site registered (none registered: English).
  const registered = isOwnLanguage(language) ? undefined : textsOf(registeredTexts(language));
  const texts = (c: Catalogs<Catalog> | StringOverrides | null | undefined): Catalog | undefined => {
    const given = c?.[language];
    if (given || !registered || !c?.en) return given;
    return Object.fromEntries(Object.entries(c.en).map(([key, text]) => [key, own(registered, key) ?? text]));
  };
  const merged: Catalog = catalogs.reduce<Catalog>((all, c) => ({ ...all, ...texts(c) }), {});
  const translate = (key: keyof C & string, vars?: Vars) => {
    const entry = merged[key];
    if (entry === undefined) return key;
    if (typeof entry === 'string') return interpolate(entry, vars);
    const count = Number(vars?.count ?? 0);
    return interpolate(entry[pluralCategory(language, count)], vars);
  };
  return Object.assign(translate, { language });
}
