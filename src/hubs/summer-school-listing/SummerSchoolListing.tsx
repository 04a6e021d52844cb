/** <summer-school-listing>: the summer school table hub's element: its declaration (`hub.ts`) and its columns (`CourseViews.tsx`). */
import { tableAttributes, tableHubElement } from '../../listing/TableHub.js';
import { courseColumns } from './CourseViews.js';
import { labels, summerSchoolHub } from './hub.js';

export const attributes = tableAttributes;
export default tableHubElement(summerSchoolHub, ({ t, target }) => courseColumns(t, labels(t), target));
