/** <events-listing>: the events hub's element (its definition is `hub.ts`). */
import { attributes, hubElement } from '../../listing/HubListing.js';
import { eventsHub } from './hub.js';

export { attributes };
export default hubElement(eventsHub);
