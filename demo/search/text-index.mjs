// The embedded search service's full-text index and scoring, made to rank as a cluster does
// (OpenSearch 2.19, Lucene 9: test/search/ compares the two on every query builder). What it
// copies from Lucene and OpenSearch's multi_match:
// - an inverted index per field with positions, the field analysed by the language's analyser
//   (analysis.mjs); the statistics per index (each index is its own shard, so a search over an index
//   and its intranet twin scores each document with its own index's statistics);
// - BM25 (k1 1.2, b 0.75, with the (k1 + 1) factor: OpenSearch's default similarity is Lucene's
//   LegacyBM25Similarity), field lengths rounded as Lucene's one-byte norms round them;
// - best_fields: per field, the sum of the query terms' scores (every term required with operator
//   and), the best field's score (tie breaker 0) times its weight;
// - fuzziness: each query term expands to the index's terms within its edit distance (transpositions
//   count as one edit) that keep its first prefix_length characters, at most 50, each weighted
//   1 − edits / shorter length, all scored with the most frequent one's document frequency (Lucene's
//   blended rewrite);
// - phrase: the terms at their positions (stop words keep their place), scored as one term whose
//   frequency is the phrase's and whose idf is the sum of the terms' idfs; phrase_prefix: the last
//   term expands to at most 50 terms starting with it; a one-term phrase_prefix is the sum of its
//   expansions' own scores.
// - a `term` query on a keyword field scores its idf, as a one-valued keyword does.
import { analyser, STANDARD_FIELDS } from './analysis.mjs';

const K1 = 1.2;
const B = 0.75;
const MAX_EXPANSIONS = 50;
/** Lucene puts this many positions between the values of a multi-valued field. */
const VALUE_GAP = 100;

// Lucene's SmallFloat.intToByte4 / byte4ToInt: field lengths as one-byte norms keep them.
const NUM_FREE_VALUES = 24;
function longToInt4(i) {
  const numBits = 32 - Math.clz32(i);
  if (numBits < 4) return i;
  const shift = numBits - 4;
  return ((i >>> shift) & 0x07) | ((shift + 1) << 3);
}
function int4ToLong(i) {
  const bits = i & 0x07;
  const shift = (i >>> 3) - 1;
  return shift === -1 ? bits : (bits | 0x08) * 2 ** shift;
}
function normLength(length) {
  if (length < NUM_FREE_VALUES) return length;
  return NUM_FREE_VALUES + int4ToLong(longToInt4(length - NUM_FREE_VALUES));
}

const idf = (docFreq, docCount) => Math.log(1 + (docCount - docFreq + 0.5) / (docFreq + 0.5));
/** Lucene's scores are 32-bit floats. */
const f32 = Math.fround;

/** Edit distance with transpositions (optimal string alignment), or Infinity past max. */
function editDistance(a, b, max) {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  let prev2 = null;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (prev2 && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, prev2[j - 2] + 1);
      row.push(value);
      if (value < best) best = value;
    }
    if (best > max) return Infinity;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] <= max ? prev[b.length] : Infinity;
}

/**
 * A term's postings in one field: the documents that have it, each with its positions, read as a
 * Map of document id to positions is (`size`, `get`, `keys`, iteration). Kept as one flat list of
 * (document, position) pairs while the index is built, documents in the order they were added,
 * and made into arrays when first read: most terms are never searched for.
 */
class Postings {
  constructor(ids) {
    this.ids = ids;
    this.pairs = [];
    this.docs = null;
  }

  push(ordinal, position) {
    this.pairs.push(ordinal, position);
  }

  seal() {
    if (this.docs) return;
    const { pairs } = this;
    let count = 0;
    for (let i = 0; i < pairs.length; i += 2) if (i === 0 || pairs[i] !== pairs[i - 2]) count += 1;
    const docs = new Int32Array(count);
    const starts = new Int32Array(count + 1);
    const positions = new Int32Array(pairs.length / 2);
    let d = -1;
    for (let i = 0; i < pairs.length; i += 2) {
      if (i === 0 || pairs[i] !== pairs[i - 2]) {
        d += 1;
        docs[d] = pairs[i];
        starts[d] = i / 2;
      }
      positions[i / 2] = pairs[i + 1];
    }
    starts[count] = positions.length;
    this.docs = docs;
    this.starts = starts;
    this.positions = positions;
    this.pairs = null;
  }

  get size() {
    this.seal();
    return this.docs.length;
  }

  /** The positions of the term in a document (by id), or undefined. */
  get(id) {
    this.seal();
    const ordinal = this.ids.ordinal.get(id);
    if (ordinal === undefined) return undefined;
    let lo = 0;
    let hi = this.docs.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (this.docs[mid] === ordinal) return this.positions.subarray(this.starts[mid], this.starts[mid + 1]);
      if (this.docs[mid] < ordinal) lo = mid + 1;
      else hi = mid - 1;
    }
    return undefined;
  }

  *keys() {
    this.seal();
    for (const ordinal of this.docs) yield this.ids.list[ordinal];
  }

  *[Symbol.iterator]() {
    this.seal();
    for (let d = 0; d < this.docs.length; d += 1) yield [this.ids.list[this.docs[d]], this.positions.subarray(this.starts[d], this.starts[d + 1])];
  }
}

/** One index's one field: postings with positions, lengths and the statistics BM25 takes. */
class FieldIndex {
  /** ids: the index's documents, `{list, ordinal}` (shared by its fields). */
  constructor(ids) {
    this.ids = ids;
    this.postings = new Map();
    this.lengths = new Map();
    this.sumLength = 0;
    this.sortedTerms = null;
  }

  add(id, tokens) {
    if (!tokens.length) return;
    this.lengths.set(id, normLength(tokens.length));
    this.sumLength += tokens.length;
    const ordinal = this.ids.ordinal.get(id);
    for (const { term, position } of tokens) {
      let docs = this.postings.get(term);
      if (!docs) this.postings.set(term, (docs = new Postings(this.ids)));
      docs.push(ordinal, position);
    }
  }

  get docCount() {
    return this.lengths.size;
  }

  terms() {
    this.sortedTerms ??= [...this.postings.keys()].sort();
    return this.sortedTerms;
  }

  /** BM25's length part for a document. */
  tfNorm(id, freq) {
    const avg = this.sumLength / this.docCount;
    return ((K1 + 1) * freq) / (freq + K1 * (1 - B + (B * this.lengths.get(id)) / avg));
  }

  /** The terms starting with a prefix, in term order, at most 50 (the prefix itself first when it is a term). */
  withPrefix(prefix) {
    const terms = this.terms();
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (terms[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out = [];
    for (let i = lo; i < terms.length && terms[i].startsWith(prefix) && out.length < MAX_EXPANSIONS; i += 1) out.push(terms[i]);
    return out;
  }

  /** Fuzzy expansions of a term: [{term, boost}], the best 50 by boost. */
  fuzzy(term, maxEdits, prefixLength) {
    if (maxEdits === 0) return this.postings.has(term) ? [{ term, boost: 1 }] : [];
    const chars = [...term];
    const prefix = chars.slice(0, prefixLength).join('');
    const candidates = prefix ? this.withPrefixAll(prefix) : this.terms();
    const out = [];
    for (const candidate of candidates) {
      const other = [...candidate];
      const edits = editDistance(chars, other, maxEdits);
      if (edits === Infinity) continue;
      out.push({ term: candidate, boost: edits === 0 ? 1 : 1 - edits / Math.min(chars.length, other.length) });
    }
    out.sort((a, b) => b.boost - a.boost || (a.term < b.term ? -1 : 1));
    return out.slice(0, MAX_EXPANSIONS);
  }

  withPrefixAll(prefix) {
    const terms = this.terms();
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (terms[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out = [];
    for (let i = lo; i < terms.length && terms[i].startsWith(prefix); i += 1) out.push(terms[i]);
    return out;
  }
}

/** Adds a score to a document's. */
function add(scores, id, score) {
  scores.set(id, (scores.get(id) ?? 0) + score);
}

export class TextIndex {
  /** docs: each with `_id` and `_index`; fields: the analysed text fields. */
  constructor(docs, fields, language) {
    this.language = language;
    this.fields = fields;
    /** index name → field → FieldIndex */
    this.indexes = new Map();
    this.keywordFreq = new Map();
    this.docsOf = new Map();
    const idsOf = new Map();
    for (const doc of docs) {
      const index = doc._index ?? '';
      if (!this.indexes.has(index)) {
        const ids = { list: [], ordinal: new Map() };
        idsOf.set(index, ids);
        this.indexes.set(index, new Map(fields.map((f) => [f, new FieldIndex(ids)])));
        this.docsOf.set(index, []);
      }
      this.docsOf.get(index).push(doc);
      const ids = idsOf.get(index);
      ids.ordinal.set(doc._id, ids.list.length);
      ids.list.push(doc._id);
      for (const field of fields) {
        // A sub-field (`title.folded`) indexes its field's values with an analyser of its own.
        const own = doc[field.split('.')[0]];
        const values = Array.isArray(own) ? own : own === undefined ? [] : [own];
        const analyse = analyser(language, field);
        const tokens = [];
        let base = 0;
        for (const value of values) {
          const analysed = analyse(String(value ?? ''));
          for (const token of analysed) {
            token.position += base;
            tokens.push(token);
          }
          if (analysed.length) base = analysed[analysed.length - 1].position + 1 + VALUE_GAP;
        }
        this.indexes.get(index).get(field).add(doc._id, tokens);
      }
    }
  }

  /** The score a `term` query on a one-valued keyword field gives a document of an index. */
  keywordScore(index, field, value) {
    const key = `${index}\u0000${field}\u0000${value}`;
    let score = this.keywordFreq.get(key);
    if (score === undefined) {
      const docs = this.docsOf.get(index) ?? [];
      const has = (doc) => (Array.isArray(doc[field]) ? doc[field] : doc[field] === undefined ? [] : [doc[field]]);
      const docCount = docs.filter((doc) => has(doc).length).length;
      const docFreq = docs.filter((doc) => has(doc).some((v) => String(v) === String(value))).length;
      // No norms on a keyword: a length of 1 against an average of 1, so the tf part is 1.
      score = docFreq ? f32(idf(docFreq, docCount)) : 0;
      this.keywordFreq.set(key, score);
    }
    return score;
  }

  /**
   * multi_match: `{type, fields: {name: weight}, query, fuzziness (edits per term, or null),
   * prefixLength, and (every term required)}` to a Map of document ids to scores (before the
   * clause's boost).
   */
  multiMatch({ type, weights, query, maxEdits, prefixLength = 0, and = false }) {
    const best = new Map();
    for (const [field, weight] of Object.entries(weights)) {
      if (!this.fields.includes(field)) continue;
      const tokens = analyser(this.language, field)(query);
      if (!tokens.length) continue;
      for (const fields of this.indexes.values()) {
        const index = fields.get(field);
        if (!index.docCount) continue;
        let scores;
        if (type === 'best_fields') scores = this.terms(index, tokens, maxEdits, prefixLength, and);
        else scores = this.phrase(index, tokens, type === 'phrase_prefix');
        for (const [id, score] of scores) {
          const weighted = f32(score * weight);
          if (weighted > (best.get(id) ?? -1)) best.set(id, weighted);
        }
      }
    }
    return best;
  }

  /** Each token (fuzzy, when maxEdits gives edits) scored and summed; with `and`, every token must match. */
  terms(index, tokens, maxEdits, prefixLength, and) {
    const total = new Map();
    const matched = new Map();
    for (const { term } of tokens) {
      const edits = maxEdits ? maxEdits(term) : 0;
      const expansions = index.fuzzy(term, edits, prefixLength);
      if (!expansions.length) {
        if (and) return new Map();
        continue;
      }
      // Blended: every expansion scored with the most frequent one's document frequency.
      const docFreq = Math.max(...expansions.map((e) => index.postings.get(e.term).size));
      const weight = idf(docFreq, index.docCount);
      const mine = new Map();
      for (const { term: expanded, boost } of expansions) {
        for (const [id, positions] of index.postings.get(expanded)) add(mine, id, f32(boost * weight * index.tfNorm(id, positions.length)));
      }
      for (const [id, score] of mine) {
        add(total, id, score);
        matched.set(id, (matched.get(id) ?? 0) + 1);
      }
    }
    if (and) for (const id of [...total.keys()]) if (matched.get(id) !== tokens.length) total.delete(id);
    return total;
  }

  /** A phrase of the tokens at their positions; with `prefix`, the last one expanded as a prefix. */
  phrase(index, tokens, prefix) {
    const slots = tokens.map(({ term }) => [term]);
    if (prefix) {
      slots[slots.length - 1] = index.withPrefix(tokens[tokens.length - 1].term);
      if (!slots[slots.length - 1].length) return new Map();
    }
    const out = new Map();
    if (slots.length === 1) {
      // One position: the sum of each term's own score (Lucene rewrites it to a disjunction).
      for (const term of slots[0]) {
        const docs = index.postings.get(term);
        if (!docs) continue;
        const weight = idf(docs.size, index.docCount);
        for (const [id, positions] of docs) add(out, id, f32(weight * index.tfNorm(id, positions.length)));
      }
      return out;
    }
    let weight = 0;
    for (const slot of slots) {
      for (const term of slot) {
        const docs = index.postings.get(term);
        if (docs) weight += idf(docs.size, index.docCount);
      }
    }
    // Documents with a term of every slot, then the positions where the slots follow each other.
    const start = tokens[0].position;
    const offsets = tokens.map((t) => t.position - start);
    const positionsOf = (id, slot) => {
      const set = new Set();
      for (const term of slot) for (const p of index.postings.get(term)?.get(id) ?? []) set.add(p);
      return set;
    };
    const first = new Set();
    for (const term of slots[0]) for (const id of index.postings.get(term)?.keys() ?? []) first.add(id);
    for (const id of first) {
      const sets = slots.map((slot) => positionsOf(id, slot));
      if (sets.some((s) => !s.size)) continue;
      let freq = 0;
      for (const p of sets[0]) if (sets.every((s, i) => s.has(p + offsets[i]))) freq += 1;
      if (freq) out.set(id, f32(weight * index.tfNorm(id, freq)));
    }
    return out;
  }
}

export { STANDARD_FIELDS };
