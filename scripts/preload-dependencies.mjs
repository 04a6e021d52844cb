// A rollup plugin for the loader (dist/aalto-hubs.js): when it imports an element's chunk, it
// starts that chunk's static dependencies (the listing engine, the cards, the content layer...) at
// the same moment, rather than after the element's chunk has arrived and been parsed. Without it a
// page loads its code in two round trips (the element's chunk, then what that chunk imports); with
// it, in one, as Vite's preload helper does for its dynamic imports.
//
// The dependencies are started by literal `import()` calls too, not by `<link rel="modulepreload">`:
// nothing is added to the page's <head>, a page's Content Security Policy treats them exactly as
// the element's own import, and a bundler that builds an app from dist/ follows them. A module is
// fetched and evaluated once, whoever imports it first, and each one still runs after its own
// dependencies, so the order the element sees is unchanged.
import { posix } from 'node:path';
import MagicString from 'magic-string';

const HELPER = '__aaltoImportAlso';
const DYNAMIC_IMPORT = /\bimport\((['"])(\.{1,2}\/[^'"]+)\1\)/g;

/**
 * @param {{ skip?: (name: string) => boolean }} [options] `skip`: chunks (by name) the loader
 *   starts with every element anyway (the runtime, in `define.ts`), not listed again.
 * @returns {import('rollup').Plugin}
 */
/**
 * Every chunk `file` imports statically, transitively, but the entries (already loaded): what
 * loads with it. `chunks`: the bundle's chunks by file name (a `renderChunk` hook's `meta.chunks`).
 * @param {Record<string, { imports: string[], isEntry: boolean }>} chunks
 * @param {string} file
 * @returns {Set<string>}
 */
export function staticDependencies(chunks, file, found = new Set()) {
  for (const dependency of chunks[file]?.imports ?? []) {
    if (found.has(dependency) || chunks[dependency]?.isEntry) continue;
    found.add(dependency);
    staticDependencies(chunks, dependency, found);
  }
  return found;
}

export function preloadDependencies({ skip = () => false } = {}) {
  return {
    name: 'preload-dependencies',
    renderChunk(code, chunk, _options, { chunks }) {
      if (!chunk.isEntry) return null;
      const dir = posix.dirname(chunk.fileName);
      const relative = (file) => {
        const path = posix.relative(dir, file);
        return path.startsWith('.') ? path : `./${path}`;
      };
      // Each dependency's path once, in a table, the most used first; each import names its
      // dependencies by position, in order, so that the many alike lists compress to little (the
      // loader is on every page: a list of paths per element would weigh on every page).
      const imports = [...code.matchAll(DYNAMIC_IMPORT)].map((match) => ({
        match,
        also: [...staticDependencies(chunks, posix.join(dir, match[2]))].filter((file) => !skip(chunks[file]?.name ?? '')).map(relative),
      }));
      const uses = new Map();
      for (const { also } of imports) for (const path of also) uses.set(path, (uses.get(path) ?? 0) + 1);
      const table = [...uses.keys()].sort((a, b) => uses.get(b) - uses.get(a) || (a < b ? -1 : 1));
      const out = new MagicString(code);
      for (const { match, also } of imports) {
        if (also.length === 0) continue;
        // Positions as one string of base-36 digits, shorter than an array of numbers.
        const positions = also
          .map((path) => table.indexOf(path))
          .sort((a, b) => a - b)
          .map((n) => n.toString(36))
          .join('');
        out.appendLeft(match.index, `(${HELPER}(${JSON.stringify(positions)}),`);
        out.appendRight(match.index + match[0].length, ')');
      }
      if (table.length === 0) return null;
      // Each one a literal `import()`, so that a bundler building an app from dist/ (Vite,
      // webpack) follows it as it follows the element's own import: a path made at run time it
      // could not see, and the app would ask for files it never emitted.
      const starts = table.map((path) => `() => import(${JSON.stringify(path)})`).join(', ');
      // A function declaration: hoisted, so that it is there for an element connected while the
      // loader's own module runs (a tag is defined, and its elements upgraded, at that time).
      // A failed start is not reported here: the element's own import fails too, and reports it.
      if (table.length > 36) this.error('preload-dependencies: more than 36 chunks to start, one digit each');
      out.append(
        `\nfunction ${HELPER}(positions) {\n  const starts = [${starts}];\n  for (const position of positions) starts[parseInt(position, 36)]().catch(() => {});\n}\n`,
      );
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
