/** Content API calls of the events and news family (docs/api.md). */
import { endpoint, list, meta } from '../../../core/api/endpoint.js';
import { categorySchema, eventSchema, newsSchema, studentGuideEventSchema, studentGuideNewsSchema } from './entities.js';

export const events = /*#__PURE__*/ endpoint('events/list', { events: list(eventSchema), meta });
export const eventCategories = /*#__PURE__*/ endpoint('events/categories', { event_categories: list(categorySchema) });
export const news = /*#__PURE__*/ endpoint('news/list', { news: list(newsSchema), meta });
export const newsCategories = /*#__PURE__*/ endpoint('news/categories', { news_categories: list(categorySchema) });
/** `meta` names the student guide's types, levels and schools, in any of the usual shapes. */
export const studentGuideEvents = /*#__PURE__*/ endpoint('student_guide/events', { events: list(studentGuideEventSchema), meta });
export const studentGuideNews = /*#__PURE__*/ endpoint('student_guide/news', { news: list(studentGuideNewsSchema), meta });
