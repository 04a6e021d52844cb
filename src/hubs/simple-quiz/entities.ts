/** The simple quiz (docs/api.md, `simple-quiz`: pages, goals, options), as a guided tool's settings. */
import { fields, flag, optionalText, text, textList, url, type Parsed } from '../../core/entities/fields.js';
import type { GuideSettings } from '../../core/entities/suggestion.js';

/** A simple quiz's page (a question), an option on a page, and a goal the chosen options lead to. */
export const quizPageSchema = fields({ id: text, title: text, multiple: flag(false) });
export const quizOptionSchema = fields({ id: text, page: text, label: text });
export const quizGoalSchema = fields({ id: text, title: text, url, description: optionalText, options: textList });

/**
 * A simple quiz as a guided tool's settings: each page a question with its options (those naming
 * the page), each goal a suggestion tagged with the options it suits. A page without options is
 * left out, as is an option without a label.
 */
export function simpleQuizSettings(quiz: {
  title?: string | null;
  intro?: string | null;
  pages: ReadonlyArray<Parsed<typeof quizPageSchema>>;
  options: ReadonlyArray<Parsed<typeof quizOptionSchema>>;
  goals: ReadonlyArray<Parsed<typeof quizGoalSchema>>;
}): GuideSettings {
  const seen = new Set<string>();
  const questions = quiz.pages
    .map((page) => ({
      id: page.id,
      question: page.title,
      filter: null,
      multiple: page.multiple,
      options: quiz.options.filter((o) => o.page === page.id && o.id && o.label).map((o) => ({ value: o.id, label: o.label })),
    }))
    .filter((q) => q.id !== '' && q.question !== '' && q.options.length > 0 && !seen.has(q.id) && Boolean(seen.add(q.id)));
  const suggestions = quiz.goals.filter((g) => g.title).map((g) => ({ id: g.id, title: g.title, url: g.url, description: g.description, tags: g.options }));
  return { title: quiz.title || null, intro: quiz.intro || null, questions, suggestions };
}
