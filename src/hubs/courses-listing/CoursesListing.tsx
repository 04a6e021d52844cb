/** <courses-listing>: the courses table hub's element: its declaration (`hub.ts`) and its columns (`columns.tsx`). */
import { tableAttributes, tableHubElement } from '../../listing/TableHub.js';
import { courseColumns } from './columns.js';
import { coursesHub } from './hub.js';

export const attributes = tableAttributes;
export default tableHubElement(coursesHub, ({ t, target, now, labels }) => courseColumns(t, labels, target, now));
