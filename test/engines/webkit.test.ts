/**
 * In WebKit, on a phone as on an iPhone (npm test): the driver's test, the engines' differences,
 * and every element (every-element.ts: in npm test an eighth of the registry, Firefox another). One file, so that the run starts one MiniBrowser.
 */
import { describe } from 'vitest';
import { PHONE, engines, useEngine } from './index';
import { driverChecks } from './driver-checks';
import { differenceChecks } from './differences';
import { tableFocusChecks } from './table-focus';
import { everyElement, npmTestShare } from './every-element';

describe.skipIf(!engines().includes('webkit'))('webkit', () => {
  const engine = useEngine('webkit');
  driverChecks(engine);
  differenceChecks(engine);
  tableFocusChecks(engine);
  everyElement(engine, PHONE, { share: npmTestShare('webkit') });
});
