/** npm run test:engines: every element in WebKit on a desktop (Safari on a Mac) (every-element.ts). */
import { DESKTOP } from '../index';
import { everyElement } from '../every-element';

everyElement('webkit', DESKTOP);
