/** <teaching-materials-listing>: the teaching materials hub's element (its definition is `hub.ts`). */
import { attributes, hubElement } from '../../listing/HubListing.js';
import { teachingHub } from './hub.js';

export { attributes };
export default hubElement(teachingHub);
