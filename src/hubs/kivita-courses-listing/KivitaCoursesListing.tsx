/** <kivita-courses-listing>: the Kivita courses hub's element (its definition is `hub.ts`). */
import { attributes, hubElement } from '../../listing/HubListing.js';
import { kivitaHub } from './hub.js';

export { attributes };
export default hubElement(kivitaHub);
