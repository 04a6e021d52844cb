/** An innovation team: its status, goals, industry, impact and what it looks for. */
import { date } from '../../core/entities/date-fields.js';
import { fields, number, optionalText, text, textList, url, type Parsed } from '../../core/entities/fields.js';

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
