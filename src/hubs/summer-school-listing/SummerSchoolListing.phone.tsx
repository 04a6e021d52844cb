/** <summer-school-listing> in its phone layout: the element of `SummerSchoolListing.tsx`, with the phone's layout in its chunk. */
import { tableAttributes, tableHubElement } from '../../listing/TableHub.js';
import { phoneFirst } from '../../listing/views/phone-first.js';
import { summerSchoolColumns } from './CourseViews.js';
import { summerSchoolHub } from './hub.js';

export const attributes = tableAttributes;
export default tableHubElement(summerSchoolHub, summerSchoolColumns, phoneFirst);
