/** <data-sources-listing>: the data sources hub's element (its definition is `hub.ts`). */
import { attributes, hubElement } from '../../listing/HubListing.js';
import { dataSourcesHub } from './hub.js';

export { attributes };
export default hubElement(dataSourcesHub);
