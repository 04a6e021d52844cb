/** <research-programs-listing>: the research programs hub's element (its definition is `hub.ts`). */
import { attributes, hubElement } from '../../listing/HubListing.js';
import { researchProgramsHub } from './hub.js';

export { attributes };
export default hubElement(researchProgramsHub);
