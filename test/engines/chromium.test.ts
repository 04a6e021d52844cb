/** In Chromium (npm test): the driver's test and the engines' differences; every element is in the Chromium tests of test/browser/ (and test:engines). */
import { describe } from 'vitest';
import { engines, useEngine } from './index';
import { driverChecks } from './driver-checks';
import { differenceChecks } from './differences';
import { tableFocusChecks } from './table-focus';

describe.skipIf(!engines().includes('chromium'))('chromium', () => {
  const engine = useEngine('chromium');
  driverChecks(engine);
  differenceChecks(engine);
  tableFocusChecks(engine);
});
