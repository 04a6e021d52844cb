/** Events and news (spec §3), with the student guide's additions and the personnel hub's groups. */
import * as v from 'valibot';
import { date, derived, fields, flag, list, optionalText, period, text, textList, url } from './fields.js';
import { embeddedImage } from './media.js';

const studentGuide = { types: textList, levels: textList, schools: textList };

export const eventSchema = fields({
  nodeId: text,
  title: text,
  eventDates: period,
  location: optionalText,
  summary: optionalText,
  mainImage: embeddedImage,
  eventStatus: optionalText,
  eventType: textList,
  language: textList,
  url,
  category: textList,
  registrationPeriod: period,
  registrationStatus: optionalText,
  isExternalUrl: flag(false),
  format: optionalText,
  promoted: flag(false),
  audience: derived((value): 'public' | 'community' => (value === 'community' ? 'community' : 'public')),
  ...studentGuide,
});
export type Event = NonNullable<v.InferOutput<typeof eventSchema>>;

const newsFields = fields({
  id: text,
  name: text,
  url,
  description: optionalText,
  published: date,
  categories: textList,
  newsType: textList,
  studentGuide: flag(false),
  promoted: flag(false),
  roleRestrictions: textList,
  mainImage: embeddedImage,
  ...studentGuide,
});
/** Drupal names the role restrictions by their field machine name. */
export const newsSchema = derived((raw) =>
  newsFields.compute(
    typeof raw === 'object' && raw !== null && 'field_role_restrictions' in raw
      ? { ...raw, roleRestrictions: (raw as Record<string, unknown>).field_role_restrictions }
      : raw,
  ),
);
export type News = NonNullable<v.InferOutput<typeof newsSchema>>;

export const categorySchema = v.object({ id: text, name: text });
export type Category = v.InferOutput<typeof categorySchema>;

export const PERSONNEL_UNITS = ['all', 'personnel', 'arts', 'biz', 'chem', 'elec', 'eng', 'sci'] as const;
export type PersonnelUnit = (typeof PERSONNEL_UNITS)[number];

/** `personnel_hub/recent`: news and events grouped by unit. */
export const personnelRecentSchema = v.object({
  news: v.fallback(v.record(v.string(), list(newsSchema)), {}),
  events: v.fallback(v.record(v.string(), list(eventSchema)), {}),
});
export type PersonnelRecent = v.InferOutput<typeof personnelRecentSchema>;
