/** The personnel hub's call, `personnel_hub/recent`: news and events grouped by unit, and the units' names in `meta`. */
import { list, meta } from '../../../core/api/endpoint.js';
import { dictionary, fields, isObject, type Parsed } from '../../../core/entities/fields.js';
import { eventSchema, newsSchema } from '../events-news/entities.js';

export const PERSONNEL_UNITS = ['all', 'personnel', 'arts', 'biz', 'chem', 'elec', 'eng', 'sci'] as const;
export type PersonnelUnit = (typeof PERSONNEL_UNITS)[number];

/** News and events grouped by unit. */
export const personnelRecentSchema = fields({
  news: dictionary(list(newsSchema)),
  events: dictionary(list(eventSchema)),
});
export type PersonnelRecent = Parsed<typeof personnelRecentSchema>;

export const personnelRecent = {
  path: 'personnel_hub/recent',
  parse: (data: unknown) => ({
    ...personnelRecentSchema.compute(isObject(data) ? data : {})!,
    meta: meta.compute(isObject(data) ? data.meta : undefined),
  }),
};
