// The demo site's words for this element: its pages' names (the demo index lists them, the site's
// pages link back to them) and the site's pages of its items (demo/site/detail.mjs).
import { t } from '../../../demo/fixtures/site/words.mjs';

/** Each demo page's name, [en, fi, sv]; its own page first. */
export const titles = {
  'events.html': t('Events', 'Tapahtumat', 'Evenemang'),
  'events-preload.html': t('with its first calls preloaded', 'ensimmäiset kutsut esiladattuina', 'med de första anropen förinlästa'),
};

/**
 * The site's pages of its items: their `section` of the site (`/{language}/{section}/{slug}`,
 * `root` for `/{language}/{slug}`), the fixture answer they are in (`path`, `params`, `items`) or
 * a `load` of them, and the demo `page` that lists them.
 */
export const details = [{ section: 'events', path: 'events/list', items: (data) => data.events, page: 'events.html' }];
