// The demo site's words for this element: its pages' names (the demo index lists them, the site's
// pages link back to them) and the site's pages of its items (demo/site/detail.mjs).
import { sitePages } from '../../../demo/fixtures/site/pages.mjs';
import { t } from '../../../demo/fixtures/site/words.mjs';

/** Each demo page's name, [en, fi, sv]; its own page first. */
export const titles = {
  'quicksearch.html': t('Quick search', 'Pikahaku', 'Snabbsökning'),
  'quicksearch-legacy.html': t('from legacy markup', 'vanhasta merkinnästä', 'från äldre kod'),
};

/**
 * The site's pages of its items: their `section` of the site (`/{language}/{section}/{slug}`,
 * `root` for `/{language}/{slug}`), the fixture answer they are in (`path`, `params`, `items`) or
 * a `load` of them, and the demo `page` that lists them.
 */
export const details = [
  {
    section: 'research',
    load: (language) => sitePages(language).filter((page) => ['research_group', 'research'].includes(page.type)),
    page: 'quicksearch.html',
  },
  { section: 'blogs', load: (language) => sitePages(language).filter((page) => ['blog_post'].includes(page.type)), page: 'quicksearch.html' },
  {
    section: 'campus',
    load: (language) => sitePages(language).filter((page) => ['location', 'course_location'].includes(page.type)),
    page: 'quicksearch.html',
  },
  { section: 'root', load: (language) => sitePages(language).filter((page) => ['hub'].includes(page.type)), page: 'quicksearch.html' },
];
