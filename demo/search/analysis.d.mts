/** The embedded search service's analysers (analysis.mjs), as a cluster's language analysers. */
export interface Token {
  term: string;
  position: number;
}
/** The words of a text, lowercased, with their positions. */
export function words(text: unknown): Array<{ word: string; position: number }>;
/** The analyser of a field in a language: text to tokens. */
export function analyser(language: string, field: string): (text: string) => Token[];
export const STANDARD_FIELDS: Set<string>;
