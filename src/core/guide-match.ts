/**
 * The matching of the guided tools (the general suggestion tool, the simple quiz), headless. A
 * suggestion (a quiz's goal) carries tags: the values of the answers it suits. It is left out when
 * it contradicts an answer: it is tagged with some of a question's answers, but not with any the
 * visitor gave (meant for staff when the visitor said student). The rest are ranked by how many of
 * the answered questions they match, best first (then by title), each with why: the labels of the
 * answers its tags hold. A suggestion that matches none is left out too.
 */
import type { GuideQuestion, Suggestion } from './entities/suggestion.js';
import { collatorFor } from './collator.js';

export interface Match {
  suggestion: Suggestion;
  /** Labels of the answers that matched, in question order. */
  reasons: string[];
  /** How many answered questions it matches. */
  score: number;
}

const fold = (text: string) => text.trim().toLowerCase();

export function matchSuggestions(
  suggestions: readonly Suggestion[],
  questions: readonly GuideQuestion[],
  answers: ReadonlyMap<string, readonly string[]>,
  language: string,
): Match[] {
  const collator = collatorFor(language, { numeric: true });
  const matches: Match[] = [];
  for (const suggestion of suggestions) {
    const tags = new Set(suggestion.tags.map(fold));
    const reasons: string[] = [];
    let score = 0;
    let contradicts = false;
    for (const question of questions) {
      const given = answers.get(question.id) ?? [];
      if (!given.length) continue;
      const hits = given.filter((value) => tags.has(fold(value)));
      if (hits.length) {
        score += 1;
        for (const value of hits) reasons.push(question.options.find((o) => o.value === value)?.label ?? value);
      } else if (question.options.some((option) => tags.has(fold(option.value)))) {
        // Tagged for this question, but for other answers than the visitor's.
        contradicts = true;
        break;
      }
    }
    if (score > 0 && !contradicts) matches.push({ suggestion, reasons, score });
  }
  return matches.sort((a, b) => b.score - a.score || collator.compare(a.suggestion.title, b.suggestion.title));
}
