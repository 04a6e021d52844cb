/**
 * The matching of the guided tools (the general suggestion tool, the simple quiz), headless: a
 * suggestion (a quiz's goal) fits when its tags hold answers
 * given; the more answered questions it fits, the higher it comes (then by title). Each comes with
 * why it matched: the labels of the answers its tags hold.
 */
import type { GuideQuestion, Suggestion } from './entities/suggestion.js';
import { collatorFor } from './collator.js';

export interface Match {
  suggestion: Suggestion;
  /** Labels of the answers that matched, in question order. */
  reasons: string[];
  /** How many answered questions it fits. */
  score: number;
}

export function matchSuggestions(suggestions: readonly Suggestion[], questions: readonly GuideQuestion[], answers: ReadonlyMap<string, readonly string[]>, language: string): Match[] {
  const collator = collatorFor(language, { numeric: true });
  const matches: Match[] = [];
  for (const suggestion of suggestions) {
    const tags = new Set(suggestion.tags.map((tag) => tag.toLowerCase()));
    const reasons: string[] = [];
    let score = 0;
    for (const question of questions) {
      const hits = (answers.get(question.id) ?? []).filter((value) => tags.has(value.toLowerCase()));
      if (hits.length) score += 1;
      for (const value of hits) reasons.push(question.options.find((o) => o.value === value)?.label ?? value);
    }
    if (score > 0) matches.push({ suggestion, reasons, score });
  }
  return matches.sort((a, b) => b.score - a.score || collator.compare(a.suggestion.title, b.suggestion.title));
}
