/**
 * The smaller listing entities of docs/api.md: grants and awards, innovation teams (the language
 * learning ones are in `language.ts`).
 */
import { date } from './date-fields.js';
import { fields, flag, number, optionalText, privacy, text, textList, url, type Parsed } from './fields.js';

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

export const innovationTeamSchema = fields({
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
export type InnovationTeam = Parsed<typeof innovationTeamSchema>;
