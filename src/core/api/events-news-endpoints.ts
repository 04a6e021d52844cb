/** Content API calls of the events and news family (spec §7). */
import { isObject, record } from '../entities/fields.js';
import { choice, endpoint, list, meta } from './endpoint.js';
import { categorySchema, eventSchema, newsSchema, personnelRecentSchema, studentGuideEventSchema, studentGuideNewsSchema } from '../entities/events-news.js';

export const events = /*#__PURE__*/ endpoint('events/list', { events: list(eventSchema), meta });
export const eventCategories = /*#__PURE__*/ endpoint('events/categories', { event_categories: list(categorySchema) });
export const news = /*#__PURE__*/ endpoint('news/list', { news: list(newsSchema), meta });
export const newsCategories = /*#__PURE__*/ endpoint('news/categories', { news_categories: list(categorySchema) });
/** The student guide's filter choices: types, levels and schools, each `{id, name}`. */
const studentGuideMeta = record({ types: list(choice), levels: list(choice), schools: list(choice) }, { types: [], levels: [], schools: [] });
export const studentGuideEvents = /*#__PURE__*/ endpoint('student_guide/events', { events: list(studentGuideEventSchema), meta: studentGuideMeta });
export const studentGuideNews = /*#__PURE__*/ endpoint('student_guide/news', { news: list(studentGuideNewsSchema), meta: studentGuideMeta });
export const personnelRecent = {
    path: 'personnel_hub/recent',
    parse: (data: unknown) => ({
      ...personnelRecentSchema.compute(isObject(data) ? data : {})!,
      meta: meta.compute(isObject(data) ? data.meta : undefined),
    }),
  };
