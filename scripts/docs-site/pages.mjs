// The API reference's pages as HTML (scripts/docs-site.mjs gives them their data). Every text
// from the manifest, the registry or a demo page goes through escapeHtml or prose; the Markdown of
// the guides and the elements' READMEs through markdown.mjs. English only, as they are written.
import { escapeHtml, prose } from './html.mjs';

export const DOCS = '/docs/';
export const elementHref = (tag) => `${DOCS}elements/${tag}.html`;
export const guideHref = (slug) => `${DOCS}guides/${slug}.html`;
const SITE = 'aalto-hubs API reference';
/** Where the navigation goes above the page rather than beside it (docs.css has the same width). */
const NARROW = '(max-width: 48rem)';
/** The ids an element page has of its own, which its README's headings must not take. */
export const ELEMENT_PAGE_IDS = [
  'main',
  'nav-guides',
  'nav-elements',
  'example',
  'markup',
  'example-markup',
  'attributes',
  'properties',
  'events',
  'styling',
  'css-properties',
  'classes',
  'usage',
];

/** A code block with a Copy button (docs.js copies its text); `what` ends the button's accessible name ('Copy the markup'). */
export function codeBlock(text, { id, lang, what = 'code' }) {
  const language = lang ? ` class="language-${escapeHtml(lang)}"` : '';
  return `<div class="docs-code">
<pre><code id="${id}"${language}>${escapeHtml(text.replace(/\n$/, ''))}</code></pre>
<p class="docs-code__bar"><button type="button" class="docs-copy" data-copy="${id}">Copy<span class="docs-hidden"> ${escapeHtml(what)}</span></button> <span class="docs-copy__status" role="status"></span></p>
</div>
`;
}

/** The navigation of every page: the index, the guides, the elements; the current page marked. */
function navigation({ guides, elements, current }) {
  const item = (href, text) => `<li><a href="${href}"${href === current ? ' aria-current="page"' : ''}>${text}</a></li>`;
  // On a phone the list would fill the first screens: it starts closed there (the script below,
  // before the first paint) and opens again when the window grows wide.
  return `<nav class="docs-nav" aria-label="Reference">
<details class="docs-nav__details" open>
<summary>Contents: guides and elements</summary>
<ul class="docs-nav__top">${item(DOCS, 'Overview')}</ul>
<p class="docs-nav__group" id="nav-guides">Guides</p>
<ul aria-labelledby="nav-guides">
${guides.map((g) => item(guideHref(g.slug), escapeHtml(g.title))).join('\n')}
</ul>
<p class="docs-nav__group" id="nav-elements">Elements</p>
<ul aria-labelledby="nav-elements">
${elements.map((e) => item(elementHref(e.tagName), `<code>${escapeHtml(e.tagName)}</code>`)).join('\n')}
</ul>
</details>
<script>
{ const details = document.currentScript.previousElementSibling, narrow = matchMedia('${NARROW}');
  details.open = !narrow.matches; narrow.addEventListener('change', () => (details.open = !narrow.matches)); }
</script>
</nav>`;
}

/** A whole page: skip link, banner, navigation, main, footer. `live` loads the library for an example. */
export function layout({ title, current, guides, elements, main, live = false }) {
  const library = live ? `\n<link rel="stylesheet" href="/dist/aalto-hubs.css">\n<script type="module" src="/dist/aalto-hubs.js"></script>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – ${SITE}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${DOCS}docs.css">${library}
<script type="module" src="${DOCS}docs.js"></script>
</head>
<body>
<a class="docs-skip" href="#main">Skip to content</a>
<header class="docs-header">
<p class="docs-header__site"><a href="${DOCS}">${SITE}</a></p>
<p><a href="/">Demo pages</a></p>
</header>
<div class="docs-layout">
${navigation({ guides, elements, current })}
<main id="main" tabindex="-1">
${main}
</main>
</div>
<footer class="docs-footer"><p>Made by <code>npm run build</code> from <code>dist/custom-elements.json</code>, the element registry, each element's <code>README.md</code> and the guides in <code>docs/</code>.</p></footer>
</body>
</html>
`;
}

const table = (caption, head, rows) => `<table>
<caption class="docs-hidden">${caption}</caption>
<thead><tr>${head.map((h) => `<th scope="col">${h}</th>`).join('')}</tr></thead>
<tbody>
${rows.map(([first, ...rest]) => `<tr><th scope="row">${first}</th>${rest.map((cell) => `<td>${cell}</td>`).join('')}</tr>`).join('\n')}
</tbody>
</table>`;
const code = (text) => (text === undefined || text === '' ? '' : `<code>${escapeHtml(text)}</code>`);
/** An event's detail type: what `CustomEvent<…>` holds. */
const detailOf = (event) => /^CustomEvent<([\s\S]*)>$/.exec(event.type?.text ?? '')?.[1] ?? 'unknown';
/** A class's description without the manifest's 'Class `.name`: ' lead, which the table's first column says. */
const partText = (part) => part.description.replace(/^Class `[^`]+`:\s*/, '');

/**
 * An element's page. `entry` is its registry entry, `example` the markup of its live example,
 * `usage` its README as HTML (its headings from h3).
 */
export function elementPage({ declaration: d, entry, example, usage, demoPages }) {
  const fields = d.members.filter((m) => m.kind === 'field' && !m.attribute);
  const methods = d.members.filter((m) => m.kind === 'method');
  const sections = [
    ['example', 'Example'],
    ...(usage ? [['usage', 'Usage']] : []),
    ['attributes', 'Attributes'],
    ...(fields.length || methods.length ? [['properties', 'Properties and methods']] : []),
    ['events', 'Events'],
    ['styling', 'Styling'],
  ];
  const attributes = table(
    `Attributes of &lt;${escapeHtml(d.tagName)}&gt;`,
    ['Attribute', 'Property', 'Type', 'Default', 'Description'],
    d.attributes.map((a) => [code(a.name), code(a.fieldName), code(a.type?.text), code(a.default), prose(a.description)]),
  );
  const properties = table(
    `Other properties and methods of &lt;${escapeHtml(d.tagName)}&gt;`,
    ['Name', 'Type', 'Description'],
    [
      ...fields.map((f) => [code(f.name), code(f.type?.text), `${prose(f.description)}${f.default ? ` Default: ${code(f.default)}.` : ''}`]),
      ...methods.map((m) => [code(`${m.name}()`), code(`() => ${m.return?.type?.text ?? 'void'}`), prose(m.description)]),
    ],
  );
  const events = table(
    `Events of &lt;${escapeHtml(d.tagName)}&gt;`,
    ['Event', 'Detail', 'When'],
    d.events.map((e) => [code(e.name), code(detailOf(e)), prose(e.description)]),
  );
  const cssProperties = table(
    `CSS custom properties of &lt;${escapeHtml(d.tagName)}&gt;`,
    ['Property', 'Default', 'Description'],
    (d.cssProperties ?? []).map((p) => [code(p.name), code(p.default), prose(p.description)]),
  );
  const parts = table(
    `Classes of &lt;${escapeHtml(d.tagName)}&gt;`,
    ['Class', 'What it is'],
    (d.cssParts ?? []).map((p) => [code(`.${p.name}`), prose(partText(p))]),
  );
  const demoLinks = demoPages.map((p) => `<a href="/${escapeHtml(p.page)}">${escapeHtml(p.title)}</a>`).join(', ');
  return `<h1>${escapeHtml(entry.title)}</h1>
<p class="docs-tag"><code>&lt;${escapeHtml(d.tagName)}&gt;</code> · <code>${escapeHtml(d.name)}</code></p>
<p class="docs-summary">${prose(d.summary)}</p>
<p>${prose(d.description)}</p>
<nav class="docs-toc" aria-label="On this page">
<ul>${sections.map(([id, text]) => `<li><a href="#${id}">${text}</a></li>`).join('')}</ul>
</nav>
<h2 id="example">Example</h2>
<p>The element itself, loaded from <code>/dist/aalto-hubs.js</code> with <code>/dist/aalto-hubs.css</code>, on the demo server's fixture content API. Demo page: ${demoLinks}.</p>
<div class="docs-example">
${example}
</div>
<h3 id="markup">Markup</h3>
<p>A page needs the stylesheet, the script and the tag (<a href="${guideHref('cms')}">Embedding in a CMS</a>). On a site, <code>base-url</code> and <code>search-host</code> name its own content API and search service (<a href="${guideHref('api')}#page-settings">Page settings</a>).</p>
${codeBlock(example, { id: 'example-markup', lang: 'html', what: 'the markup' })}
${usage ? `<h2 id="usage">Usage</h2>\n${usage}` : ''}
<h2 id="attributes">Attributes</h2>
<p>Each attribute is also a property. The page settings are <a href="${guideHref('api')}#page-settings">shared by every element</a>.</p>
${attributes}
${fields.length || methods.length ? `<h2 id="properties">Properties and methods</h2>\n${properties}\n` : ''}<h2 id="events">Events</h2>
<p>Every event bubbles from the element (<a href="${guideHref('events')}">Events and errors</a>).</p>
${events}
<h2 id="styling">Styling</h2>
<p>The element renders into the light DOM: a site styles it with the custom properties and classes below (<a href="${guideHref('theming')}">Theming</a>).</p>
<h3 id="css-properties">CSS custom properties</h3>
${cssProperties}
${d.cssParts?.length ? `<h3 id="classes">Classes</h3>\n${parts}` : ''}`;
}

/** The index: the guides, every element with its summary, the module's functions. */
export function indexPage({ guides, elements, entries, functions }) {
  const title = (tag) => entries.find((e) => e.tag === tag)?.title ?? tag;
  const functionRows = functions.map((f) => [
    code(`${f.name}(${(f.parameters ?? []).map((p) => `${p.name}: ${p.type?.text ?? 'unknown'}`).join(', ')})`),
    prose(f.description),
  ]);
  return `<h1>${SITE}</h1>
<p>Every element of aalto-hubs: what it shows, its filters and orders, its attributes with their types and defaults, its events and their detail, its styling surface, and a live example with its markup to copy; and the guides. The <a href="/">demo pages</a> show each element in all three languages.</p>
<h2 id="guides">Guides</h2>
<ul>
${guides.map((g) => `<li><a href="${guideHref(g.slug)}">${escapeHtml(g.title)}</a></li>`).join('\n')}
</ul>
<h2 id="elements">Elements</h2>
${table(
  'Every element',
  ['Element', 'Name', 'Summary'],
  elements.map((d) => [
    `<a href="${elementHref(d.tagName)}"><code>&lt;${escapeHtml(d.tagName)}&gt;</code></a>`,
    escapeHtml(title(d.tagName)),
    prose(d.summary),
  ]),
)}
<h2 id="functions">Functions</h2>
<p>Exported by <code>aalto-hubs</code> (<code>dist/aalto-hubs.js</code>).</p>
${table('Functions of the package', ['Function', 'Description'], functionRows)}`;
}
