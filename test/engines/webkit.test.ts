/** Every element in WebKit on a phone, as on an iPhone (every-element.ts). */
import { PHONE } from './index';
import { everyElement } from './every-element';

everyElement('webkit', PHONE);
