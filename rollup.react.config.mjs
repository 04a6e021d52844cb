// Builds `aalto-hubs/react` (dist/react.js): every element of the registry as a React component
// (src/core/element/react-component.tsx), for React apps. React and ReactDOM are the app's: they
// stay imports (the package's optional peer dependencies), and so does zustand's React adapter's
// React, which is bundled here with the rest. Run by the build after dist/registry.json, which
// lists the elements and the module each one loads.
//
// - One module per component (`dist/react/<tag>.js`), with chunks of what several share, and
//   dist/react.js naming them all: an app's bundler keeps the components the app imports and drops
//   the others (the package's `sideEffects` names none of these files).
// - An element's module is imported statically, not loaded on demand: a server renders the
//   component at once, and an app's bundler splits its code as the app does.
// - The texts are in the code, every language: a server renders them with no file to load.
// - Not minified: the app's bundler minifies, and a server's stack traces stay readable. The maps
//   are beside the files, with the sources, as for the elements. The sources' comments are in the
//   maps only: the code keeps the licence notices, the pure marks an app's bundler drops unused
//   calls by and the marks an `import()` leaves to the browser, nothing else an app would ship.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { licenceBanners } from './scripts/licenses.mjs';
import { emitTypeScript } from './scripts/emit-typescript.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const registry = JSON.parse(readFileSync(`${root}dist/registry.json`, 'utf8'));

/** `summer-school-listing` → `SummerSchoolListing`: a component's name (its element's class name without `Element`). */
export const componentName = (tag) => tag.replace(/(^|-)(\w)/g, (_, __, c) => c.toUpperCase());

/** A module as the sources name it (`…/X.js`) to its file (`X.ts` or `X.tsx`). */
function sourceOf(path) {
  const file = ['.ts', '.tsx'].map((ext) => path.replace(/\.js$/, ext)).find((f) => existsSync(f));
  if (!file) throw new Error(`no source for ${path}`);
  return file;
}

const PREFIX = 'aalto-react:';
/** The entry (every component's name) and one module per component, made from the registry. */
const components = {
  name: 'react-components',
  resolveId(id) {
    return id.startsWith(PREFIX) ? `\0${id}` : null;
  },
  load(id) {
    if (!id.startsWith(`\0${PREFIX}`)) return null;
    const tag = id.slice(PREFIX.length + 1);
    if (tag === 'index')
      return [
        ...registry.map((entry) => `export { default as ${componentName(entry.tag)} } from '${PREFIX}${entry.tag}';`),
        // A site's own language, as the loader exports it.
        `export { registerTexts } from '${root}src/core/i18n/registered.ts';`,
      ].join('\n');
    const entry = registry.find((e) => e.tag === tag);
    return [
      `import entry from '${root}src/hubs/${tag}/element.ts';`,
      `import * as module from '${sourceOf(new URL(entry.module, `file://${root}src/hubs/${tag}/`).pathname)}';`,
      `import { elementComponent } from '${root}src/core/element/react-component.tsx';`,
      `export default /*#__PURE__*/ elementComponent(entry, module);`,
    ].join('\n');
  },
};

/**
 * A registry entry without its `load` (its module is imported statically above, and a dynamic
 * import of it would add a wrapper) and the data lines only the node scripts read.
 */
const ENTRY_FILE = /\/src\/hubs\/[\w-]+\/element\.ts$/;
const ENTRY_LINES = /^\s*(load|page|title|variants|budgetKB|offline|onDemand): .*,\s*$/gm;
const entryLines = {
  name: 'entry-lines',
  transform(code, id) {
    return ENTRY_FILE.test(id) ? { code: code.replace(ENTRY_LINES, ''), map: null } : null;
  },
};

export default {
  input: { react: `${PREFIX}index`, ...Object.fromEntries(registry.map(({ tag }) => [`react/${tag}`, `${PREFIX}${tag}`])) },
  external: (id) => /^react(-dom)?(\/|$)/.test(id),
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'react/chunks/[name]-[hash].js',
    // The entry names the components' modules, not what they import: a bundler then reads only
    // the modules of the components an app imports.
    hoistTransitiveImports: false,
    // Chunks of a few hundred bytes, each a file an app's bundler reads and a request a server
    // resolves, merge into a chunk their importers load anyway (rollup merges only where no
    // entry would run code it did not run before).
    experimentalMinChunkSize: 2000,
    sourcemap: 'hidden',
    // Client components (hooks, the browser's events): Next.js's server components may then render
    // them, as client components, on the server and in the browser.
    banner: (chunk) => (chunk.isEntry ? "'use client';" : ''),
  },
  plugins: [
    components,
    entryLines,
    nodeResolve({ extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
    commonjs(),
    emitTypeScript(),
    licenceBanners(),
    // Comments out (but those above), the code as it is: no compression, no renaming, laid out,
    // in the sources' syntax (ES2020: `{ value }`, not `{ value: value }`).
    terser({
      ecma: 2020,
      compress: false,
      mangle: false,
      format: { beautify: true, quote_style: 3, comments: /^!|__PURE__|webpackIgnore|@vite-ignore/, preserve_annotations: true },
    }),
  ],
  onwarn(warning, warn) {
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
};
