// POST /search/{index,index,...}/_search: the demo's stand-in for an Elasticsearch or OpenSearch
// cluster. Index names follow src/core/search/indices.ts: {prefix}_{environment}_{type}_{language}.
// Intranet indexes answer only a request carrying the demo's logged-in token (the `jwt` cookie
// that /__demo/login sets, sent as a bearer token).
//
// Bounded as a cluster is, so that no request can hold the server: only the configured index
// names exist (others are 404, and build nothing); a query of more than MAX_CLAUSES clauses
// (ES's indices.query.bool.max_clause_count; a multi_match counts a clause per term and field),
// nested deeper than MAX_DEPTH, or a terms query of more than MAX_TERMS values
// (index.max_terms_count) is a 400 naming the limit; and a search past its time budget stops and
// answers `timed_out: true`, as a cluster's search timeout does.
import { Corpus, SearchTimeout, UnsupportedQuery, compareSorts, sortKeys } from './engine.mjs';
import { documents } from './documents.mjs';
import { words } from './analysis.mjs';

export const DEMO_TOKEN = 'demo-community-token';
const TYPES = ['public', 'intranet', 'events', 'events_intranet', 'news', 'news_intranet', 'profiles', 'profiles_intranet', 'study_options', 'programmes'];
const ENVIRONMENTS = ['local', 'dev', 'test', 'live'];
const LANGUAGES = ['fi', 'sv', 'en'];
/** The site prefixes whose indexes exist (DEMO_INDEX_PREFIXES, comma-separated; `aalto` by default). */
export const INDEX_PREFIXES = (process.env.DEMO_INDEX_PREFIXES ?? 'aalto')
  .split(',')
  .map((p) => p.trim())
  .filter(Boolean);
export const MAX_CLAUSES = 1024;
export const MAX_TERMS = 65_536;
export const MAX_DEPTH = 30;
/** How long one search may run before it stops with what it has (none): about a second. */
export const SEARCH_BUDGET_MS = 1000;

/** Every index name the service has, to its type and language. */
const INDICES = new Map(
  INDEX_PREFIXES.flatMap((prefix) =>
    ENVIRONMENTS.flatMap((environment) =>
      TYPES.flatMap((type) => LANGUAGES.map((language) => [`${prefix}_${environment}_${type}_${language}`, { type, language }])),
    ),
  ),
);
/** One corpus per index type and language, made once on first use (at most 30). */
const corpora = new Map();

function error(status, type, reason) {
  return { status, body: { error: { root_cause: [{ type, reason }], type, reason }, status } };
}

function corpus(type, language) {
  const key = `${type}_${language}`;
  if (!corpora.has(key))
    corpora.set(
      key,
      new Corpus(
        documents(language).filter((doc) => doc._indices.includes(type)),
        language,
      ),
    );
  return corpora.get(key);
}

/** The words of a text, as the engine's analysers split it (before stop words and stems). */
const tokenize = (text) => words(text);

/**
 * How many clauses a query makes, as a cluster counts them (a bool's clauses, a multi_match's
 * terms times its fields); throws the 400 of a limit it breaks.
 */
function countClauses(query, depth = 0) {
  if (depth > MAX_DEPTH) throw new LimitExceeded('illegal_argument_exception', `The query is nested deeper than [${MAX_DEPTH}] levels.`);
  if (typeof query !== 'object' || query === null) return 1;
  let count = 0;
  for (const [kind, spec] of Object.entries(query)) {
    if (kind === 'bool' && spec && typeof spec === 'object') {
      for (const key of ['must', 'should', 'filter', 'must_not']) {
        const clauses = spec[key] === undefined ? [] : Array.isArray(spec[key]) ? spec[key] : [spec[key]];
        if (clauses.length > MAX_CLAUSES) throw tooManyClauses();
        for (const clause of clauses) count += countClauses(clause, depth + 1);
      }
    } else if (kind === 'constant_score' && spec && typeof spec === 'object') {
      count += countClauses(spec.filter, depth + 1);
    } else if (kind === 'multi_match' && spec && typeof spec === 'object') {
      const fields = Array.isArray(spec.fields) ? spec.fields.length : 1;
      const text = String(spec.query ?? '');
      // Tokenising a huge text is work too: a text longer than the limit allows is over it anyway.
      const terms = text.length > MAX_CLAUSES * 64 ? MAX_CLAUSES + 1 : tokenize(text).length;
      count += Math.max(1, terms) * Math.max(1, fields);
    } else if (kind === 'terms' && spec && typeof spec === 'object') {
      for (const [field, values] of Object.entries(spec)) {
        if (field !== 'boost' && Array.isArray(values) && values.length > MAX_TERMS) {
          throw new LimitExceeded(
            'illegal_argument_exception',
            `The number of terms [${values.length}] used in the Terms Query request has exceeded the allowed maximum of [${MAX_TERMS}]. This maximum can be set by changing the [index.max_terms_count] index level setting.`,
          );
        }
      }
      count += 1;
    } else count += 1;
    if (count > MAX_CLAUSES) throw tooManyClauses();
  }
  return count;
}

class LimitExceeded extends Error {
  constructor(type, reason) {
    super(reason);
    this.type = type;
  }
}
const tooManyClauses = () => new LimitExceeded('too_many_clauses', `too_many_clauses: maxClauseCount is set to ${MAX_CLAUSES}`);

/**
 * The indexes a request names, `{indices}`, or the `{status, body}` that refuses it: an index the
 * service does not have, none, or an intranet index without the demo's logged-in token. The demo
 * server checks a request with it before it forwards it to an OpenSearch node too.
 */
export function checkIndices(indexList, authorization = '') {
  const indices = [];
  for (const name of indexList
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)) {
    const known = INDICES.get(name);
    if (!known) return error(404, 'index_not_found_exception', `no such index [${name}]`);
    if (!indices.some((i) => i.name === name)) indices.push({ name, ...known });
  }
  if (!indices.length) return error(400, 'illegal_argument_exception', 'no index named');
  if (indices.some((i) => i.type.includes('intranet')) && authorization !== `Bearer ${DEMO_TOKEN}`) {
    return error(403, 'security_exception', 'intranet indexes need a logged-in token');
  }
  return { indices };
}

/** Handles one search request; returns `{status, body}`. */
export function handleSearch(indexList, rawBody, authorization = '', { budgetMs = SEARCH_BUDGET_MS } = {}) {
  const started = performance.now();
  const checked = checkIndices(indexList, authorization);
  if (!checked.indices) return checked;
  const { indices } = checked;
  let body;
  try {
    body = rawBody.trim() ? JSON.parse(rawBody) : {};
  } catch {
    return error(400, 'parsing_exception', 'request body is not JSON');
  }
  try {
    if (typeof body !== 'object' || Array.isArray(body)) throw new UnsupportedQuery('body (not an object)');
    if (body !== null && body.query !== undefined) countClauses(body.query);
    const from = Number(body?.from ?? 0);
    const size = Number(body?.size ?? 10);
    // The budget is the search's own: an index made on first use (once) does not count.
    const corpora = indices.map(({ type, language }) => corpus(type, language));
    const deadline = performance.now() + budgetMs;
    // Each index scores its own documents, as each shard of a cluster does; the hits merge by
    // score (or by the sort value), then the page is cut.
    const answers = indices.map(({ name }, i) => {
      const { hits } = corpora[i].search({ ...body, from: 0, size: Math.max(0, from) + Math.max(0, size) }, { deadline });
      return { total: hits.total.value, hits: hits.hits.map((hit) => ({ ...hit, _index: name })) };
    });
    const hits = answers.flatMap((answer) => answer.hits);
    if (answers.length > 1) {
      // By the sort values as each index sorted them, else by score; ties keep the indexes' order.
      const compare = body?.sort ? compareSorts(sortKeys(body.sort)) : compareSorts([{ order: 'desc' }]);
      hits.sort((a, b) => compare(a.sort ?? [a._score], b.sort ?? [b._score]));
    }
    const total = answers.reduce((sum, answer) => sum + answer.total, 0);
    return {
      status: 200,
      body: {
        took: Math.round(performance.now() - started),
        timed_out: false,
        hits: { total: { value: total, relation: 'eq' }, hits: hits.slice(from, from + size) },
      },
    };
  } catch (e) {
    if (e instanceof SearchTimeout)
      return { status: 200, body: { took: Math.round(performance.now() - started), timed_out: true, hits: { total: { value: 0, relation: 'eq' }, hits: [] } } };
    if (e instanceof LimitExceeded) return error(400, e.type, e.message);
    if (e instanceof UnsupportedQuery) return error(400, 'parsing_exception', `${e.message} (the demo search service does not run it)`);
    // Any other shape the engine cannot read is the request's fault, never the server's end.
    return error(400, 'parsing_exception', `malformed query: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** Builds every index's corpus ahead of the first search, one a task, the public ones first. */
export function warmUp() {
  const order = [...TYPES].sort((a, b) => (a === 'public' ? -1 : b === 'public' ? 1 : 0));
  const pending = order.flatMap((type) => LANGUAGES.map((language) => [type, language]));
  const next = () => {
    const item = pending.shift();
    if (!item) return;
    corpus(...item);
    setTimeout(next, 0);
  };
  next();
}
