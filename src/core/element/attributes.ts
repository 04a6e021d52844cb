/**
 * Attribute parsers for custom elements (contract §2). Each turns the attribute's raw value
 * (null when absent) into a prop value; a missing, unknown or malformed value gives the default,
 * so no attribute can break an element.
 */
import { isSitePath } from '../links.js';
import { languageAttribute } from '../languages.js';
import { ENVIRONMENTS, type Environment, type PageSettings, type ReportFn, type StringOverrides } from '../settings.js';

// The language parser is the loader's too (it starts the element's texts): defined with the languages.
export { languageAttribute };

export type AttributeParser<T> = (raw: string | null) => T;
/** An element's own attribute parsers, by prop name (`linkTarget` for `link-target`). */
export type AttributeParsers = Record<string, AttributeParser<unknown>>;

/** Present means on, unless its value is `false` or `0` (in any case, ignoring spaces). */
export const booleanAttribute: AttributeParser<boolean> = (raw) => {
  if (raw === null) return false;
  const value = raw.trim().toLowerCase();
  return value !== 'false' && value !== '0';
};

export function stringAttribute(fallback = ''): AttributeParser<string> {
  return (raw) => (raw === null ? fallback : raw);
}

export function integerAttribute(fallback: number): AttributeParser<number> {
  return (raw) => {
    const value = raw?.trim() ?? '';
    if (!/^[+-]?\d{1,15}$/.test(value)) return fallback;
    return Number.parseInt(value, 10);
  };
}

export function oneOfAttribute<T extends string>(
  values: readonly T[],
  fallback: T | (() => T),
): AttributeParser<T> {
  return (raw) => {
    const value = raw?.trim().toLowerCase();
    if (value && (values as readonly string[]).includes(value)) return value as T;
    return typeof fallback === 'function' ? fallback() : fallback;
  };
}

/**
 * A URL or an absolute path, without its trailing slashes; anything else (another scheme such as
 * `javascript:`, a relative path, spaces) is the fallback. Used for base-url, theme-url and
 * search-host.
 */
export function urlAttribute<F extends string | null>(fallback: F): AttributeParser<string | F> {
  return (raw) => {
    const value = raw?.trim() ?? '';
    if (value === '' || /\s/.test(value)) return fallback;
    // A path must stay on this site once the browser resolves it (`/\\evil.example` does not).
    if (value.startsWith('/')) return isSitePath(value) ? value.replace(/\/+$/, '') : fallback;
    try {
      const url = new URL(value);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
      return value.replace(/\/+$/, '');
    } catch {
      return fallback;
    }
  };
}

/** The page settings attributes every element has, by prop name. */
export const settingsAttributes = {
  userId: integerAttribute(0),
  language: languageAttribute,
  baseUrl: urlAttribute(''),
  themeUrl: urlAttribute(''),
  pathPrefix: booleanAttribute,
  environment: oneOfAttribute<Environment>(ENVIRONMENTS, 'live'),
  authenticated: booleanAttribute,
  searchHost: urlAttribute(null),
} satisfies { [K in Exclude<keyof PageSettings, 'strings' | 'report'>]: AttributeParser<PageSettings[K]> };

/** `userId` → `user-id`: the attribute that carries a prop. */
export function attributeName(prop: string): string {
  return prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

/**
 * Parses raw attributes into props. The settings object is new only when a setting's value
 * changed, so effects and memos keyed on it re-run only then.
 */
export function propsParser(attributes: AttributeParsers = {}, report?: ReportFn) {
  let settings: PageSettings | null = null;
  return (read: (name: string) => string | null, strings: StringOverrides | null = null): { settings: PageSettings } & Record<string, unknown> => {
    const next = {
      ...Object.fromEntries(Object.entries(settingsAttributes).map(([prop, parse]) => [prop, parse(read(attributeName(prop)))])),
      strings,
      ...(report && { report }),
    } as unknown as PageSettings;
    const keys = Object.keys(next) as Array<keyof PageSettings>;
    if (!settings || keys.some((k) => !Object.is(next[k], settings![k]))) settings = next;
    const own = Object.fromEntries(Object.entries(attributes).map(([prop, parse]) => [prop, parse(read(attributeName(prop)))]));
    return { ...own, settings };
  };
}
