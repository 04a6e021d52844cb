/** Content API calls of the events and news family (docs/api.md). */
import { isObject } from '../entities/fields.js';
import { endpoint, list, meta } from './endpoint.js';
import { categorySchema, eventSchema, newsSchema, personnelRecentSchema, studentGuideEventSchema, studentGuideNewsSchema } from '../entities/events-news.js';

export const events = /*#__PURE__*/ endpoint('events/list', { events: list(eventSchema), meta });
export const eventCategories = /*#__PURE__*/ endpoint('events/categories', { event_categories: list(categorySchema) });
export const news = /*#__PURE__*/ endpoint('news/list', { news: list(newsSchema), meta });
export const newsCategories = /*#__PURE__*/ endpoint('news/categories', { news_categories: list(categorySchema) });
/** `meta` names the student guide's types, levels and schools, in any of the usual shapes. */
export const studentGuideEvents = /*#__PURE__*/ endpoint('student_guide/events', { events: list(studentGuideEventSchema), meta });
export const studentGuideNews = /*#__PURE__*/ endpoint('student_guide/news', { news: list(studentGuideNewsSchema), meta });
export const personnelRecent = {
    path: 'personnel_hub/recent',
    parse: (data: unknown) => ({
      ...personnelRecentSchema.compute(isObject(data) ? data : {})!,
      meta: meta.compute(isObject(data) ? data.meta : undefined),
    }),
  };
