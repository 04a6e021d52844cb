/**
 * The content API endpoint helper: a path and the parser of its `data`. A failed call (null data)
 * parses as the empty result, so callers never branch on failure. Endpoints live in modules by
 * family (courses, events and news, media, the rest), so an element's chunk holds only the parsers
 * of the calls it makes.
 */
import * as v from 'valibot';
import { getContent, type ApiParams, type ApiSettings } from './client.js';
import { list, optionalText, text, textList, url } from '../entities/fields.js';

export interface Endpoint<T> {
  path: string;
  parse: (data: unknown) => T;
  /** Parameters every call of it sends (a variant of one path, such as the student guide's index). */
  params?: ApiParams;
}

/*#__NO_SIDE_EFFECTS__*/
export function endpoint<E extends v.ObjectEntries>(path: string, entries: E): Endpoint<v.InferOutput<v.ObjectSchema<E, undefined>>> {
  const schema = v.object(entries);
  return { path, parse: (data) => v.parse(schema, typeof data === 'object' && data !== null ? data : {}) };
}

/** Free-form `meta`: an object, else {}. */
export const meta = v.fallback(v.record(v.string(), v.unknown()), {});
/** A filter choice as the content API sends it. */
export const choice = v.object({ id: text, name: text });
export const indexEntry = v.object({ title: text, url, letter: optionalText, keywords: textList });
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
