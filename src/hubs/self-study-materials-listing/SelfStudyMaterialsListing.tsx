/** <self-study-materials-listing>: the self-study materials hub's element (its definition is `hub.ts`). */
import { attributes, hubElement } from '../../listing/HubListing.js';
import { selfStudyHub } from './hub.js';

export { attributes };
export default hubElement(selfStudyHub);
