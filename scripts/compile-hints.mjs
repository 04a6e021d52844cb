// A rollup plugin: each chunk an element loads with its code starts with V8's compile hint for a
// file whose functions run as soon as it loads (`//# allFunctionsCalledOnLoad`, Chromium 136 and
// later; other engines read a comment). Those chunks are fetched to render the element at once,
// and without the hint Chromium compiles each function on the main thread the first time it
// runs: on a phone, much of the time between the last chunk's arrival and the first render. With
// it, the functions are compiled while the file streams in, off the main thread.
// Not on the loader (its functions run a few at a time), the language packs (data), nor a chunk
// loaded on demand (a search's client and query, the other layout's table): the line weighs on
// every page that loads the file, for no gain where nothing runs at once.
import MagicString from 'magic-string';
import { staticDependencies } from './preload-dependencies.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** @returns {import('rollup').Plugin} */
export function compileHints() {
  /** The chunks an element loads with its code: those the loader imports, and theirs, statically. */
  let atLoad = null;
  return {
    name: 'compile-hints',
    renderStart() {
      atLoad = null;
    },
    renderChunk(code, chunk, options, { chunks }) {
      if (!atLoad) {
        atLoad = new Set();
        for (const entry of Object.values(chunks))
          for (const file of entry.isEntry ? entry.dynamicImports : []) for (const loaded of [file, ...staticDependencies(chunks, file)]) atLoad.add(loaded);
      }
      if (!atLoad.has(chunk.fileName) || chunk.fileName.startsWith('chunks/lang/')) return null;
      const s = new MagicString(code).prepend(COMPILE_HINT);
      return { code: s.toString(), map: options.sourcemap ? s.generateMap({ hires: true }) : null };
    },
  };
}
