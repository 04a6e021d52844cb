/** npm run test:engines: every element's page renders in Finnish and Swedish in Firefox and WebKit (every-element.ts). */
import { describe } from 'vitest';
import { DESKTOP, PHONE } from '../index';
import { everyElement } from '../every-element';

for (const language of ['fi', 'sv'] as const) {
  describe(`firefox, ${language}`, () => everyElement('firefox', DESKTOP, { language }));
  describe(`webkit, ${language}`, () => everyElement('webkit', PHONE, { language }));
}
