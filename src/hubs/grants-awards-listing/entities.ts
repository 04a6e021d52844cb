/** A grant or award: its field, topic, deadline and who may see it. */
import { date } from '../../core/entities/date-fields.js';
import { fields, flag, optionalText, privacy, text, textList, url, type Parsed } from '../../core/entities/fields.js';

export const grantSchema = fields({
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
export type Grant = Parsed<typeof grantSchema>;
