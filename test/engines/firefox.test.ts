/**
 * In Firefox, on a desktop (npm test): the driver's test, the engines' differences, and every
 * element (every-element.ts: in npm test an eighth of the registry, WebKit another). One
 * file, so that the run starts one Firefox.
 */
import { describe } from 'vitest';
import { DESKTOP, engines, useEngine } from './index';
import { driverChecks } from './driver-checks';
import { differenceChecks } from './differences';
import { tableFocusChecks } from './table-focus';
import { everyElement, npmTestShare } from './every-element';

describe.skipIf(!engines().includes('firefox'))('firefox', () => {
  const engine = useEngine('firefox');
  driverChecks(engine);
  differenceChecks(engine);
  tableFocusChecks(engine);
  everyElement(engine, DESKTOP, { share: npmTestShare('firefox') });
});
