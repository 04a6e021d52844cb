/**
 * The embedded service's analysers against the node's own (`_analyze` on the seeded indexes, with
 * the templates' analysers): every word of the demo corpus, in each language, through the text
 * fields' analyser and the names' one, and the classes of term visitors type that the corpus has
 * few of (colon forms, numbers, words of one or two letters).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { analyser } from '../../demo/search/analysis.mjs';
import { documents } from '../../demo/search/documents.mjs';
import { nodeReady, skipReason } from './node';

const skip = skipReason();

const CLASSES = [
  'EU:n rahoitus',
  'IT:n palvelut',
  'USA:han ÄÖ:ssä 2026:n',
  'C++ 3.14 1,5 a.b.c Ph.D. don’t O’Neil',
  'OS ms summer s is AI UX',
  'x_y 12ab ab12 v1.2.3',
];

describe.skipIf(skip)('the embedded analysers give the node’s terms', () => {
  let url: string;
  beforeAll(async () => {
    url = (await nodeReady()).url;
  }, 200_000);

  /** A word no analyser changes, between the texts: the node's terms split at it are each text's. */
  const MARK = '9090909';

  /** The node's terms of each text, as one list per text. */
  async function analyse(language: string, field: string, texts: string[]): Promise<string[][]> {
    const response = await fetch(`${url}/aalto_live_profiles_${language}/_analyze`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ field, text: texts.join(` ${MARK} `) }),
    });
    const { tokens } = (await response.json()) as { tokens: Array<{ token: string }> };
    const out: string[][] = [[]];
    for (const { token } of tokens) {
      if (token === MARK) out.push([]);
      else out[out.length - 1]!.push(token);
    }
    return out;
  }

  for (const language of ['fi', 'sv', 'en']) {
    it(`${language}: every word of the corpus, and the term classes, in the text and the name fields`, async () => {
      const vocabulary = new Set<string>();
      for (const doc of documents(language)) {
        for (const field of ['title', 'summary', 'body', 'keywords', 'first_name', 'last_name', 'department']) {
          for (const value of doc[field] ?? []) for (const word of String(value).split(/\s+/)) if (word) vocabulary.add(word);
        }
      }
      const words = [...vocabulary, ...CLASSES];
      for (const field of ['title', 'title.folded', 'last_name', 'last_name.folded']) {
        const mine = analyser(language, field);
        for (let i = 0; i < words.length; i += 2000) {
          const chunk = words.slice(i, i + 2000);
          const node = await analyse(language, field, chunk);
          expect(node).toHaveLength(chunk.length);
          const differ = chunk
            .map((word, k) => [
              word,
              node[k]!.join(' '),
              mine(word)
                .map((t: { term: string }) => t.term)
                .join(' '),
            ])
            .filter(([, a, b]) => a !== b);
          expect(differ, `${field}: [word, node, embedded]`).toEqual([]);
        }
      }
    });
  }
});
