// dist/docs/: the API reference that the demo server serves at /docs/. Run by the build after the
// manifest. One page per element, made from dist/custom-elements.json (attributes, events, styling
// surface), the registry (title, demo page), the element's demo page (the markup of its live
// example) and its README (src/hubs/<tag>/README.md); one page per guide of docs/
// (docs-site/markdown.mjs); an index. Every link between them is checked here, and every link of
// the Markdown to a file of the repository: a dead one fails the build.
// Not in the package (package.json `files`): the live examples need the demo's fixture content API.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeBlock, DOCS, ELEMENT_PAGE_IDS, elementHref, elementPage, guideHref, indexPage, layout } from './docs-site/pages.mjs';
import { escapeHtml } from './docs-site/html.mjs';
import { GUIDES, NOT_GUIDES, relativeLinks, renderMarkdown, splitTitle } from './docs-site/markdown.mjs';
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
const elementReadme = (tag) => `src/hubs/${tag}/README.md`;
const guides = GUIDES.map((guide) => ({ ...guide, ...splitTitle(read(guide.file)) }));
for (const guide of guides) if (!guide.title) fail(`${guide.file} has no title (a first line '# …')`);
for (const name of readdirSync(join(root, 'docs')).filter((f) => f.endsWith('.md'))) {
  const file = `docs/${name}`;
  if (!GUIDES.some((g) => g.file === file) && !NOT_GUIDES.includes(file))
    fail(`${file} is neither a guide nor left out: add it to GUIDES or NOT_GUIDES in scripts/docs-site/markdown.mjs`);
}

function fail(message) {
  throw new Error(`docs: ${message}`);
}

/** Links to other files of the repository go to the repository's copy of them: the demo serves none. */
const { repository } = JSON.parse(read('package.json'));
const repositoryFiles = `${String(repository?.url ?? repository)
  .replace(/^git\+/, '')
  .replace(/\.git$/, '')}/blob/main/`;

/**
 * Where a link of the Markdown file `from` goes: a guide's or an element's page when it names one
 * (with its hash), the repository's copy of any other file of it, which must exist.
 */
function markdownLink(from, href) {
  if (/^([a-z][a-z0-9+.-]*:|#)/i.test(href)) return href;
  const [path, hash] = href.split('#');
  const file = posix.normalize(posix.join(posix.dirname(from), path));
  const suffix = hash === undefined ? '' : `#${hash}`;
  const guide = guides.find((g) => g.file === file);
  if (guide) return `${guideHref(guide.slug)}${suffix}`;
  const tag = /^src\/hubs\/([^/]+)\/README\.md$/.exec(file)?.[1];
  if (tag && tags.includes(tag)) return `${elementHref(tag)}${suffix}`;
  if (file.startsWith('..') || !existsSync(join(root, file))) fail(`${from} links to ${href}, which is not a file of the repository`);
  return `${repositoryFiles}${file}${suffix}`;
}

/** Renders a Markdown file on a page whose ids so far are `ids`; code blocks get Copy buttons. */
function renderFile(file, text, { ids, self = null, shift = 0 }) {
  let blocks = 0;
  return renderMarkdown(text, {
    link: (href) => markdownLink(file, href),
    tagHref: (tag) => (tag !== self && tags.includes(tag) ? elementHref(tag) : null),
    ids,
    shift,
    codeBlock: (code, lang) => codeBlock(code, { id: `code-${(blocks += 1)}`, lang }),
  });
}

// The README is not a page (it points here), but its links must hold too.
for (const href of relativeLinks(read('README.md'))) markdownLink('README.md', href);

/**
 * The live example: the element's markup on its demo page, as a site would write it in English.
 * The demo's session user id is left out (the default, 0), and the element's headings sit under
 * the page's 'Example' heading.
 */
function exampleMarkup(entry) {
  const page = readFileSync(demoPageFiles.get(entry.page) ?? fail(`no demo page ${entry.page} of <${entry.tag}>`), 'utf8');
  const found = new RegExp(`<${entry.tag}\\b[^>]*>[\\s\\S]*?</${entry.tag}>`).exec(page) ?? fail(`src/hubs/${entry.tag}/${entry.page} has no <${entry.tag}>`);
  const markup = found[0]
    .replace(/\s+user-id="\{\{user\}\}"/, '')
    .replaceAll('{{lang}}', 'en')
    .replace('heading-level="2"', 'heading-level="3"');
  if (markup.includes('{{')) fail(`the example of <${entry.tag}> keeps a demo template field: ${markup}`);
  // The consent dialog opens only until a choice is made: the example keeps a way to reopen it.
  return entry.tag === 'aalto-cookie-consent' ? `${markup}\n<button type="button" data-consent-renew>Cookie settings</button>` : markup;
}

const pages = new Map();
const page = (path, options) => pages.set(path, layout({ guides, elements, current: path, ...options }));

page(DOCS, { title: 'Overview', main: indexPage({ guides, elements, entries, functions }) });
for (const guide of guides) {
  const body = renderFile(guide.file, guide.body, { ids: new Set(['main', 'nav-guides', 'nav-elements']) });
  page(guideHref(guide.slug), { title: guide.title, main: `<h1>${escapeHtml(guide.title)}</h1>\n${body}` });
}
for (const declaration of elements) {
  const entry = entries.find((e) => e.tag === declaration.tagName);
  const file = elementReadme(entry.tag);
  if (!existsSync(join(root, file))) fail(`<${entry.tag}> has no ${file}`);
  const { body } = splitTitle(read(file));
  const usage = renderFile(file, body, { ids: new Set(ELEMENT_PAGE_IDS), self: entry.tag, shift: 1 });
  const demoPages = [{ page: entry.page, title: entry.title }, ...(entry.variants ?? [])];
  const main = elementPage({ declaration, entry, example: exampleMarkup(entry), usage, demoPages });
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
console.log(`API reference: ${elements.length} element pages, ${guides.length} guides and the index in dist/docs/ (served at /docs/)`);

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
      const ok =
        target !== undefined
          ? !url.hash || target.includes(` id="${decodeURIComponent(url.hash.slice(1))}"`)
          : url.pathname === '/' || /^\/[a-z0-9-]+\.html$/.test(url.pathname)
            ? url.pathname === '/'
              ? existsSync(join(root, 'demo/pages/index.html'))
              : demoPageFiles.has(url.pathname.slice(1))
            : url.pathname.startsWith('/dist/')
              ? existsSync(join(root, url.pathname))
              : [`${DOCS}docs.css`, `${DOCS}docs.js`].includes(url.pathname);
      if (!ok) dead.push(`${path}: ${value}`);
    }
  }
  if (dead.length) fail(`dead links:\n  ${dead.join('\n  ')}`);
}
