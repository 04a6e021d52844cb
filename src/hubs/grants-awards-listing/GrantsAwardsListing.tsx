/** <grants-awards-listing>: the grants and awards hub's element (its definition is `hub.ts`). */
import { attributes, hubElement } from '../../listing/HubListing.js';
import { grantsHub } from './hub.js';

export { attributes };
export default hubElement(grantsHub);
