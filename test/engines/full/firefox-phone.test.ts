/** npm run test:engines: every element in Firefox on a phone (every-element.ts). */
import { PHONE } from '../index';
import { everyElement } from '../every-element';

everyElement('firefox', PHONE);
