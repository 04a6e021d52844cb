// Type test for Vue 3: the GlobalComponents the package declares, as a template's type checker
// (vue-tsc) sees them.
import type {} from '../../dist/vue.js';
import type { GlobalComponents } from 'vue';

type Props<T> = T extends new (...args: never[]) => { $props: infer P } ? P : never;

const listing: Props<GlobalComponents['events-listing']> = { language: 'sv', headingLevel: 4, linkTarget: '_self', paramPrefix: 'e-' };
const consent: Props<GlobalComponents['aalto-cookie-consent']> = {
  revision: '3',
  onAaltoConsentChange: (event) => {
    const categories: Record<'necessary' | 'preferences' | 'statistics' | 'marketing', boolean> = event.detail.categories;
    console.log(categories);
  },
};
// @ts-expect-error not one of the languages
const wrong: Props<GlobalComponents['news-listing']> = { language: 'de' };
console.log(listing, consent, wrong);
