/**
 * <courses-listing>: the courses table hub's element, in its desktop layout (the phone's:
 * `CoursesListing.phone.tsx`): its declaration (`hub.ts`) and its columns (`columns.tsx`).
 */
import { tableAttributes, tableHubElement } from '../../listing/TableHub.js';
import { desktopFirst } from '../../listing/views/desktop-first.js';
import { coursesColumns } from './columns.js';
import { coursesHub } from './hub.js';

export const attributes = tableAttributes;
export default tableHubElement(coursesHub, coursesColumns, desktopFirst);
