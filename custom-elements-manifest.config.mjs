// Custom Elements Manifest (dist/custom-elements.json), made from elements/*.ts: each file's
// default export is the element's registry entry, and the JSDoc above it documents the tag
// (@tag, @summary, @attr, @fires, @cssprop). The page settings attributes of contract §2 belong to
// every element, and the card listing attributes to every card hub; the plugin adds them, so an
// element file documents only its own.
const settings = [
  ['user-id', 'userId', 'number', '0', 'Above 0: a logged-in intranet user.'],
  ['language', 'language', "'fi' | 'sv' | 'en'", "the document's lang, else 'en'", 'Content and interface language.'],
  ['base-url', 'baseUrl', 'string', "''", 'Prefix of content API calls and site links; a trailing / is ignored.'],
  ['theme-url', 'themeUrl', 'string', "''", "Where the site theme's assets (icons, images) live."],
  ['path-prefix', 'pathPrefix', 'boolean', 'false', 'Content API paths get the language prefix.'],
  ['environment', 'environment', "'local' | 'dev' | 'test' | 'live'", "'live'", 'Selects the search service host.'],
  ['authenticated', 'authenticated', 'boolean', 'false', 'The visitor has a session with the site.'],
  ['search-host', 'searchHost', 'string', 'from environment', 'Overrides the search service host.'],
];
const cardListing = [
  ['index-prefix', 'indexPrefix', 'string', "'aalto'", "The site's prefix of search index names, for search terms."],
  ['link-target', 'linkTarget', "'_self' | '_blank'", "'_self'", 'Where links open: `_self` or `_blank` (a new tab).'],
  ['heading-level', 'headingLevel', 'number', '3', "The heading level of each card's title, 2 to 6."],
  ['param-prefix', 'paramPrefix', 'string', "''", 'Put before the names of its address parameters (`news-` gives `news-category`, `news-page`, …), so two listings on one page keep their own query.'],
];
const camel = (name) => name.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const attribute = ([name, fieldName, type, dflt, description]) => ({ name, fieldName, type: { text: type }, default: dflt, description });

/** The JSDoc block right above the default export, parsed into the manifest's parts. */
function parseDoc(text) {
  const body = text.replace(/^\/\*\*|\*\/$/g, '').split('\n').map((line) => line.replace(/^\s*\* ?/, '')).join('\n');
  const [description, ...tags] = body.split(/\n(?=@)/);
  const doc = { description: description.trim().replace(/\s*\n\s*/g, ' '), attributes: [], events: [], cssProperties: [] };
  for (const tag of tags) {
    const line = tag.replace(/\s*\n\s*/g, ' ').trim();
    let m;
    if ((m = /^@tag (\S+)/.exec(line))) doc.tagName = m[1];
    else if ((m = /^@summary (.*)/.exec(line))) doc.summary = m[1];
    else if ((m = /^@attr \{([^}]*)\} (\S+) - (.*)/.exec(line))) doc.attributes.push({ name: m[2], fieldName: camel(m[2]), type: { text: m[1] }, description: m[3] });
    else if ((m = /^@fires (\S+) - (.*)/.exec(line))) doc.events.push({ name: m[1], type: { text: 'CustomEvent' }, description: m[2] });
    else if ((m = /^@cssprop (\S+) - (.*)/.exec(line))) doc.cssProperties.push({ name: m[1], description: m[2] });
  }
  return doc;
}

function registryEntries() {
  return {
    name: 'aalto-registry-entries',
    analyzePhase({ ts, node, moduleDoc }) {
      if (!ts.isExportAssignment(node) || node.isExportEquals) return;
      const full = node.getFullText();
      const comment = /\/\*\*[\s\S]*?\*\//.exec(full);
      if (!comment) return;
      const doc = parseDoc(comment[0]);
      if (!doc.tagName) return;
      const name = doc.tagName.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase()) + 'Element';
      const own = node.expression.getText();
      const methods = [...(/methods: \[([^\]]*)\]/.exec(own)?.[1] ?? '').matchAll(/'([\w]+)'/g)].map((m) => ({ kind: 'method', name: m[1] }));
      const shared = [...settings, ...(own.startsWith('cardHub(') ? cardListing : [])].map(attribute);
      const attributes = [...shared, ...doc.attributes];
      moduleDoc.declarations.push({
        kind: 'class',
        name,
        description: doc.description,
        ...(doc.summary && { summary: doc.summary }),
        tagName: doc.tagName,
        customElement: true,
        superclass: { name: 'HTMLElement' },
        attributes,
        members: [...attributes.map((a) => ({ kind: 'field', name: a.fieldName, type: a.type, attribute: a.name, description: a.description })), ...methods],
        events: doc.events,
        cssProperties: doc.cssProperties,
      });
      moduleDoc.exports.push({ kind: 'custom-element-definition', name: doc.tagName, declaration: { name, module: moduleDoc.path } });
    },
  };
}

export default {
  globs: ['elements/*.ts'],
  exclude: ['elements/loader.ts', 'elements/registry.ts', 'elements/element-entry.ts'],
  outdir: 'dist',
  plugins: [registryEntries()],
};
