/**
 * Attribute parsers for custom elements (docs/api.md, 'Page settings'). Each turns the attribute's
 * raw value (null when absent) into a prop value; a missing, unknown or malformed value gives the
 * default, so no attribute can break an element.
 */
import type { ComponentType } from 'react';
import { isSitePath } from '../links.js';
import { languageAttribute } from '../languages.js';
import { ENVIRONMENTS, type Environment, type PageSettings, type ReportFn, type StringOverrides } from '../settings.js';
import { booleanAttribute, integerValue, type SETTINGS_ATTRIBUTES } from './values.js';

// The language parser is the loader's too (it starts the element's texts): defined with the
// languages; so are the flag and the integer (the properties read them): `values.ts`.
export { languageAttribute, booleanAttribute };

export type AttributeParser<T> = (raw: string | null) => T;
/** An element's own attribute parsers, by prop name (`linkTarget` for `link-target`). */
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

/**
 * The element's React side, once the runtime is in (`mountElement` in `react-element.tsx`): it
 * reads the element's attributes and renders; the class tells it when to.
 */
export interface Mounted {
  /** An attribute or the `strings` property changed, or the element was connected again. */
  update(): void;
  /** The element left the document: its React root is unmounted. */
  unmount(): void;
  /** A public method: runs when the component has exposed it (calls before are queued). */
  call(name: string, args: unknown[]): unknown;
}

export function stringAttribute(fallback = ''): AttributeParser<string> {
  return (raw) => raw ?? fallback;
}

/**
 * Where an element's links open (`link-target`): the attribute as written, trimmed; absent, the
 * element's default; written empty, the page's own tab (`_self`).
 */
export function linkTargetAttribute(fallback: string): AttributeParser<string> {
  return (raw) => (raw === null ? fallback : raw.trim() || '_self');
}

/**
 * The level of an element's headings (`heading-level`), 2 to 6: a level below 2 would compete
 * with the page's title, one past 6 does not exist. The levels under it are counted from it.
 */
export function headingLevelAttribute(fallback: number): AttributeParser<number> {
  return (raw) => Math.min(6, Math.max(2, integerValue(raw) ?? fallback));
}

export function integerAttribute(fallback: number): AttributeParser<number> {
  return (raw) => integerValue(raw) ?? fallback;
}

export function oneOfAttribute<T extends string>(values: readonly T[], fallback: T | (() => T)): AttributeParser<T> {
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

/** `user-id` → `userId`, as a type. */
type Camel<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;
type SettingsProps = Camel<(typeof SETTINGS_ATTRIBUTES)[number]>;

/** The page settings attributes every element has (`SETTINGS_ATTRIBUTES`), by prop name: their parsers. */
export const settingsAttributes = {
  userId: integerAttribute(0),
  language: languageAttribute,
  baseUrl: urlAttribute(''),
  themeUrl: urlAttribute(''),
  pathPrefix: booleanAttribute,
  environment: oneOfAttribute<Environment>(ENVIRONMENTS, 'live'),
  authenticated: booleanAttribute,
  searchHost: urlAttribute(null),
  // One parser for each name of `SETTINGS_ATTRIBUTES` (the names are written once there), each
  // a setting's: an attribute without a setting, or a setting without an attribute, is a type error.
} satisfies { [K in SettingsProps]: K extends keyof PageSettings ? AttributeParser<PageSettings[K]> : never } & {
  [K in Exclude<keyof PageSettings, 'strings' | 'report'>]: K extends SettingsProps ? AttributeParser<PageSettings[K]> : never;
};

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
