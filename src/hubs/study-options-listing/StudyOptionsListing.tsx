/** <study-options-listing>: the study options hub's element (its definition is `hub.ts`). */
import { attributes, hubElement } from '../../listing/HubListing.js';
import { studyOptionsHub } from './hub.js';

export { attributes };
export default hubElement(studyOptionsHub);
