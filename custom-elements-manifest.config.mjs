// Custom Elements Manifest (dist/custom-elements.json), made from the registry's files: each
// src/hubs/<tag>/element.ts default export is an element's entry, and the JSDoc above it documents
// the tag (@tag, @summary, @attr, @fires). What every element shares is added here, once: the page
// settings attributes (docs/api.md, 'Page settings'), the card listing attributes of every card
// hub, the theme's CSS custom properties (read from src/core/styles/base.css with their defaults)
// and the events' detail types. The manifest describes the published module, dist/aalto-hubs.js,
// which defines every tag; scripts/element-types.mjs makes the typings and editor data from it.
//
// In an element file: `@attr {type} [name=default] - what it does`, `@fires name - when`.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const settings = [
  ['user-id', 'number', '0', "The logged-in user's id; above 0, intranet content and indices are included."],
  ['language', "'fi' | 'sv' | 'en'", "'en'", "Content and interface language; without it, the document's `lang` (English when that is none of the three)."],
  ['base-url', 'string', "''", 'Prefix of content API calls and site links, such as `https://www.aalto.fi`; a trailing / is ignored.'],
  [
    'theme-url',
    'string',
    "''",
    "Where the site theme's assets (icons, images) live: an image address relative to the theme is loaded from under it (left out without it).",
  ],
  ['path-prefix', 'boolean', 'false', 'Content API paths start with the language (`/fi/aalto_api/…`).'],
  ['environment', "'local' | 'dev' | 'test' | 'live'", "'live'", 'Which search service host the element calls.'],
  ['authenticated', 'boolean', 'false', "The visitor has a session with the site: its answers are never taken from or kept in the browser's HTTP cache."],
  ['search-host', 'string', 'null', "The search service's address, in place of the environment's host."],
];
const cardListing = [
  ['index-prefix', 'string', "'aalto'", "The site's prefix of search index names: `{prefix}_{environment}_{type}_{language}`."],
  ['link-target', "'_self' | '_blank'", "'_self'", 'Where links open: the same tab, or `_blank` for a new one.'],
  ['heading-level', '2 | 3 | 4 | 5 | 6', '3', "The heading level of each card's title."],
  [
    'param-prefix',
    'string',
    "''",
    'Put before the names of its address parameters (`news-` gives `news-category`, `news-page`, …), so two listings on one page keep their own query.',
  ],
];

const CATEGORY = "'necessary' | 'preferences' | 'statistics' | 'marketing'";
/** Every event an element may fire, with its detail's type (the typings' event map reads these). */
export const EVENT_DETAILS = {
  // endpoint, reason and url: a call that could not load; header: a cookie not sendable.
  'aalto-error': '{ error: unknown; endpoint?: string; reason?: string; url?: string; header?: string }',
  'aalto-consent-accept': `{ category: ${CATEGORY} }`,
  'aalto-consent-decline': `{ category: ${CATEGORY} }`,
  'aalto-consent-change': `{ categories: Record<${CATEGORY}, boolean>; timestamp: string; revision: string; source: 'dialog' | 'cookiebot' }`,
  'aalto-quicksearch-submit': '{ term: string; url: string }',
  'aalto-analytics': '{ event: string; [key: string]: unknown }',
};

/**
 * The styling contract's classes (docs/theming.md): the elements render into the light DOM, so a
 * site styles them as classes (`events-listing .aalto-card`), not through `::part()`. The manifest
 * lists an element's as its `cssParts` (the schema's field for named styling hooks), from the
 * element file's `@csspart` lines, which name them from this list; a class not listed here is
 * internal and may change in any release. Covered by SemVer (CHANGELOG.md).
 */
export const CSS_PARTS = {
  'aalto-button': 'A button (accent outline and text).',
  'aalto-button--primary': "The main action's button, with `.aalto-button` (filled with the accent, its text `--aalto-accent-text`).",
  'aalto-input': 'A text or search input.',
  'aalto-listing': "A listing's root: its search, filters, count and results.",
  'aalto-filters': 'The filter panel: its groups of checkboxes (a panel with Apply on a phone).',
  'aalto-pill': 'A chosen filter: a button that removes it.',
  'aalto-count': "The result count ('Showing 12 courses').",
  'aalto-status': 'A status text: loading, nothing found, an error.',
  'aalto-card': 'A result card.',
  'aalto-badge': "A badge on a card (a status such as 'Closing soon', a type).",
  'aalto-facts': "A card's list of facts (dates, place, price).",
  'aalto-table': 'The results table of the desktop layout.',
  'aalto-index': 'The A–Z index: its letter navigation and sections.',
  'aalto-person': 'A person (profile card or contact).',
  'aalto-consent': 'The consent dialog.',
  'aalto-qs': 'The quick search: its row and its suggestions popup.',
  'aalto-guide': 'A guided path: one question at a time, then the answers.',
  'aalto-quiz': 'A quiz: its questions and result.',
};

const METHODS = {
  renew: 'Opens the choice again, with the stored choices ticked (or calls `Cookiebot.renew()` where the page runs Cookiebot).',
};

/**
 * The theme's custom properties, their defaults and descriptions, from base.css: each
 * `--aalto-name: default; /* description *\/` of the `:where(:root)` block, and each property
 * that has no value there, commented as `/* --aalto-name: auto; description *\/` (derived per
 * element when unset).
 */
export function cssProperties() {
  // From a path, not `new URL(…)`: a test reads the manifest in a DOM environment, whose `URL` node's readFileSync does not take.
  const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'src/core/styles/base.css'), 'utf8');
  const block = /:where\(:root\)\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return [...block.matchAll(/(?:\/\*\s*)?(--aalto-[\w-]+):\s*([^;]+);\s*(?:\/\*\s*)?(.*?)\s*\*\//g)].map(([, name, dflt, description]) => ({
    name,
    default: dflt.trim(),
    description,
    syntax: /radius|space/.test(name) ? '<length>' : /font/.test(name) ? '*' : '<color>',
  }));
}

const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const attribute = ([name, type, dflt, description]) => ({ name, fieldName: camel(name), type: { text: type }, default: dflt, description });

/** The JSDoc block right above the default export, parsed into the manifest's parts. */
function parseDoc(text) {
  const body = text
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n');
  const [description, ...tags] = body.split(/\n(?=@)/);
  const doc = { description: description.trim().replace(/\s*\n\s*/g, ' '), attributes: [], events: [], cssParts: [] };
  for (const tag of tags) {
    const line = tag.replace(/\s*\n\s*/g, ' ').trim();
    let m;
    if ((m = /^@tag (\S+)/.exec(line))) doc.tagName = m[1];
    else if ((m = /^@summary (.*)/.exec(line))) doc.summary = m[1];
    else if ((m = /^@attr \{([^}]*)\} \[([\w-]+)=([^\]]*)\] - (.*)/.exec(line))) doc.attributes.push([m[2], m[1], m[3], m[4]]);
    else if ((m = /^@attr /.exec(line))) throw new Error(`@attr needs {type} [name=default] - description: ${line}`);
    else if ((m = /^@csspart (.*)/.exec(line))) {
      for (const name of m[1].trim().split(/\s+/)) {
        if (!(name in CSS_PARTS)) throw new Error(`@csspart ${name}: not in CSS_PARTS (the styling contract)`);
        doc.cssParts.push({ name, description: `Class \`.${name}\`: ${CSS_PARTS[name]}` });
      }
    } else if ((m = /^@fires (\S+) - (.*)/.exec(line))) {
      if (!(m[1] in EVENT_DETAILS)) throw new Error(`@fires ${m[1]}: add its detail type to EVENT_DETAILS`);
      doc.events.push({ name: m[1], type: { text: `CustomEvent<${EVENT_DETAILS[m[1]]}>` }, description: m[2] });
    }
  }
  return doc;
}

const MODULE = 'dist/aalto-hubs.js';

function registryEntries() {
  const declarations = [];
  return {
    name: 'aalto-registry-entries',
    analyzePhase({ ts, node }) {
      if (!ts.isExportAssignment(node) || node.isExportEquals) return;
      const comment = /\/\*\*[\s\S]*?\*\//.exec(node.getFullText());
      if (!comment) return;
      const doc = parseDoc(comment[0]);
      if (!doc.tagName) return;
      const name = doc.tagName.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase()) + 'Element';
      const own = node.expression.getText();
      const methods = [...(/methods: \[([^\]]*)\]/.exec(own)?.[1] ?? '').matchAll(/'([\w]+)'/g)].map((m) => ({
        kind: 'method',
        name: m[1],
        description: METHODS[m[1]],
        return: { type: { text: 'void' } },
      }));
      // An element's own attribute replaces a shared one of the same name (its own default).
      const ownNames = new Set(doc.attributes.map(([n]) => n));
      const shared = [...settings, ...(own.startsWith('cardListingEntry(') ? cardListing : [])].filter(([n]) => !ownNames.has(n));
      const attributes = [...shared, ...doc.attributes].map(attribute);
      // Every tag's loader fires aalto-error when the element's code cannot be loaded.
      if (!doc.events.some((e) => e.name === 'aalto-error')) {
        doc.events.push({
          name: 'aalto-error',
          type: { text: `CustomEvent<${EVENT_DETAILS['aalto-error']}>` },
          description: "The element's code could not be loaded, with `detail.error`; the element stays empty.",
        });
      }
      declarations.push({
        kind: 'class',
        name,
        description: doc.description,
        ...(doc.summary && { summary: doc.summary }),
        tagName: doc.tagName,
        customElement: true,
        superclass: { name: 'HTMLElement', module: 'global:' },
        attributes,
        members: [
          ...attributes.map((a) => ({
            kind: 'field',
            name: a.fieldName,
            type: a.type,
            default: a.default,
            attribute: a.name,
            reflects: true,
            description: a.description,
          })),
          {
            kind: 'field',
            name: 'strings',
            type: { text: "Partial<Record<'fi' | 'sv' | 'en', Record<string, string>>> | null" },
            default: 'null',
            description:
              'Overrides of its interface texts per language, by catalogue key (docs/languages.md); also read from a `<script type="application/json">` child.',
          },
          ...methods,
        ],
        events: doc.events,
        cssProperties: cssProperties(),
        cssParts: doc.cssParts,
      });
    },
    packageLinkPhase({ customElementsManifest }) {
      // One module, the published loader, which defines every tag and exports the two helpers.
      customElementsManifest.schemaVersion = '2.1.0';
      customElementsManifest.readme = 'README.md';
      customElementsManifest.modules = [
        {
          kind: 'javascript-module',
          path: MODULE,
          description: 'Defines every element; each loads its code the first time its tag is connected. Importing it outside a browser defines nothing.',
          declarations: [
            // By tag: the analyser reads the element files in no fixed order.
            ...declarations.sort((a, b) => (a.tagName < b.tagName ? -1 : 1)),
            {
              kind: 'function',
              name: 'defineTag',
              description: 'Defines a tag once (a second call is ignored).',
              parameters: [
                { name: 'tag', type: { text: 'string' } },
                { name: 'constructor', type: { text: 'CustomElementConstructor' } },
              ],
            },
            {
              kind: 'function',
              name: 'elementClass',
              description: "Builds an element's class from a registry entry.",
              parameters: [{ name: 'definition', type: { text: 'ElementDefinition' } }],
              return: { type: { text: 'CustomElementConstructor' } },
            },
            {
              kind: 'function',
              name: 'registerTexts',
              description:
                "Adds a site's own language for every element: its texts by catalogue key; a key it does not give falls back to English (docs/languages.md, 'Another language').",
              parameters: [
                { name: 'language', type: { text: 'string' } },
                { name: 'texts', type: { text: 'Record<string, AaltoText>' } },
              ],
            },
          ],
          exports: [
            ...declarations.map((d) => ({ kind: 'custom-element-definition', name: d.tagName, declaration: { name: d.name, module: MODULE } })),
            { kind: 'js', name: 'defineTag', declaration: { name: 'defineTag', module: MODULE } },
            { kind: 'js', name: 'elementClass', declaration: { name: 'elementClass', module: MODULE } },
            { kind: 'js', name: 'registerTexts', declaration: { name: 'registerTexts', module: MODULE } },
          ],
        },
      ];
    },
  };
}

export default {
  globs: ['src/hubs/*/element.ts'],
  outdir: 'dist',
  plugins: [registryEntries()],
};
