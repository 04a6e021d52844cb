/** <summer-school-listing>: the summer school table hub's element (its definition is `hub.ts`). */
import { tableAttributes, tableHubElement } from '../../listing/TableHub.js';
import { summerSchoolHub } from './hub.js';

export const attributes = tableAttributes;
export default tableHubElement(summerSchoolHub);
