/** <online-courses-listing>: the online courses hub's element (its definition is `hub.ts`). */
import { attributes, hubElement } from '../../listing/HubListing.js';
import { onlineCoursesHub } from './hub.js';

export { attributes };
export default hubElement(onlineCoursesHub);
