/**
 * Attribute parsers for custom elements (contract §2). Each turns the attribute's raw value
 * (null when absent) into a prop value; a missing, unknown or malformed value gives the default,
 * so no attribute can break an element.
 */
import type { ComponentType } from 'react';
import { isSitePath } from '../links.js';
import { languageAttribute } from '../languages.js';
import { ENVIRONMENTS, type Environment, type PageSettings } from '../settings.js';

// The language parser is the loader's too (it starts the element's texts): defined with the languages.
export { languageAttribute };

export type AttributeParser<T> = (raw: string | null) => T;
export type AttributeParsers = Record<string, AttributeParser<unknown>>;
export type ParsedAttributes<A extends AttributeParsers> = { [K in keyof A]: ReturnType<A[K]> };

/**
 * An element's chunk: its component (default export) and the parsers of its own attributes, by
 * prop name. The component's props are `ElementProps<typeof attributes>` (`react-element.tsx`).
 */
export interface ElementModule {
  default: ComponentType<never>;
  attributes?: AttributeParsers;
}

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
