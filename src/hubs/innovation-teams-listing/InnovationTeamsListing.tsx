/** <innovation-teams-listing>: the innovation teams hub's element (its definition is `hub.ts`). */
import { attributes, hubElement } from '../../listing/HubListing.js';
import { teamsHub } from './hub.js';

export { attributes };
export default hubElement(teamsHub);
