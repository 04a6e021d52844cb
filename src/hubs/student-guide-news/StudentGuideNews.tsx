/**
 * <student-guide-news>: the news hub over `student_guide/news`, with topics, levels and schools;
 * the categories are named by `news/categories`, as the news hub names them.
 */
import * as endpoints from '../../listing/shared/events-news/endpoints.js';
import type { StudentGuideNews } from '../../listing/shared/events-news/entities.js';
import { source } from '../../listing/hub.js';
import { extendHub } from '../../listing/shared/student-guide/extend-hub.js';
import { attributes, hubElement } from '../../listing/HubListing.js';
import { newsHub } from '../news-listing/hub.js';
import { studentGuideGroups } from '../../listing/shared/student-guide/groups.js';
import { studentGuideStrings } from '../../listing/shared/student-guide/strings.js';

export { attributes };

export const studentGuideNewsHub = extendHub(newsHub, {
  source: source({ list: endpoints.studentGuideNews, categories: endpoints.newsCategories }, ({ list, categories }) => ({
    items: list.news,
    meta: list.meta,
    choices: { category: categories.news_categories },
  })),
  groups: studentGuideGroups<StudentGuideNews>(),
  strings: studentGuideStrings,
});

export default hubElement(studentGuideNewsHub);
