/**
 * The language learning listings' entities of docs/api.md: self-study and teaching materials, language
 * tips (the quizzes' are in `simple-quiz.ts` and `language-quiz.ts`, each with its element).
 */
import { fields, flag, optionalText, rawList, reshaped, text, textList, titledLinks, url, type Parsed } from './fields.js';

export const selfStudyMaterialSchema = reshaped(
  fields({
    id: text,
    name: text,
    url,
    subject: textList,
    materialType: textList,
    level: textList,
    supportingLanguage: textList,
    /** `free` or `paid` (other values shown as sent). */
    payment: optionalText,
    pros: optionalText,
    cons: optionalText,
    kbProduced: flag(false),
    // Raw lists: links and titles pair by position, as in the search service's hits.
    kb_external_links: rawList,
    kb_external_links_title: rawList,
  }),
  ({ kb_external_links, kb_external_links_title, ...material }) => ({ ...material, externalLinks: titledLinks(kb_external_links, kb_external_links_title) }),
);
export type SelfStudyMaterial = Parsed<typeof selfStudyMaterialSchema>;

export const teachingMaterialSchema = fields({
  id: text,
  name: text,
  url,
  summary: optionalText,
  proficiencyLevel: textList,
  topicsAndThemes: textList,
  languageSkills: textList,
  vocabularyAndGrammar: textList,
  fileFormat: textList,
  exerciseType: textList,
});
export type TeachingMaterial = Parsed<typeof teachingMaterialSchema>;

export const languageTipSchema = fields({ id: text, name: text, url, text: optionalText, skill: textList, topic: textList });
export type LanguageTip = Parsed<typeof languageTipSchema>;
