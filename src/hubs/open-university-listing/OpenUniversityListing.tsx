/** <open-university-listing>: the open university hub's element (its definition is `hub.ts`). */
import { attributes, hubElement } from '../../listing/HubListing.js';
import { openUniversityHub } from './hub.js';

export { attributes };
export default hubElement(openUniversityHub);
