/** Events and news (docs/api.md, `events/list`, `news/list`), with the student guide's additions and the personnel hub's groups. */
import type { Audience } from '../../../core/audience.js';
import { date, period } from '../../../core/entities/date-fields.js';
import { audience, field, fields, flag, isObject, optionalText, restriction, text, textList, url, type Parsed } from '../../../core/entities/fields.js';
import { embeddedImage } from '../../../core/entities/media.js';

const eventFields = {
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
  audience,
};
export const eventSchema = fields(eventFields);
export type Event = Parsed<typeof eventSchema>;

const newsEntries = {
  id: text,
  name: text,
  url,
  description: optionalText,
  published: date,
  categories: textList,
  newsType: textList,
  studentGuide: flag(false),
  promoted: flag(false),
  /** Any role restriction at all (the values are not shown). */
  roleRestrictions: restriction,
  mainImage: embeddedImage,
};
/**
 * Drupal names the role restrictions by their field machine name, which then stands for them. Read
 * after the other fields rather than from a copy of each item with the key renamed: a listing
 * parses hundreds of news, and the copies were most of their parse.
 */
/*#__NO_SIDE_EFFECTS__*/
function withRoleRestrictions<T extends { roleRestrictions: boolean } | null>(schema: { compute: (value: unknown) => T }) {
  return field((raw) => {
    const news = schema.compute(raw);
    if (news && isObject(raw) && 'field_role_restrictions' in raw) news.roleRestrictions = restriction.compute(raw.field_role_restrictions);
    return news;
  });
}
export const newsSchema = withRoleRestrictions(fields(newsEntries));
export type News = Parsed<typeof newsSchema>;

/**
 * The student guide's extension of events and news (docs/api.md, `student_guide/events`): topic types, study levels and
 * schools, whose names come from the endpoint's `meta`.
 */
export type StudentGuideFields = { types: string[]; levels: string[]; schools: string[] };
/**
 * A schema's fields with the student guide's. A maker free of side effects, called with the
 * fields' name alone: rollup keeps a call whose argument spreads an object, even of a maker free
 * of side effects, and the events' and news' chunks would keep the student guide's schemas and
 * what only they read.
 */
/*#__NO_SIDE_EFFECTS__*/
function withStudentGuide<E extends Parameters<typeof fields>[0]>(entries: E) {
  return fields({ ...entries, types: textList, levels: textList, schools: textList });
}
export const studentGuideEventSchema = withStudentGuide(eventFields);
export type StudentGuideEvent = Event & StudentGuideFields;
export const studentGuideNewsSchema = withRoleRestrictions(withStudentGuide(newsEntries));
export type StudentGuideNews = News & StudentGuideFields;

/** News with role restrictions is community content (the restrictions themselves are not shown). */
export const newsAudience = (n: News): Audience => (n.roleRestrictions ? 'community' : 'public');

export const categorySchema = fields({ id: text, name: text });
export type Category = Parsed<typeof categorySchema>;
