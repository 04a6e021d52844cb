// dist/docs/: the API reference that the demo server serves at /docs/. Run by the build
// after the manifest. One page per element, made from dist/custom-elements.json (attributes, events,
// styling surface), the registry (title, demo page) and the element's demo page (the markup of its
// live example); one page per guide and each element's usage notes, from README.md
// (docs-site/readme.mjs); an index. Every link between them is checked here: a dead one fails the build.
// Not in the package (package.json `files`): the live examples need the demo's fixture content API.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeBlock, DOCS, ELEMENT_PAGE_IDS, elementHref, elementPage, guideHref, indexPage, layout } from './docs-site/pages.mjs';
import { escapeHtml } from './docs-site/html.mjs';
import { GUIDES, guideSections, readmeSections, renderSections } from './docs-site/readme.mjs';
import { demoPages } from './hub-folders.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path) => readFileSync(join(root, path), 'utf8');
const out = join(root, 'dist/docs');
// The elements' demo pages, each in its folder: page name → file.
const demoPageFiles = demoPages(root);

const manifest = JSON.parse(read('dist/custom-elements.json'));
const entries = JSON.parse(read('dist/registry.json'));
const declarations = manifest.modules.flatMap((m) => m.declarations ?? []);
// Alphabetical: the navigation is looked up by tag.
const elements = entries
  .map((entry) => declarations.find((d) => d.customElement && d.tagName === entry.tag) ?? fail(`the manifest has no element <${entry.tag}>`))
  .sort((a, b) => a.tagName.localeCompare(b.tagName));
const functions = declarations.filter((d) => d.kind === 'function');
const tags = elements.map((d) => d.tagName);
const sections = readmeSections(read('README.md'), tags);

function fail(message) {
  throw new Error(`docs: ${message}`);
}

/** The README's links to other files of the repository go to the repository's copy of them: the demo serves none. */
const { repository } = JSON.parse(read('package.json'));
const repositoryFiles = `${String(repository?.url ?? repository).replace(/^git\+/, '').replace(/\.git$/, '')}/blob/main/`;
const readmeLink = (href) => (/^([a-z][a-z0-9+.-]*:|#)/i.test(href) ? href : `${repositoryFiles}${href.replace(/^\.\//, '')}`);

/** Renders README sections on a page whose ids so far are `ids`; code blocks get Copy buttons. */
function renderReadme(parts, { ids, self = null }) {
  let blocks = 0;
  return renderSections(parts.map((p) => p.section), {
    headingLevel: (section) => parts.find((p) => p.section === section).level,
    link: readmeLink,
    tagHref: (tag) => (tag !== self && tags.includes(tag) ? elementHref(tag) : null),
    ids,
    codeBlock: (text, lang) => codeBlock(text, { id: `code-${(blocks += 1)}`, lang }),
  });
}

/**
 * The live example: the element's markup on its demo page, as a site would write it in English.
 * The demo's session user id is left out (the default, 0), and the element's headings sit under
 * the page's 'Example' heading.
 */
function exampleMarkup(entry) {
  const page = readFileSync(demoPageFiles.get(entry.page) ?? fail(`no demo page ${entry.page} of <${entry.tag}>`), 'utf8');
  const found = new RegExp(`<${entry.tag}\\b[^>]*>[\\s\\S]*?</${entry.tag}>`).exec(page) ?? fail(`src/hubs/${entry.tag}/${entry.page} has no <${entry.tag}>`);
  const markup = found[0].replace(/\s+user-id="\{\{user\}\}"/, '').replaceAll('{{lang}}', 'en').replace('heading-level="2"', 'heading-level="3"');
  if (markup.includes('{{')) fail(`the example of <${entry.tag}> keeps a demo template field: ${markup}`);
  // The consent dialog opens only until a choice is made: the example keeps a way to reopen it.
  return entry.tag === 'aalto-cookie-consent' ? `${markup}\n<button type="button" data-consent-renew>Cookie settings</button>` : markup;
}

const pages = new Map();
const page = (path, options) => pages.set(path, layout({ guides: GUIDES, elements, current: path, ...options }));

page(DOCS, { title: 'Overview', main: indexPage({ guides: GUIDES, elements, entries, functions }) });
for (const guide of GUIDES) {
  const ids = new Set(['main', 'nav-guides', 'nav-elements']);
  const body = renderReadme(guideSections(sections, guide), { ids });
  page(guideHref(guide.slug), { title: guide.title, main: `<h1>${escapeHtml(guide.title)}</h1>\n${body}` });
}
for (const declaration of elements) {
  const entry = entries.find((e) => e.tag === declaration.tagName);
  const section = sections.find((s) => s.tags?.includes(entry.tag));
  const usage = section ? renderReadme([{ section, level: null }], { ids: new Set(ELEMENT_PAGE_IDS), self: entry.tag }) : '';
  const demoPages = [{ page: entry.page, title: entry.title }, ...(entry.variants ?? [])];
  const main = elementPage({ declaration, entry, example: exampleMarkup(entry), usage, shared: section ? section.tags.filter((t) => t !== entry.tag) : [], demoPages });
  page(elementHref(entry.tag), { title: `<${entry.tag}>`, main, live: true });
}

checkLinks(pages);
rmSync(out, { recursive: true, force: true });
for (const [path, html] of pages) {
  const file = join(out, path.slice(DOCS.length) || 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}
for (const asset of ['docs.css', 'docs.js']) copyFileSync(join(root, 'scripts/docs-site', asset), join(out, asset));
console.log(`API reference: ${elements.length} element pages, ${GUIDES.length} guides and the index in dist/docs/ (served at /docs/)`);

/**
 * Every address a page names on this server must be there: a page of the reference (with the id a
 * hash names), a demo page, a file of dist/ or the reference's own assets. Other hosts are not
 * checked here (the build may be offline).
 */
function checkLinks(all) {
  const dead = [];
  for (const [path, html] of all) {
    for (const [, value] of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
      const url = new URL(value.replace(/&#38;/g, '&'), `http://docs.invalid${path}`);
      if (url.origin !== 'http://docs.invalid') continue;
      const target = all.get(url.pathname);
      const ok = target !== undefined
        ? !url.hash || target.includes(` id="${decodeURIComponent(url.hash.slice(1))}"`)
        : url.pathname === '/' || /^\/[a-z0-9-]+\.html$/.test(url.pathname)
          ? (url.pathname === '/' ? existsSync(join(root, 'demo/pages/index.html')) : demoPageFiles.has(url.pathname.slice(1)))
          : url.pathname.startsWith('/dist/')
            ? existsSync(join(root, url.pathname))
            : [`${DOCS}docs.css`, `${DOCS}docs.js`].includes(url.pathname);
      if (!ok) dead.push(`${path}: ${value}`);
    }
  }
  if (dead.length) fail(`dead links:\n  ${dead.join('\n  ')}`);
}
