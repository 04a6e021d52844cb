// Custom Elements Manifest (dist/custom-elements.json), generated from the JSDoc of elements/*.ts.
// The page settings attributes of contract §2 belong to every element; the plugin below adds them
// to each tag so that an element file documents only its own attributes.
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

function settingsAttributes() {
  return {
    name: 'aalto-settings-attributes',
    packageLinkPhase({ customElementsManifest }) {
      for (const mod of customElementsManifest.modules) {
        for (const decl of mod.declarations ?? []) {
          if (!decl.customElement) continue;
          const own = new Set((decl.attributes ?? []).map((a) => a.name));
          const shared = settings
            .filter(([name]) => !own.has(name))
            .map(([name, fieldName, type, dflt, description]) => ({
              name,
              fieldName,
              type: { text: type },
              default: dflt,
              description: `${description} A boolean attribute is on when present, unless its value is false or 0; a malformed value falls back to the default.`,
            }));
          decl.attributes = [...shared, ...(decl.attributes ?? [])];
          decl.members = [
            ...(decl.members ?? []),
            ...shared
              .filter((a) => !(decl.members ?? []).some((m) => m.name === a.fieldName))
              .map((a) => ({ kind: 'field', name: a.fieldName, type: a.type, attribute: a.name, description: a.description })),
          ];
        }
      }
    },
  };
}

export default {
  globs: ['elements/*.ts'],
  exclude: ['elements/loader.ts'],
  outdir: 'dist',
  plugins: [settingsAttributes()],
};
