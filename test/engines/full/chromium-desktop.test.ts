/** npm run test:engines: every element in Chromium on a desktop (every-element.ts). */
import { DESKTOP } from '../index';
import { everyElement } from '../every-element';

everyElement('chromium', DESKTOP);
