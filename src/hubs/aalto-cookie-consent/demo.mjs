// The demo site's words for this element: its pages' names (the demo index lists them, the site's
// pages link back to them) and the site's pages of its items (demo/site/detail.mjs).
import { t } from '../../../demo/fixtures/site/words.mjs';

/** Each demo page's name, [en, fi, sv]; its own page first. */
export const titles = {
  'cookie-consent.html': t('Cookie consent', 'Evästesuostumus', 'Samtycke till kakor'),
  'cookie-consent-cookiebot.html': t('with Cookiebot', 'Cookiebotin kanssa', 'med Cookiebot'),
};
