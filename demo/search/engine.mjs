// The demo's search service: runs the query DSL the elements' builders emit over the demo corpus,
// scoring as a cluster does (text-index.mjs: the language's analysers, BM25, best_fields, fuzzy,
// phrase and phrase_prefix as Lucene runs them). Supported: bool (must, should, filter, must_not,
// minimum_should_match), match_all, multi_match (best_fields with fuzziness and prefix_length,
// phrase, phrase_prefix; operator), term, terms, constant_score, distance_feature on dates; size, from, sort on a
// field, _source. Anything else is an UnsupportedQuery, which the server answers with HTTP 400
// naming the clause, so the demo never silently ignores what a real cluster would run.
import { TextIndex } from './text-index.mjs';

/** A clause must be an object (`{"bool": null}` is not a bool query). */
function objectOf(clause, spec) {
  if (typeof spec !== 'object' || spec === null || Array.isArray(spec)) throw new UnsupportedQuery(`${clause} (not an object)`);
  return spec;
}

/** A search that ran past its deadline (the service answers `timed_out`). */
export class SearchTimeout extends Error {}

export class UnsupportedQuery extends Error {
  constructor(clause) {
    super(`unsupported query clause: ${clause}`);
    this.clause = clause;
  }
}

/** The templates' text fields, and their sub-fields (`title.folded`: the title folded to ASCII). */
const TEXT_FIELDS = [
  'title',
  'title.folded',
  'summary',
  'lead_text',
  'body',
  'keywords',
  'parent_programme',
  'first_name',
  'first_name.folded',
  'last_name',
  'last_name.folded',
  'department',
  'organisations',
];
const TOP_LEVEL = new Set(['query', 'size', 'from', 'sort', '_source', 'track_total_hits']);
const DURATION = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

const first = (value) => (Array.isArray(value) ? value[0] : value);

/** The date fields of the templates (search/templates/templates.mjs). */
const DATE_FIELDS = new Set(['published_at']);
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2})(?::(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?)?(Z|z|[+-]\d{2}(?::?\d{2})?)?)?$/;

/**
 * A date as the templates' date field reads it (DATE_FORMATS): ISO 8601 or `2026-11-20 10:00:00`,
 * UTC without an offset, to milliseconds; anything else, a number too, is malformed: null (the
 * field is ignored, as `ignore_malformed` does).
 */
export function dateValue(value) {
  const match = typeof value === 'string' ? DATE.exec(value) : null;
  if (!match) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone = ''] = match;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), Number(fraction.padEnd(3, '0').slice(0, 3)));
  const check = new Date(ms);
  if (check.getUTCDate() !== Number(d) || check.getUTCHours() !== Number(h) || check.getUTCMinutes() !== Number(mi) || Number(s) > 59) return null;
  if (zone === '' || zone === 'Z' || zone === 'z') return ms;
  const [, sign, hours, minutes = '0'] = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  return ms - (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
}

/** A field's value as a sort reads it: a date field's instant, a keyword's text (a number as its text). */
function sortable(field, raw) {
  if (DATE_FIELDS.has(field)) return dateValue(raw);
  return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : null;
}

/** A request's `sort` as `[{field, order}]`: `_score` is descending unless it says otherwise, a field ascending. */
export function sortKeys(sort) {
  return (Array.isArray(sort) ? sort : [sort]).map((clause) => {
    if (typeof clause === 'string') return { field: clause, order: clause === '_score' ? 'desc' : 'asc' };
    const entries = Object.entries(objectOf('sort', clause));
    if (entries.length !== 1) throw new UnsupportedQuery('sort (one field a clause)');
    const [field, spec] = entries[0];
    const order = typeof spec === 'string' ? spec : (spec?.order ?? (field === '_score' ? 'desc' : 'asc'));
    return { field, order: order === 'desc' ? 'desc' : 'asc' };
  });
}

/** Orders two hits' sort values by the keys, key after key; a missing value last, as a cluster does. */
export function compareSorts(keys) {
  return (a, b) => {
    for (let i = 0; i < keys.length; i += 1) {
      const [x, y] = [a[i] ?? null, b[i] ?? null];
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * (keys[i].order === 'desc' ? -1 : 1);
    }
    return 0;
  };
}

/** A set of documents (one request's indices) with its full-text index. */
export class Corpus {
  /** docs: each with `_id` and `_index`; language: their indexes' (it picks the analysers). */
  constructor(docs, language = 'en') {
    this.docs = docs;
    this.byId = new Map(docs.map((d) => [d._id, d]));
    /** A document's place in the corpus: the order of equal scores, as a cluster's index order is. */
    this.ordinal = new Map(docs.map((d, i) => [d._id, i]));
    /** Answers that depend on the documents only (a term's matches, a date field's values), made once. */
    this.memo = new Map();
    this.text = new TextIndex(docs, TEXT_FIELDS, language);
  }

  /** Runs a search body; returns `{hits: {total, hits}}` as a cluster would. */
  search(body, { now = Date.now(), deadline = Infinity } = {}) {
    if (body !== null && body !== undefined) objectOf('body', body);
    for (const key of Object.keys(body ?? {})) if (!TOP_LEVEL.has(key)) throw new UnsupportedQuery(key);
    this.deadline = deadline;
    const scores = this.evaluate(body?.query ?? { match_all: {} }, now);
    const ids = [...scores.keys()];
    const keys = body?.sort ? sortKeys(body.sort) : null;
    // A hit's sort values: its score for `_score`, a field's first value (a date's instant, a keyword's text).
    const values = (id) => keys.map(({ field }) => (field === '_score' ? scores.get(id) : sortable(field, first(this.byId.get(id)[field]))));
    const sorted = keys ? new Map(ids.map((id) => [id, values(id)])) : null;
    if (keys) {
      const compare = compareSorts(keys);
      ids.sort((a, b) => compare(sorted.get(a), sorted.get(b)));
    } else ids.sort((a, b) => scores.get(b) - scores.get(a));
    const from = Number(body?.from ?? 0);
    const size = Number(body?.size ?? 10);
    const source = body?._source;
    // A sort without `_score` leaves the hits unscored, as a cluster does.
    const scored = !keys || keys.some(({ field }) => field === '_score');
    const hits = ids.slice(from, from + size).map((id) => {
      const { _indices, _index, ...doc } = this.byId.get(id);
      const picked = Array.isArray(source) ? Object.fromEntries(source.filter((f) => f in doc).map((f) => [f, doc[f]])) : doc;
      return { _index, _id: id, _score: scored ? scores.get(id) : null, _source: picked, ...(keys && { sort: sorted.get(id) }) };
    });
    return { hits: { total: { value: ids.length, relation: 'eq' }, hits } };
  }

  /** A query clause to the matching documents and their scores. */
  evaluate(query, now) {
    if (performance.now() > this.deadline) throw new SearchTimeout('search ran past its budget');
    const entries = Object.entries(objectOf('query', query ?? {}));
    if (entries.length !== 1) throw new UnsupportedQuery(entries.map(([k]) => k).join('+') || '(empty)');
    const [kind, spec] = entries[0];
    switch (kind) {
      case 'match_all':
        return new Map(this.docs.map((d) => [d._id, Number(objectOf(kind, spec).boost ?? 1)]));
      case 'bool':
        return this.bool(objectOf(kind, spec), now);
      case 'multi_match':
        return this.multiMatch(objectOf(kind, spec));
      case 'term':
      case 'terms':
        return this.terms(kind, objectOf(kind, spec));
      case 'distance_feature':
        return this.distanceFeature(objectOf(kind, spec), now);
      case 'constant_score':
        return this.constantScore(objectOf(kind, spec), now);
      default:
        throw new UnsupportedQuery(kind);
    }
  }

  bool(spec, now) {
    for (const key of Object.keys(spec)) {
      if (!['must', 'should', 'filter', 'must_not', 'minimum_should_match', 'boost'].includes(key)) throw new UnsupportedQuery(`bool.${key}`);
    }
    const list = (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
    const must = list(spec.must).map((q) => this.evaluate(q, now));
    const filter = list(spec.filter).map((q) => this.evaluate(q, now));
    const mustNot = list(spec.must_not).map((q) => this.evaluate(q, now));
    const should = list(spec.should).map((q) => this.evaluate(q, now));
    const required = spec.minimum_should_match ?? (must.length || filter.length ? 0 : should.length ? 1 : 0);
    const boost = spec.boost ?? 1;
    const out = new Map();
    // Only the documents a required clause matched can match; in corpus order, as all would be.
    const narrowest = [...must, ...filter].reduce((least, m) => (least === null || m.size < least.size ? m : least), null);
    let candidates;
    if (narrowest) candidates = [...narrowest.keys()];
    else if (required > 0) candidates = [...new Set(should.flatMap((m) => [...m.keys()]))];
    if (candidates) candidates.sort((a, b) => this.ordinal.get(a) - this.ordinal.get(b));
    for (const id of candidates ?? this.docs.map((doc) => doc._id)) {
      if (must.some((m) => !m.has(id)) || filter.some((f) => !f.has(id)) || mustNot.some((n) => n.has(id))) continue;
      let matched = 0;
      let score = must.reduce((sum, m) => sum + m.get(id), 0);
      for (const s of should) {
        if (s.has(id)) {
          matched += 1;
          score += s.get(id);
        }
      }
      if (matched < required) continue;
      if (!must.length && !should.length) score = 0;
      out.set(id, score * boost);
    }
    return out;
  }

  multiMatch(spec) {
    const { query, type = 'best_fields', fields = ['title'], fuzziness, prefix_length: prefixLength = 0, operator = 'or', boost = 1, ...rest } = spec;
    if (Object.keys(rest).length) throw new UnsupportedQuery(`multi_match.${Object.keys(rest)[0]}`);
    if (!['best_fields', 'phrase', 'phrase_prefix'].includes(type)) throw new UnsupportedQuery(`multi_match type ${type}`);
    const weights = Object.fromEntries(
      fields.map((f) => {
        const [name, weight] = f.split('^');
        return [name, weight ? Number(weight) : 1];
      }),
    );
    const maxEdits = (term) => {
      if (fuzziness === undefined) return 0;
      const length = [...term].length;
      if (String(fuzziness).toUpperCase() === 'AUTO') return length < 3 ? 0 : length < 6 ? 1 : 2;
      return Math.min(Number(fuzziness) || 0, 2);
    };
    const scores = this.text.multiMatch({
      type,
      weights,
      query: String(query),
      maxEdits: type === 'best_fields' ? maxEdits : null,
      prefixLength,
      and: operator === 'and',
    });
    const out = new Map();
    for (const [id, score] of scores) out.set(id, score * boost);
    return out;
  }

  terms(kind, spec) {
    const { boost: outerBoost, ...fields } = spec;
    const entries = Object.entries(fields);
    if (entries.length !== 1) throw new UnsupportedQuery(`${kind} on ${entries.length} fields`);
    const [field, raw] = entries[0];
    let values;
    let boost = outerBoost ?? 1;
    if (kind === 'terms') {
      if (!Array.isArray(raw)) throw new UnsupportedQuery('terms without a list');
      values = raw;
    } else if (raw && typeof raw === 'object') {
      values = [raw.value];
      boost = raw.boost ?? boost;
    } else {
      values = [raw];
    }
    const wanted = new Set(values.map(String));
    const key = `${kind}\u0000${field}\u0000${boost}\u0000${[...wanted].join('\u0000')}`;
    if (this.memo.has(key)) return this.memo.get(key);
    const out = new Map();
    this.memo.set(key, out);
    for (const doc of this.docs) {
      // `_id` and other single values are fields too.
      const own = doc[field];
      const values = Array.isArray(own) ? own : own === undefined ? [] : [own];
      // A term query scores as a cluster's does on a one-valued keyword (its idf); terms is constant.
      if (values.some((v) => wanted.has(String(v))))
        out.set(doc._id, kind === 'term' && field !== '_id' ? boost * this.text.keywordScore(doc._index ?? '', field, [...wanted][0]) : boost);
    }
    return out;
  }

  /** The filter's documents, each scored the boost whatever its text: a flat bonus. */
  constantScore(spec, now) {
    const { filter, boost = 1, ...rest } = spec;
    if (Object.keys(rest).length) throw new UnsupportedQuery(`constant_score.${Object.keys(rest)[0]}`);
    if (filter === undefined) throw new UnsupportedQuery('constant_score without a filter');
    const out = new Map();
    for (const id of this.evaluate(filter, now).keys()) out.set(id, Number(boost));
    return out;
  }

  distanceFeature(spec, now) {
    const { field, origin, pivot, boost = 1, ...rest } = spec;
    if (Object.keys(rest).length) throw new UnsupportedQuery(`distance_feature.${Object.keys(rest)[0]}`);
    const match = /^(\d+)(ms|s|m|h|d|w)$/.exec(String(pivot));
    if (!match) throw new UnsupportedQuery(`distance_feature pivot ${pivot}`);
    const pivotMs = Number(match[1]) * DURATION[match[2]];
    const originMs = origin === 'now' ? now : (dateValue(origin) ?? NaN);
    if (!Number.isFinite(originMs)) throw new UnsupportedQuery(`distance_feature origin ${origin}`);
    const out = new Map();
    for (const [id, at] of this.dates(field)) out.set(id, (boost * pivotMs) / (pivotMs + Math.abs(originMs - at)));
    return out;
  }

  /** The documents with a value of a date field, to its instant. */
  dates(field) {
    const key = `dates\u0000${field}`;
    if (!this.memo.has(key)) {
      const out = new Map();
      for (const doc of this.docs) {
        const at = dateValue(first(doc[field]));
        if (at !== null) out.set(doc._id, at);
      }
      this.memo.set(key, out);
    }
    return this.memo.get(key);
  }
}
