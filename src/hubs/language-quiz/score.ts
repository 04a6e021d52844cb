/**
 * The self-assessment's results, headless: a skill's level is the highest level up to which every
 * question of the skill was answered with one of the upper half of the terms ('Fairly well',
 * 'Easily'); below the first level it is `none`. Levels are ordered as the questions first name
 * them. The learning plan is the results as plain text, ready to save or print.
 */
import type { LanguageQuiz } from './entities.js';

export const NO_LEVEL = 'none';

export interface SkillResult {
  skill: string;
  level: string;
  /** The results text for the skill at its level ('' when the quiz has none). */
  text: string;
}

export function skillResults(quiz: LanguageQuiz, answers: ReadonlyMap<string, readonly string[]>): SkillResult[] {
  const strong = new Set(quiz.terms.slice(Math.floor(quiz.terms.length / 2)).map((t) => t.value));
  const levels = [...new Set(quiz.questions.map((q) => q.level))];
  const skills = [...new Set(quiz.questions.map((q) => q.skill))];
  return skills.map((skill) => {
    let level = NO_LEVEL;
    for (const candidate of levels) {
      const asked = quiz.questions.filter((q) => q.skill === skill && q.level === candidate);
      if (asked.length === 0) continue;
      if (!asked.every((q) => (answers.get(q.id) ?? []).some((value) => strong.has(value)))) break;
      level = candidate;
    }
    return { skill, level, text: quiz.results.get(skill)?.get(level) ?? '' };
  });
}

/** A learning plan as plain text: the title, then each skill's level and its suggested next steps. */
export function learningPlan(title: string, results: readonly SkillResult[], name: (skill: string) => string, levelLabel: (level: string) => string): string {
  const lines = [title, '='.repeat(Math.min(60, title.length)), ''];
  for (const r of results) {
    lines.push(`${name(r.skill)}: ${levelLabel(r.level)}`);
    if (r.text) lines.push(r.text);
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}
