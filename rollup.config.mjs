// Builds dist/aalto-hubs.js (the loader: defines every tag, no React) and, by dynamic import, one
// chunk per element plus the shared runtime chunk (React, ReactDOM, the element runtime) that every
// element chunk reuses.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundlerFormsCheck } from './scripts/bundler-forms.mjs';
import { internalExports } from './scripts/internal-exports.mjs';
import { languagePacks } from './scripts/language-packs.mjs';
import { licenceBanners, thirdPartyLicences, LICENCES_FILE } from './scripts/licenses.mjs';
import { moduleReach } from './scripts/module-reach.mjs';
import { writeRegistry } from './scripts/hub-folders.mjs';
import { chunkOf } from './scripts/chunk-rules.mjs';
import { chunkCopies } from './scripts/chunk-copies.mjs';
import { buildHash, PLACEHOLDER } from './scripts/build-hash.mjs';
import { preloadDependencies } from './scripts/preload-dependencies.mjs';
import { compileHints } from './scripts/compile-hints.mjs';
import { emitTypeScript } from './scripts/emit-typescript.mjs';

// From a path, not `new URL('.', …)`: a test loads this config in a DOM environment, whose
// `URL` node's fileURLToPath does not take. The chunk rules: scripts/chunk-rules.mjs and
// scripts/chunk-copies.mjs.
const root = `${dirname(fileURLToPath(import.meta.url))}/`;
// The loader's registry is derived from the hub folders (src/hubs/<tag>/element.ts).
writeRegistry(root);

/**
 * `CHUNKS=exact`: rollup's own chunking instead of the chunk rules, for `npm run size:exact` only
 * (never published). Rollup gives each set of elements that import a module a chunk of its own,
 * so no element loads a module it does not import, at the cost of more, smaller chunks that
 * compress apart. Eight characters of hash: rollup asks for seven or more past 64 chunks.
 */
const EXACT_CHUNKS = process.env.CHUNKS === 'exact';

/**
 * The registry's entries carry data for the node scripts only (demo page, title, variants, page
 * budget, offline, on-demand chunks: the demo index, the size report, the tag-wide tests read them from
 * dist/registry.json). The loader needs only the tag, attributes, methods, `load` and `first`, so
 * the build leaves those data lines (one property per line, as every entry file writes them, and
 * the card hubs' default budget in element-entry.ts) out of the bundle: every page loads the
 * loader, and the list grows with each element.
 */
const ENTRY_FILE = /\/src\/(hubs\/[\w-]+\/element|core\/element\/element-entry)\.ts$/;
const ENTRY_DATA = /^\s*(page|title|variants|budgetKB|offline|onDemand): .*,\s*$|\bbudgetKB: \d+, /gm;
const registryDataOut = {
  name: 'registry-data-out',
  transform(code, id) {
    if (!ENTRY_FILE.test(id)) return null;
    return { code: code.replace(ENTRY_DATA, ''), map: null };
  },
};

const TERSER = {
  ecma: 2020,
  module: true,
  toplevel: true,
  format: { comments: /^!|webpackIgnore/ },
  compress: { passes: 3, unsafe_arrows: true, pure_getters: true },
};
/**
 * Terser: React's runtime as it is minified for React; our own chunks with function declarations
 * hoisted and only simple functions inlined, which gzips smaller there (and larger in React's).
 * Both are terser's safe transforms.
 */
const minifyRuntime = terser(TERSER);
const minifyOwn = terser({ ...TERSER, compress: { ...TERSER.compress, hoist_funs: true, inline: 1 } });
const minifyByChunk = {
  name: 'terser-by-chunk',
  renderChunk(code, chunk, options, meta) {
    return (chunk.name === 'runtime' ? minifyRuntime : minifyOwn).renderChunk.call(this, code, chunk, options, meta);
  },
};

/**
 * Chunks left empty (a module that a chunk rule names but every hub that imports it takes a copy
 * of: chunk-copies.mjs) are not written: nothing imports them, and a package of empty files
 * only puzzles whoever reads dist/.
 */
const emptyChunksOut = {
  name: 'empty-chunks-out',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
    const named = new Set(chunks.flatMap((chunk) => [...chunk.imports, ...chunk.dynamicImports]));
    for (const chunk of chunks)
      if (!chunk.isEntry && chunk.code.trim() === '' && !named.has(chunk.fileName)) {
        delete bundle[chunk.fileName];
        delete bundle[`${chunk.fileName}.map`];
      }
  },
};

const main = {
  input: { 'aalto-hubs': 'elements/loader.ts' },
  // The loader's chunk may export more than the loader's own exports (the consent core and cookie
  // helpers the consent dialog reuses): without this, rollup would add a facade file and a request.
  // Those extra exports then leave the export list (scripts/internal-exports.mjs).
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    // Six characters of hash (36 bits, rollup's shortest): the runtime's its own, the other chunks'
    // the build's (scripts/build-hash.mjs), since the loader names every chunk on every page.
    chunkFileNames: EXACT_CHUNKS ? 'chunks/[name]-[hash:8].js' : ({ name }) => `chunks/[name]-${name === 'runtime' ? '[hash:6]' : PLACEHOLDER}.js`,
    // A chunk imports what it uses, not also what that imports: rollup's hoisted imports only help
    // the browser find the graph sooner, and the loader already starts every chunk an element
    // imports (preload-dependencies.mjs). A little less on every page.
    hoistTransitiveImports: false,
    // Maps for debugging, published beside each file (`<file>.map`, with the sources in them: the
    // package ships no src/), but not named by a sourceMappingURL comment: the comment would cost
    // every page about 0.45 KB gzip (some 45 bytes in each of its ten or so files) for visitors who
    // never open devtools. A developer adds a map in devtools, an error tracker takes them uploaded.
    sourcemap: 'hidden',
    manualChunks(id, api) {
      if (EXACT_CHUNKS) return undefined;
      return chunkOf(id, api);
    },
  },
  plugins: [
    registryDataOut,
    ...(EXACT_CHUNKS ? [] : [chunkCopies]),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
    commonjs(),
    emitTypeScript(),
    languagePacks({ root, runtime: `${root}src/core/i18n/packs.ts` }),
    // Before terser: the loader starts an element's chunk and that chunk's imports together (but
    // the runtime, which it starts with every element: define.ts).
    preloadDependencies({ skip: (name) => name === 'runtime' }),
    // The loader exports `defineTag` and `elementClass` only; what chunks reuse of it goes by a symbol.
    // registerTexts: a site's own language, public like the other two.
    internalExports({ entry: 'aalto-hubs.js', publicNames: ['defineTag', 'elementClass', 'registerTexts'] }),
    // Each chunk's `/*! … */` notice of the packages it bundles, which terser keeps (`/^!/`). It
    // names every package, so the few `@license` headers that survive bundling (one of React's
    // five: 0.13 KB gzip on every page) go as the rest of the comments do.
    licenceBanners(),
    // Kept comments: `/*!` notices, and the mark that tells webpack to leave an `import()` of an
    // address made at run time to the browser (define.ts), without which it warns.
    ...(process.env.NO_MINIFY ? [] : [minifyByChunk]),
    // After terser, which keeps no other comments: the compile hint opens each chunk an element
    // loads with its code (compile-hints.mjs).
    compileHints(),
    // dist/THIRD_PARTY_LICENSES: the full licence texts of every bundled package.
    thirdPartyLicences(`dist/${LICENCES_FILE}`),
    emptyChunksOut,
    // dist/module-reach.json: what each element loads but never imports (`npm run size` lists it).
    moduleReach(),
    // No file may hold a form that an app's bundler expands or warns about (scripts/bundler-forms.mjs).
    bundlerFormsCheck(),
    // Last: every file is written, the chunks' shared hash is theirs.
    buildHash(),
  ],
  onwarn(warning, warn) {
    // React's packages say "use client"; irrelevant outside a server-components bundler.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
};

// dist/consent-default.js: Consent Mode's default as a classic script for <head> (see its source).
const consentDefault = {
  input: 'src/core/consent/consent-default.ts',
  output: { file: 'dist/consent-default.js', format: 'iife' },
  plugins: [
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts'] }),
    emitTypeScript({ sourceMap: false, inlineSources: false }),
    terser({ ecma: 2020, toplevel: true, format: { comments: false } }),
  ],
};

export default [main, consentDefault];
