// The demo index's list of elements (demo/pages/index.html's `{{elements}}`): each element's page
// in the index's language and the two others, and its variants, named by their folders' titles.
import { PAGE_TITLES, escapeHtml, pick } from './i18n.mjs';

const LANGS = ['fi', 'sv', 'en'];
/** Each language's name in itself, for the links to a page in another language. */
const LANGUAGE_LINKS = { en: 'in English', fi: 'suomeksi', sv: 'på svenska' };

/**
 * The demo index's list items for registry entries in a language: each element's page and its
 * variants, named by their folders' `demo.mjs` (`titles`), else by the entry.
 */
export function indexList(entries, lang, titles = PAGE_TITLES) {
  const title = (page, fallback) => (Object.hasOwn(titles, page) ? pick(titles[page], lang) : fallback);
  const query = lang === 'en' ? '' : `?lang=${lang}`;
  return entries
    .map(({ tag, page, title: name, variants = [] }) => {
      const link = (href, text, hrefLang) => `<a href="/${escapeHtml(href)}"${hrefLang ? ` lang="${hrefLang}"` : ''}>${escapeHtml(text)}</a>`;
      const more = variants.map((v) => `; ${link(`${v.page}${query}`, title(v.page, v.title))}`).join('');
      // The page in the index's language, and in the two others.
      const others = LANGS.filter((l) => l !== lang)
        .map((l) => link(`${page}${l === 'en' ? '' : `?lang=${l}`}`, LANGUAGE_LINKS[l], l))
        .join(', ');
      return `      <li>${link(`${page}${query}`, title(page, name))} (<code>&lt;${escapeHtml(tag)}&gt;</code>): ${others}${more}</li>`;
    })
    .join('\n');
}
