/** A language tip: its text, skills and topics. */
import { fields, optionalText, text, textList, url, type Parsed } from '../../core/entities/fields.js';

export const languageTipSchema = fields({ id: text, name: text, url, text: optionalText, skill: textList, topic: textList });
export type LanguageTip = Parsed<typeof languageTipSchema>;
