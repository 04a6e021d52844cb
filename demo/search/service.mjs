// POST /search/{index,index,...}/_search: the demo's stand-in for an Elasticsearch or OpenSearch
// cluster. Index names follow src/core/search/indices.ts: {prefix}_{environment}_{type}_{language}.
// Intranet indexes answer only a request carrying the demo's logged-in token (the `jwt` cookie
// that /__demo/login sets, sent as a bearer token).
import { Corpus, UnsupportedQuery } from './engine.mjs';
import { documents } from './documents.mjs';

export const DEMO_TOKEN = 'demo-community-token';
const TYPES = new Set(['public', 'intranet', 'events', 'events_intranet', 'news', 'news_intranet', 'profiles', 'profiles_intranet', 'study_options', 'programmes']);
const NAME = /^([a-z0-9-]+)_(local|dev|test|live)_([a-z_]+)_(fi|sv|en)$/;
const corpora = new Map();

function error(status, type, reason) {
  return { status, body: { error: { type, reason }, status } };
}

function corpus(indices) {
  const key = indices.map((i) => `${i.type}:${i.language}:${i.name}`).sort().join('|');
  if (!corpora.has(key)) {
    const seen = new Map();
    for (const { name, type, language } of indices) {
      for (const doc of documents(language)) {
        if (doc._indices.includes(type) && !seen.has(doc._id)) seen.set(doc._id, { ...doc, _index: name });
      }
    }
    if (corpora.size > 50) corpora.clear();
    corpora.set(key, new Corpus([...seen.values()]));
  }
  return corpora.get(key);
}

/** Handles one search request; returns `{status, body}`. */
export function handleSearch(indexList, rawBody, authorization = '') {
  const indices = [];
  for (const name of indexList.split(',').map((n) => n.trim()).filter(Boolean)) {
    const match = NAME.exec(name);
    if (!match || !TYPES.has(match[3])) return error(404, 'index_not_found_exception', `no such index [${name}]`);
    indices.push({ name, type: match[3], language: match[4] });
  }
  if (!indices.length) return error(400, 'illegal_argument_exception', 'no index named');
  if (indices.some((i) => i.type.includes('intranet')) && authorization !== `Bearer ${DEMO_TOKEN}`) {
    return error(403, 'security_exception', 'intranet indexes need a logged-in token');
  }
  let body;
  try {
    body = rawBody.trim() ? JSON.parse(rawBody) : {};
  } catch {
    return error(400, 'parsing_exception', 'request body is not JSON');
  }
  try {
    return { status: 200, body: corpus(indices).search(body) };
  } catch (e) {
    if (e instanceof UnsupportedQuery) return error(400, 'parsing_exception', `${e.message} (the demo search service does not run it)`);
    // Any other shape the engine cannot read is the request's fault, never the server's end.
    return error(400, 'parsing_exception', `malformed query: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Builds the public indexes' corpora ahead of the first search, so it answers at once. */
export function warmUp() {
  for (const language of ['en', 'fi', 'sv']) corpus([{ name: `aalto_live_public_${language}`, type: 'public', language }]);
}
