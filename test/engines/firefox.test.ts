/** Every element in Firefox on a desktop (every-element.ts). */
import { DESKTOP } from './index';
import { everyElement } from './every-element';

everyElement('firefox', DESKTOP);
