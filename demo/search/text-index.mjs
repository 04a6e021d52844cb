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
import { FieldIndex, VALUE_GAP, f32, idf } from './field-index.mjs';

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
