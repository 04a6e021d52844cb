/**
 * <summer-school-listing>: the summer school table hub's element, in its desktop layout (the
 * phone's: `SummerSchoolListing.phone.tsx`): its declaration (`hub.ts`) and its columns (`CourseViews.tsx`).
 */
import { tableAttributes, tableHubElement } from '../../listing/TableHub.js';
import { desktopFirst } from '../../listing/views/desktop-first.js';
import { summerSchoolColumns } from './CourseViews.js';
import { summerSchoolHub } from './hub.js';

export const attributes = tableAttributes;
export default tableHubElement(summerSchoolHub, summerSchoolColumns, desktopFirst);
