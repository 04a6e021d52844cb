/** <student-guide-index>: the student guide's A–Z index, the site index hub over its entries. */
import { studentGuideIndex } from './endpoints.js';
import { attributes, indexHubElement } from '../../listing/IndexHub.js';
import { indexHub } from '../site-index/hub.js';

export { attributes };
export default indexHubElement(indexHub(studentGuideIndex, 'aalto-site-index aalto-student-guide-index'));
