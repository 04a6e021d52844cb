/** <courses-listing> in its phone layout: the element of `CoursesListing.tsx`, with the phone's layout in its chunk. */
import { tableAttributes, tableHubElement } from '../../listing/TableHub.js';
import { phoneFirst } from '../../listing/views/phone-first.js';
import { coursesColumns } from './columns.js';
import { coursesHub } from './hub.js';

export const attributes = tableAttributes;
export default tableHubElement(coursesHub, coursesColumns, phoneFirst);
