/** <language-tips-listing>: the language tips hub's element (its definition is `hub.ts`). */
import { attributes, hubElement } from '../../listing/HubListing.js';
import { languageTipsHub } from './hub.js';

export { attributes };
export default hubElement(languageTipsHub);
