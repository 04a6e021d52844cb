// One field of the embedded search service's full-text index (text-index.mjs): its postings with
// positions, the field lengths as Lucene's one-byte norms keep them, and BM25 (k1 1.2, b 0.75,
// with OpenSearch's (k1 + 1) factor), fuzzy and prefix expansions of a term, phrases.
const K1 = 1.2;
const B = 0.75;
const MAX_EXPANSIONS = 50;
/** Lucene puts this many positions between the values of a multi-valued field. */
export const VALUE_GAP = 100;

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

export const idf = (docFreq, docCount) => Math.log(1 + (docCount - docFreq + 0.5) / (docFreq + 0.5));
/** Lucene's scores are 32-bit floats. */
export const f32 = Math.fround;

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
export class FieldIndex {
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

  /** The terms starting with a prefix, in term order (the prefix itself first when it is a term), at most `limit`. */
  withPrefix(prefix, limit = MAX_EXPANSIONS) {
    const terms = this.terms();
    let lo = 0;
    let hi = terms.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (terms[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    const out = [];
    for (let i = lo; i < terms.length && terms[i].startsWith(prefix) && out.length < limit; i += 1) out.push(terms[i]);
    return out;
  }

  /** Fuzzy expansions of a term: [{term, boost}], the best 50 by boost. */
  fuzzy(term, maxEdits, prefixLength) {
    if (maxEdits === 0) return this.postings.has(term) ? [{ term, boost: 1 }] : [];
    const chars = [...term];
    const prefix = chars.slice(0, prefixLength).join('');
    const candidates = prefix ? this.withPrefix(prefix, Infinity) : this.terms();
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
}
