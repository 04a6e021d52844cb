/** <news-listing>: the news hub's element (its definition is `hub.ts`). */
import { attributes, hubElement } from '../../listing/HubListing.js';
import { newsHub } from './hub.js';

export { attributes };
export default hubElement(newsHub);
