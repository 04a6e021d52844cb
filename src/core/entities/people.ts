/** People hub entities (spec §3): profiles, photos, organisations. */
import * as v from 'valibot';
import { list, optionalText, text, textList, url } from './fields.js';

export const profileSchema = v.object({
  id: text,
  firstName: text,
  lastName: text,
  url,
  organisations: textList,
  title: optionalText,
});
export type Profile = v.InferOutput<typeof profileSchema>;

export interface Organisation {
  name: string;
  tid: string;
  manager: string | null;
  children: Organisation[];
}
/** Organisations nest; each level degrades on its own. */
export const organisationSchema: v.GenericSchema<unknown, Organisation> = v.object({
  name: text,
  tid: text,
  manager: optionalText,
  children: v.lazy(() => list(organisationSchema)),
});
