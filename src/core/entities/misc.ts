/**
 * The smaller listing entities of spec §3: grants and awards, language learning materials,
 * quiz questions, innovation teams.
 */
import * as v from 'valibot';
import { date, flag, number, optionalText, privacy, text, textList, url } from './fields.js';

export const grantSchema = v.object({
  nodeId: text,
  title: text,
  url,
  summary: optionalText,
  field: textList,
  topic: textList,
  deadline: date,
  ongoingApplication: flag(false),
  published: date,
  /** Normalised: 'public' or 'community' (fail closed). */
  privacyType: privacy,
});
export type Grant = v.InferOutput<typeof grantSchema>;

export const selfStudyMaterialSchema = v.object({
  id: text,
  name: text,
  url,
  subject: textList,
  materialType: textList,
  level: textList,
  supportingLanguage: textList,
  payment: optionalText,
  pros: optionalText,
  cons: optionalText,
  kbProduced: flag(false),
});
export type SelfStudyMaterial = v.InferOutput<typeof selfStudyMaterialSchema>;

export const teachingMaterialSchema = v.object({
  id: text,
  name: text,
  url,
  proficiencyLevel: textList,
  topicsAndThemes: textList,
  languageSkills: textList,
  vocabularyAndGrammar: textList,
  fileFormat: textList,
  exerciseType: textList,
});
export type TeachingMaterial = v.InferOutput<typeof teachingMaterialSchema>;

export const languageTipSchema = v.object({ id: text, name: text, url, skill: textList, topic: textList });
export type LanguageTip = v.InferOutput<typeof languageTipSchema>;

export const quizQuestionSchema = v.object({
  id: text,
  question: text,
  level: optionalText,
  skill: optionalText,
  topic: optionalText,
});
export type QuizQuestion = v.InferOutput<typeof quizQuestionSchema>;

export const innovationTeamSchema = v.object({
  id: text,
  name: text,
  url,
  summary: optionalText,
  status: optionalText,
  sdg: textList,
  industry: textList,
  impact: textList,
  origin: optionalText,
  establishedYear: number,
  lookingFor: textList,
  created: date,
});
export type InnovationTeam = v.InferOutput<typeof innovationTeamSchema>;
