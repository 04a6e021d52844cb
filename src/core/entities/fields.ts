/**
 * Fields for parsing content API payloads at the edge. A field is a function from any value to a
 * safe value: for anything it does not accept (missing, null, wrong type) it yields a default, so a
 * bad field degrades that field alone and never the item or the list. Plain functions, not a
 * schema library: listings parse thousands of items, and schema machinery per field cost several
 * times the field itself (and a kilobyte and a half on every page). The functions that make a
 * field are marked free of side effects (`#__NO_SIDE_EFFECTS__`), as `endpoint` is: a chunk that
 * takes a data family's module then drops the schemas it never reads.
 */
import { safeUrl } from '../links.js';
import { own } from '../records.js';

/** How one value of a payload becomes a safe value. */
export interface Field<T> {
  readonly compute: (value: unknown) => T;
}
/** What a field yields. */
export type Infer<F extends Field<unknown>> = ReturnType<F['compute']>;
/** What an entity's field yields for an entry it keeps (an object field is null only for a non-object). */
export type Parsed<F extends Field<unknown>> = NonNullable<Infer<F>>;
type Shape = Record<string, Field<unknown>>;
type ShapeOf<E extends Shape> = { [K in keyof E]: Infer<E[K]> };

/** A field that computes its value from any value with `compute`. */
/*#__NO_SIDE_EFFECTS__*/
export function field<T>(compute: (value: unknown) => T): Field<T> {
  return { compute };
}

/** A plain object (not null, not an array). */
export const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object's field, with the fields of its keys (which a long list's first look reads alone: `first-page.ts`). */
export interface ObjectField<T, E extends Shape = Shape> extends Field<T | null> {
  readonly entries: E;
}

/** An object whose fields each degrade alone; anything but an object is null (a list drops it). Keys not named are left out. */
/*#__NO_SIDE_EFFECTS__*/
export function fields<E extends Shape>(entries: E): ObjectField<ShapeOf<E>, E> {
  const keys = Object.keys(entries) as Array<keyof E & string>;
  const computes = keys.map((key) => entries[key]!.compute);
  return {
    entries,
    compute: (value) => {
      if (!isObject(value)) return null;
      const out = {} as Record<keyof E, unknown>;
      // A key the schema names: one an item lacks reads as undefined (no schema names Object's members).
      for (let i = 0; i < keys.length; i += 1) out[keys[i]!] = computes[i]!(value[keys[i]!]);
      return out as ShapeOf<E>;
    },
  };
}

/** A nested object whose own fields degrade alone; not an object at all is the fallback. */
/*#__NO_SIDE_EFFECTS__*/
export function record<E extends Shape>(entries: E, fallback: ShapeOf<E>): Field<ShapeOf<E>> {
  const object = fields(entries);
  return field((value) => object.compute(value) ?? fallback);
}

/** An object field reshaped once read (renamed or combined keys); null stays null. */
/*#__NO_SIDE_EFFECTS__*/
export function reshaped<T, U>(objectField: Field<T>, reshape: (value: NonNullable<T>) => U): Field<null extends T ? U | null : U> {
  return field((value) => {
    const read = objectField.compute(value);
    return (read === null || read === undefined ? null : reshape(read)) as null extends T ? U | null : U;
  });
}

/** Any value as sent (a field another one reads raw). */
export const raw = field((value): unknown => value);

/** A plain object's entries without the keys that would reach a prototype; [] for anything else. */
export const ownEntries = (value: unknown): Array<[string, unknown]> =>
  isObject(value) ? Object.entries(value).filter(([key]) => key !== '__proto__' && key !== 'constructor' && key !== 'prototype') : [];

/** An object of any keys whose values are each read by a field; not an object is {}. */
/*#__NO_SIDE_EFFECTS__*/
export function dictionary<T>(item: Field<T>): Field<Record<string, T>> {
  return field((value) => Object.fromEntries(ownEntries(value).map(([key, entry]) => [key, item.compute(entry)])));
}

/**
 * The scalar fields are plain functions over any value (through `field`), not unions of
 * schemas: a listing parses thousands of items, and a union builds issue objects for every
 * branch that fails before its fallback applies.
 */
const asText = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' && Number.isFinite(value) ? String(value) : null;

/** Text; numbers are accepted as their decimal text. Anything else is ''. */
export const text = field((value): string => asText(value) ?? '');

/** Text that may be absent: null rather than '' (or only spaces). */
export const optionalText = field((value): string | null => {
  const text = asText(value);
  return text === null || text.trim() === '' ? null : text;
});

/** Drupal sends booleans as true/false, 1/0 or their text; anything else is the fallback. */
/*#__NO_SIDE_EFFECTS__*/
export function flag(fallback: boolean) {
  return field((value): boolean =>
    value === true || value === 1 || value === '1' || value === 'true'
      ? true
      : value === false || value === 0 || value === '0' || value === 'false'
        ? false
        : fallback,
  );
}

/** A finite number, or numeric text ('5', '2.5'); null otherwise. */
export const number = field((value): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return typeof value === 'string' && /^\s*-?\d+(?:\.\d+)?\s*$/.test(value) ? Number(value) : null;
});

/** A URL that may become a link (http, https, mailto or a path); null otherwise. */
export const url = field((value): string | null => safeUrl(value));

/**
 * A list whose invalid entries are dropped one by one; not a list at all is []. A single value
 * where a list belongs is taken as a list of one, as Drupal sends single-valued fields so.
 */
/*#__NO_SIDE_EFFECTS__*/
export function list<T>(item: Field<T>): ListField<T> {
  const compute = item.compute;
  return {
    item,
    compute: (value) => {
      const out: Array<NonNullable<T>> = [];
      for (const entry of listValues(value)) keep(out, compute(entry));
      return out;
    },
  };
}

/** A list field, with the field of its entries (so that a long list can be read in slices). */
export interface ListField<T> extends Field<Array<NonNullable<T>>> {
  readonly item: Field<T>;
}

export const isListField = (field: Field<unknown>): field is ListField<unknown> => 'item' in field;

/** The entries a list field reads from a value. */
export const listValues = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value]);

/** The texts `read` gives a value's entries (`listValues`), trimmed, the empty ones left out. */
const entryTexts = (value: unknown, read: (entry: unknown) => string | null): string[] => listValues(value).flatMap((entry) => read(entry)?.trim() || []);

/** Adds an entry's output to a list unless it was dropped (null, undefined or ''). */
export function keep<T>(out: Array<NonNullable<T>>, output: T) {
  if (output !== undefined && output !== null && output !== '') out.push(output);
}

/** A raw list whose entries pair by position with another's (links and their titles): nothing dropped. */
export const rawList = field((value): unknown[] => (Array.isArray(value) ? value : []));

/**
 * Links paired with their titles by position (the self-study materials' `kb_external_links` and
 * `kb_external_links_title`): unsafe URLs left out, a missing or empty title is the URL itself.
 */
export function titledLinks(links: readonly unknown[], titles: readonly unknown[]): Array<{ url: string; title: string }> {
  return links.flatMap((link, i) => {
    const href = safeUrl(link);
    const title = titles[i];
    return href ? [{ url: href, title: typeof title === 'string' && title.trim() ? title : href }] : [];
  });
}

/**
 * A list of non-empty texts, trimmed (a single text is a list of one). A reference as Drupal
 * sends one, `{id, name}` (or `label`, `title`; `target_id` alone), stands for its name, else its
 * id: a filter matches the name to the choice its server or `meta` gives that id.
 */
export const textList = field((value): string[] =>
  entryTexts(value, (entry) => (isObject(entry) ? (firstText(entry, NAME_KEYS) ?? firstText(entry, ID_KEYS)) : asText(entry))),
);

/** A list of ids: texts and numbers as they are, a reference `{id, name}` (`tid`, `target_id`, …) by its id. */
export const idList = field((value): string[] => entryTexts(value, (entry) => (isObject(entry) ? firstText(entry, ID_KEYS) : asText(entry))));

/** Present and not empty, whatever its shape: an empty text, list or object counts as absent. */
export function isPresent(value: unknown): boolean {
  if (value === null || value === undefined || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(isPresent);
  if (typeof value === 'object') return Object.values(value).some(isPresent);
  return true;
}

/** The values that say an item is for everyone, in the site's languages (matched trimmed, any case). */
const PUBLIC_VALUES = new Set(['public', 'julkinen', 'offentlig']);

/**
 * Who may see an item, one rule for every hub (an event's `audience`, a grant's `privacyType`):
 * absent or empty is public, as is a value (or a list of values) known to mean public; anything
 * else, of any shape (`community`, `intranet`, `staff`, `Yhteisö`, a role list, Drupal's
 * `[{target_id}]`, `true`), is community. Unknown fails closed: anonymous visitors never see it.
 */
export const audience = field((value): 'public' | 'community' => {
  if (!isPresent(value)) return 'public';
  const values = Array.isArray(value) ? value.filter(isPresent) : [value];
  return values.every((v) => typeof v === 'string' && PUBLIC_VALUES.has(v.trim().toLowerCase())) ? 'public' : 'community';
});

/** A privacy field (a grant's `privacyType`): the same rule as `audience`. */
export const privacy = audience;

/** A restriction of any shape (role lists, Drupal's `[{target_id}]`, `true`): true when present and not empty. */
export const restriction = field((value): boolean => isPresent(value));

/** A filter choice as a server names it: its value (what items carry) and its label; `parent` nests it. */
export interface ServerChoice {
  id: string;
  name: string;
  parent?: string;
}

const firstText = (entry: Record<string, unknown>, keys: readonly string[]) => {
  for (const key of keys) {
    const value = asText(own(entry, key))?.trim();
    if (value) return value;
  }
  return null;
};
const ID_KEYS = ['id', 'value', 'key', 'tid', 'target_id', 'machine_name'];
const NAME_KEYS = ['name', 'label', 'title', 'text'];
const PARENT_KEYS = ['parent', 'parent_id', 'parentId'];

/**
 * Filter choices as a content API sends them (`meta`, a categories call), in any of the usual
 * shapes: a list of texts; a list of objects with an id (`id`, `value`, `key`, `tid`, …) and a
 * name (`name`, `label`, `title`); or an object of id → name (or id → object). An entry without an
 * id is left out; one without a name is named by its id. [] for anything else.
 */
export const serverChoices = field((value): ServerChoice[] => {
  const entries: Array<[string | null, unknown]> = Array.isArray(value) ? value.map((entry) => [null, entry]) : isObject(value) ? Object.entries(value) : [];
  const out: ServerChoice[] = [];
  for (const [key, entry] of entries) {
    const text = asText(entry)?.trim();
    if (text) out.push({ id: key ?? text, name: text });
    else if (isObject(entry)) {
      const id = firstText(entry, ID_KEYS) ?? key;
      if (!id) continue;
      const parent = firstText(entry, PARENT_KEYS);
      out.push({ id, name: firstText(entry, NAME_KEYS) ?? id, ...(parent && parent !== '0' && { parent }) });
    }
  }
  return out;
});

/** The choices a `meta` object names under the first of `keys` it has ('topic', 'topics'); [] when none. */
export function metaChoices(meta: unknown, ...keys: string[]): ServerChoice[] {
  if (!isObject(meta)) return [];
  const key = keys.find((k) => Object.hasOwn(meta, k));
  return key ? serverChoices.compute(own(meta, key)) : [];
}
