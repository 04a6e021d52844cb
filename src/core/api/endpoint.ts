/**
 * The content API endpoint helper: a path and the parser of its `data`. A failed call (null data)
 * parses as the empty result, so callers never branch on failure. Endpoints live in modules by
 * family (courses, events and news, media, the rest), so an element's chunk holds only the parsers
 * of the calls it makes.
 */
import { getContent, type ApiParams, type ApiSettings } from './client.js';
import { dictionary, fields, isObject, list, optionalText, raw, text, textList, url, type Field, type Infer } from '../entities/fields.js';

export interface Endpoint<T> {
  path: string;
  parse: (data: unknown) => T;
  /** Parameters every call of it sends (a variant of one path, such as the student guide's index). */
  params?: ApiParams;
}

/*#__NO_SIDE_EFFECTS__*/
export function endpoint<E extends Record<string, Field<unknown>>>(path: string, entries: E): Endpoint<{ [K in keyof E]: Infer<E[K]> }> {
  const schema = fields(entries);
  // Never null: a failed call's data (null) is read as an empty object, every field its default.
  return { path, parse: (data) => schema.compute(isObject(data) ? data : {})! };
}

/** Free-form `meta`: an object, else {}. */
export const meta = dictionary(raw);
/** A filter choice as the content API sends it. */
export const choice = fields({ id: text, name: text });
export const indexEntry = fields({ title: text, url, letter: optionalText, keywords: textList });
export { list };

/** Calls an endpoint and parses its answer; a failure is the endpoint's empty result. */
export async function fetchEndpoint<T>(
  settings: ApiSettings,
  target: Endpoint<T>,
  params: ApiParams = {},
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  const data = await getContent(settings, target.path, { ...target.params, ...params }, options);
  return target.parse(data);
}
