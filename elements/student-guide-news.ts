import { defineTag, elementClass } from '../src/core/element/define.js';

/**
 * The news listing over the student guide's news, with its topic, study level and school filters
 * (`types`, `levels`, `schools` in the address) besides those of `<news-listing>`.
 *
 * @summary Student guide news from `/aalto_api/student_guide/news`.
 * @tag student-guide-news
 * @attr {string} index-prefix - The site's prefix of search index names (default `aalto`), for search terms.
 * @attr {string} link-target - Where links open: `_self` (default) or `_blank` (a new tab).
 * @attr {number} heading-level - The heading level of each card's title, 2 to 6 (default 3).
 * @attr {string} param-prefix - Put before the names of its address parameters (`news-` gives `news-category`, `news-page`, …), so two listings on one page keep their own query.
 * @fires aalto-error - A render or loading error, with `detail.error`; the element stays empty or as it was.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 */
export class StudentGuideNewsElement extends elementClass({
  attributes: ['index-prefix', 'link-target', 'heading-level', 'param-prefix'],
  load: () => import('../src/hubs/student-guide/StudentGuideNews.js'),
}) {}

defineTag('student-guide-news', StudentGuideNewsElement);
