/**
 * What the loader and the runtime's attribute parsers (`attributes.ts`) share, loader side (the
 * loader reflects attributes as properties before any chunk loads): the page settings' attribute
 * names (docs/api.md, 'Page settings'), the property that reflects an attribute, and how a flag and
 * an integer are read from an attribute's value.
 */

/** The page settings attributes every element has (docs/api.md, 'Page settings'), in the order they are documented. */
export const SETTINGS_ATTRIBUTES = ['user-id', 'language', 'base-url', 'theme-url', 'path-prefix', 'environment', 'authenticated', 'search-host'] as const;

/** Present means on, unless its value is `false` or `0` (in any case, ignoring spaces). */
export const booleanAttribute = (raw: string | null): boolean => raw !== null && !['false', '0'].includes(raw.trim().toLowerCase());

/** An integer (at most fifteen digits, spaces around ignored), else null. */
export const integerValue = (raw: string | null): number | null => {
  const value = raw?.trim() ?? '';
  // Decimal digits only (`\d` without the `u` flag), so the unary plus reads them as parseInt does.
  return /^[+-]?\d{1,15}$/.test(value) ? +value : null;
};

/** `user-id` → `userId`: the property that reflects an attribute (`attributeName` the other way). */
export const propertyName = (attribute: string): string => attribute.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
