/** The self-assessment quiz (spec §3 'Quiz question'; the quiz also has terms, results, texts). */
import { fields, optionalText, ownEntries, text, type Parsed } from './fields.js';
import { collatorFor } from '../collator.js';

export const quizQuestionSchema = fields({
  id: text,
  question: text,
  level: optionalText,
  skill: optionalText,
  topic: optionalText,
});
export type QuizQuestion = Parsed<typeof quizQuestionSchema>;

/** The self-assessment quiz (spec §3 'Quiz question'; `quiz-questions`), checked: texts only. */
export interface LanguageQuiz {
  /** The answer terms in order, weakest first ('I cannot do this' … 'Easily'). */
  terms: Array<{ value: string; label: string }>;
  questions: Array<{ id: string; question: string; level: string; skill: string; topic: string | null }>;
  /** Results texts by skill, then by level (`none` below the first level). */
  results: Record<string, Record<string, string>>;
  /** The quiz's own texts: `title`, `intro`, `learnFinnishUrl`, `learnFinnishLabel`, `skill_<skill>`. */
  texts: Record<string, string>;
}

const textsOf = (value: unknown): Record<string, string> =>
  Object.fromEntries(ownEntries(value).filter(([, v]) => typeof v === 'string' && v.trim() !== '')) as Record<string, string>;

/**
 * The quiz from its raw answer: terms ordered by their keys (numbers as numbers), questions with a
 * level and a skill (others left out, as are repeated ids), results and texts as texts only.
 */
export function languageQuizOf(raw: { terms: Record<string, unknown>; questions: ReadonlyArray<Parsed<typeof quizQuestionSchema>>; results: Record<string, unknown>; texts: Record<string, unknown> }): LanguageQuiz {
  const collator = collatorFor('en', { numeric: true });
  const terms = Object.entries(textsOf(raw.terms))
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([value, label]) => ({ value, label }));
  const seen = new Set<string>();
  const questions = raw.questions
    .filter((q) => q.id && q.question && q.level && q.skill && !seen.has(q.id) && Boolean(seen.add(q.id)))
    .map((q) => ({ id: q.id, question: q.question, level: q.level!, skill: q.skill!, topic: q.topic }));
  const results = Object.fromEntries(ownEntries(raw.results).map(([skill, levels]) => [skill, textsOf(levels)]));
  return { terms, questions, results, texts: textsOf(raw.texts) };
}
