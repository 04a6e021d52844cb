/** <courses-listing>: the courses table hub's element (its definition is `hub.ts`). */
import { tableAttributes, tableHubElement } from '../../listing/TableHub.js';
import { coursesHub } from './hub.js';

export const attributes = tableAttributes;
export default tableHubElement(coursesHub);
