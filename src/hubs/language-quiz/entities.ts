/** The self-assessment quiz (docs/api.md, `quiz-questions`: terms, questions, results, texts). */
import { fields, isObject, optionalText, text, type Parsed } from '../../core/entities/fields.js';
import { collatorFor } from '../../core/collator.js';

export const quizQuestionSchema = fields({
  id: text,
  question: text,
  level: optionalText,
  skill: optionalText,
  topic: optionalText,
});
export type QuizQuestion = Parsed<typeof quizQuestionSchema>;

/** The self-assessment quiz (docs/api.md, `quiz-questions`), checked: texts only. */
export interface LanguageQuiz {
  /** The answer terms in order, weakest first ('I cannot do this' … 'Easily'). */
  terms: Array<{ value: string; label: string }>;
  questions: Array<{ id: string; question: string; level: string; skill: string; topic: string | null }>;
  /** Results texts by skill, then by level (`none` below the first level). Maps: skills and levels are data's names. */
  results: ReadonlyMap<string, ReadonlyMap<string, string>>;
  /** The quiz's own texts: `title`, `intro`, `learnFinnishUrl`, `learnFinnishLabel`, `skill_<skill>`. */
  texts: ReadonlyMap<string, string>;
}

/** An object's entries of non-empty text, by key (any key: `constructor` is a skill like any other). */
const textsOf = (value: unknown): Map<string, string> =>
  new Map(isObject(value) ? Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '') : []);

/**
 * The quiz from its raw answer: terms ordered by their keys (numbers as numbers), questions with a
 * level and a skill (others left out, as are repeated ids), results and texts as texts only.
 */
export function languageQuizOf(raw: {
  terms: Record<string, unknown>;
  questions: ReadonlyArray<Parsed<typeof quizQuestionSchema>>;
  results: Record<string, unknown>;
  texts: Record<string, unknown>;
}): LanguageQuiz {
  const collator = collatorFor('en', { numeric: true });
  const terms = [...textsOf(raw.terms)].sort(([a], [b]) => collator.compare(a, b)).map(([value, label]) => ({ value, label }));
  const seen = new Set<string>();
  // The parsed questions themselves: their fields are the schema's, the kept ones' level and skill texts.
  const questions = raw.questions.filter(
    (q): q is LanguageQuiz['questions'][number] => !!(q.id && q.question && q.level && q.skill) && !seen.has(q.id) && !!seen.add(q.id),
  );
  const results = new Map(isObject(raw.results) ? Object.entries(raw.results).map(([skill, levels]) => [skill, textsOf(levels)]) : []);
  return { terms, questions, results, texts: textsOf(raw.texts) };
}
