// A rollup plugin: each chunk an element loads starts with V8's compile hint for a file whose
// functions run as soon as it loads (`//# allFunctionsCalledOnLoad`, Chromium 136 and later;
// other engines read a comment). An element's chunks are fetched to render it at once, and
// without the hint Chromium compiles each function on the main thread the first time it runs:
// on a phone that is much of the time between the last chunk's arrival and the first render.
// With it, the functions are compiled while the file streams in, off the main thread.
// Not on the language packs: data, not functions.
import MagicString from 'magic-string';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** @returns {import('rollup').Plugin} */
export function compileHints() {
  return {
    name: 'compile-hints',
    renderChunk(code, chunk, options) {
      if (chunk.isEntry || chunk.fileName.startsWith('chunks/lang/')) return null;
      const s = new MagicString(code).prepend(COMPILE_HINT);
      return { code: s.toString(), map: options.sourcemap ? s.generateMap({ hires: true }) : null };
    },
  };
}
