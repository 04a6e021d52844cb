/** <site-index>: the site's A–Z index (its definition is `hub.ts`). */
import { attributes, indexHubElement } from '../../listing/IndexHub.js';
import { siteIndexHub } from './hub.js';

export { attributes };
export default indexHubElement(siteIndexHub);
