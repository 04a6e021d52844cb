/**
 * The content API endpoint helper: a path and the parser of its `data`. A call that failed rejects
 * with its `LoadError` (already reported): the element's main call shows its 'could not load'
 * state; an optional call (`optionalCall`) is its empty result instead, so what did load still shows.
 * An aborted call parses as the empty result (its caller drops it). Endpoints live in modules by
 * family (courses, events and news, media, the rest), so an element's chunk holds only the parsers
 * of the calls it makes.
 */
import { getContent, type ApiData, type ApiParams, type ApiSettings } from './client.js';
import { LoadError, type BodyReader } from './load-error.js';
import { inSlices, nextTask } from '../tasks.js';
import { dictionary, fields, isListField, isObject, keep, list, listValues, raw, type Field, type Infer, type ListField } from '../entities/fields.js';

export interface Endpoint<T> {
  path: string;
  parse: (data: unknown) => T;
  /** The fields of its answer's keys (a long list's first look reads some of its entries' alone: `FirstLook`). */
  entries?: Record<string, Field<unknown>>;
  /** The same as `parse`, with long lists read in slices between which the page can paint and answer input. */
  parseInSlices?: (data: unknown) => Promise<T>;
  /** Parameters every call of it sends (a variant of one path, such as the student guide's index). */
  params?: ApiParams;
}

/*#__NO_SIDE_EFFECTS__*/
export function endpoint<E extends Record<string, Field<unknown>>>(path: string, entries: E): Endpoint<{ [K in keyof E]: Infer<E[K]> }> {
  const schema = fields(entries);
  const keys = Object.keys(entries) as Array<keyof E & string>;
  return {
    path,
    entries,
    // Never null: no data (an aborted call's) is read as an empty object, every field its default.
    parse: (data) => schema.compute(isObject(data) ? data : {})!,
    async parseInSlices(data) {
      const object = isObject(data) ? data : {};
      const out = {} as Record<keyof E, unknown>;
      for (const key of keys) {
        const field = entries[key]!;
        out[key] = isListField(field) ? await inSlices(listSteps(field, object[key])) : field.compute(object[key]);
      }
      return out as { [K in keyof E]: Infer<E[K]> };
    },
  };
}

/** A list field's value read as `list` reads it, a checkpoint every 64 entries (for `inSlices`). */
function* listSteps<T>(field: ListField<T>, value: unknown): Generator<void, Array<NonNullable<T>>> {
  const values = listValues(value);
  const out: Array<NonNullable<T>> = [];
  for (let i = 0; i < values.length; i += 1) {
    keep(out, field.item.compute(values[i]));
    if ((i & 63) === 63) yield;
  }
  return out;
}

/** Free-form `meta`: an object, else {}. */
export const meta = dictionary(raw);
export { list };

/** Calls an endpoint and parses its answer; a failure rejects with its `LoadError` (see `optionalCall`). */
export async function fetchEndpoint<T>(settings: ApiSettings, target: Endpoint<T>, params: ApiParams = {}, options: { signal?: AbortSignal } = {}): Promise<T> {
  return parseAnswer(target, await getContent(settings, target.path, { ...target.params, ...params }, options));
}

/**
 * A look at a call's data before it is read whole, which settles when what it showed has (a long
 * list's first page: `first-page.ts`). `read`: how its body's text is parsed, as `JSON.parse`
 * would (a long one in slices).
 */
export type FirstLook = ((data: ApiData) => unknown) & { read?: BodyReader };

/** Parses a call's `data` (null for an aborted call: its empty result), long lists in slices, after a `look` at it. */
export async function parseAnswer<T>(target: Endpoint<T>, data: ApiData | null, look?: FirstLook): Promise<T> {
  if (!data || !target.parseInSlices) return target.parse(data);
  // Parsing a long list is a step of its own, not part of the task that read the body, and is
  // itself cut into short tasks.
  await nextTask();
  await look?.(data);
  return target.parseInSlices(data);
}

/**
 * A call whose failure is its empty result (it was reported already): an optional call, such as
 * the categories beside a list, whose failure should not keep what did load from showing.
 */
export function optionalCall<T>(target: Pick<Endpoint<T>, 'parse'>, call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    if (error instanceof LoadError) return target.parse(null);
    throw error;
  });
}
