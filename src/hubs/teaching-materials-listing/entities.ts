/** A teaching material: its level, topics, skills, grammar, file format and exercise type. */
import { fields, optionalText, text, textList, url, type Parsed } from '../../core/entities/fields.js';

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
