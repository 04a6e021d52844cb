// The specification-shaped corpus (README.md) as answers: what the content API and the search
// service answer for a request. The unit tests route fetch through it; the demo server serves it
// to a browser context with the cookie `demo_data=spec`.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

// From the module's own path as text (a test's DOM environment has a URL class of its own).
const folder = `${dirname(fileURLToPath(import.meta.url))}/`;
const read = (file) => JSON.parse(readFileSync(`${folder}${file}`, 'utf8'));
const LANGUAGES = ['fi', 'sv', 'en'];

/** The content files by their path under /aalto_api/. */
const content = new Map(readdirSync(`${folder}content`).map((file) => {
  const json = read(`content/${file}`);
  return [json.path, json];
}));
/** The search files by index type. */
const search = new Map(readdirSync(`${folder}search`).map((file) => {
  const json = read(`search/${file}`);
  return [json.type, json];
}));

/** The paths under /aalto_api/ the corpus answers. */
export const specPaths = [...content.keys()];

/**
 * The body the content API answers for a path and its query parameters (a URLSearchParams), in
 * the request's language; null for a path the specification does not name.
 */
export function specContent(path, params) {
  const json = content.get(path.replace(/^\/+|\/+$/g, ''));
  if (!json) return null;
  const language = LANGUAGES.includes(params.get('language')) ? params.get('language') : 'en';
  if (json.byCategory) {
    const answer = json.byCategory[params.get('category') ?? ''];
    return answer ? answer[language] : { data: { services: [] } };
  }
  if (json.photosResponse && /photo/i.test(params.toString())) return json.photosResponse[language];
  return json[language];
}

/**
 * The search service's answer for a list of index names (`{prefix}_{environment}_{type}_{language}`):
 * the first index's type and language pick the response.
 */
export function specSearch(indexList) {
  const first = indexList.split(',')[0] ?? '';
  const match = /_(local|dev|test|live)_([a-z_]+)_(fi|sv|en)$/.exec(first);
  const json = match && search.get(match[2].replace(/_intranet$/, ''));
  return json ? json[match[3]] : { hits: { total: { value: 0, relation: 'eq' }, hits: [] } };
}
