/**
 * In WebKit, on a phone as on an iPhone (npm test): the driver's test, the engines' differences,
 * and every element (every-element.ts: in npm test the registry's odd entries, Firefox the even
 * ones). One file, so that the run starts one MiniBrowser.
 */
import { describe } from 'vitest';
import { PHONE, engines, useEngine } from './index';
import { driverChecks } from './driver-checks';
import { differenceChecks } from './differences';
import { everyElement, npmTestHalf } from './every-element';

describe.skipIf(!engines().includes('webkit'))('webkit', () => {
  const engine = useEngine('webkit');
  driverChecks(engine);
  differenceChecks(engine);
  everyElement(engine, PHONE, { half: npmTestHalf('webkit') });
});
