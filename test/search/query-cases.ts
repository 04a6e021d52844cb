/** What a fixed query of the search contract tests is (`queries.ts`): a term of a form, in a language, anonymous or logged in. */
import type { Language } from '../../src/core/languages';
import type { SearchKind } from '../../src/core/search/indices';
import type { SearchBody } from '../../src/core/search/queries';

export type Form = 'word' | 'phrase' | 'prefix' | 'typo' | 'inflection' | 'short' | 'empty' | 'title' | 'unaccented' | TermClass;
/**
 * What real terms hold that the words of the corpus do not show: pictographs (emoji), accents
 * typed decomposed (NFD: a letter and a combining mark), Finnish and Swedish colon forms of
 * abbreviations, English words of one or two letters.
 */
export type TermClass = 'pictograph' | 'decomposed' | 'colon' | 'two-letter';
export const TERM_CLASSES: TermClass[] = ['pictograph', 'decomposed', 'colon', 'two-letter'];
/** A text as a keyboard or a paste may send it: letters and combining marks apart (NFD). */
export const nfd = (text: string) => text.normalize('NFD');

export interface QueryCase {
  term: string;
  language: Language;
  /** 0: anonymous; above 0: logged in (the intranet twin is searched too, where the kind has one). */
  userId: number;
  form: Form;
}

export interface QueryKind {
  name: string;
  kind: SearchKind;
  build: (term: string) => SearchBody;
  cases: QueryCase[];
}

const USER = 4242;

type Terms = Partial<Record<Form, string[]>>;

/** Every term of every form, in a language, anonymous; the ones in `loggedIn` also logged in. */
export function cases(language: Language, terms: Terms, loggedIn: Form[] = []): QueryCase[] {
  const out: QueryCase[] = [];
  for (const [form, list] of Object.entries(terms) as Array<[Form, string[]]>) {
    for (const term of list) {
      out.push({ term, language, userId: 0, form });
      if (loggedIn.includes(form)) out.push({ term, language, userId: USER, form });
    }
  }
  return out;
}
