/** People hub entities (docs/api.md, `people_hub/organisations`): profiles, photos, organisations. */
import { field, fields, optionalText, text, textList, url, type Parsed } from '../../core/entities/fields.js';

export const profileSchema = fields({
  id: text,
  firstName: text,
  lastName: text,
  url,
  organisations: textList,
  title: optionalText,
});
export type Profile = Parsed<typeof profileSchema>;

export interface Organisation {
  name: string;
  tid: string;
  /** Its short code where the tree carries one (`code`, `abbreviation`, `key`: 'ELEC'). */
  code: string | null;
  manager: string | null;
  children: Organisation[];
}
/** How deep an organisation tree is read; deeper units are left out (no stack to overflow). */
export const MAX_ORGANISATION_DEPTH = 32;

function organisationAt(value: unknown, depth: number): Organisation | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const raw = value as Record<string, unknown>;
  const children = depth < MAX_ORGANISATION_DEPTH && Array.isArray(raw.children) ? raw.children : [];
  return {
    name: text.compute(raw.name),
    tid: text.compute(raw.tid),
    code: optionalText.compute(raw.code) ?? optionalText.compute(raw.abbreviation) ?? optionalText.compute(raw.key),
    manager: optionalText.compute(raw.manager),
    children: children.map((child) => organisationAt(child, depth + 1)).filter((child): child is Organisation => child !== null),
  };
}

/** Organisations nest; each level degrades on its own, and the tree is cut at 32 levels. */
export const organisationSchema = field((value): Organisation | null => organisationAt(value, 1));
