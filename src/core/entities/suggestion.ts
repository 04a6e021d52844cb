/**
 * A suggestion tool's settings (docs/api.md, `studies/suggestion-tool`: settings with meta): a title,
 * an introduction, the questions asked one step at a time (each with its choices, and the listing
 * filter group its answers set, when the tool drives a listing), and for the general tool the
 * items it may suggest, each with the tags answers match.
 *
 * Checked when parsed: a question without an id or without choices is dropped, as is a second
 * question with an id already used, so a half-configured tool asks only what it can.
 */
import { fields, flag, list, optionalText, record, reshaped, text, textList, url, type Parsed } from './fields.js';

const choiceSchema = fields({ value: text, label: text });
const questionSchema = fields({ id: text, question: text, filter: optionalText, multiple: flag(false), options: list(choiceSchema) });
const suggestionSchema = fields({ id: text, title: text, url, description: optionalText, tags: textList });

export type GuideQuestion = Parsed<typeof questionSchema>;
export type Suggestion = Parsed<typeof suggestionSchema>;

const settingsEntries = { title: optionalText, intro: optionalText, questions: list(questionSchema), suggestions: list(suggestionSchema) };

export const guideSettingsSchema = reshaped(record(settingsEntries, { title: null, intro: null, questions: [], suggestions: [] }), (settings) => {
  const seen = new Set<string>();
  const questions = settings.questions
    .map((q) => ({ ...q, options: q.options.filter((o) => o.value !== '' && o.label !== '') }))
    .filter((q) => q.id !== '' && q.question !== '' && q.options.length > 0 && !seen.has(q.id) && Boolean(seen.add(q.id)));
  return { ...settings, questions };
});
export type GuideSettings = Parsed<typeof guideSettingsSchema>;
