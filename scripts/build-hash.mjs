// A rollup plugin: the chunks but the runtime share one hash in their names, the build's, rather
// than one each. The loader names every chunk an element imports (preload-dependencies.mjs), on
// every page, and a hash per file is six characters that compress to nothing: one shared hash
// compresses to a few bytes in all. The runtime (React, its biggest file by far) keeps a hash of
// its own, so that a release that leaves it as it was leaves it in the browser's cache.
//
// Chunks are named with `PLACEHOLDER` (`chunkFileNames` returns it for every chunk but the one
// kept); once rollup has written every file, the placeholder becomes a hash of all those chunks'
// code, in their names and wherever a file names another (imports, maps, module-reach.json).
import { createHash } from 'node:crypto';

export const PLACEHOLDER = '_bh_6_';

/** @returns {import('rollup').Plugin} */
export function buildHash() {
  return {
    name: 'build-hash',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const named = Object.values(bundle).filter((file) => file.fileName.includes(PLACEHOLDER));
        if (named.length === 0) return;
        const text = (file) => (file.type === 'chunk' ? file.code : typeof file.source === 'string' ? file.source : null);
        // The chunks' code only: their maps hold the paths of the checkout that built them, and a
        // build of the same code must name its files alike (and so weigh the same) wherever it runs.
        const hash = createHash('sha256');
        for (const file of [...named].sort((a, b) => (a.fileName < b.fileName ? -1 : 1)))
          if (file.type === 'chunk') hash.update(file.fileName).update(file.code);
        // Six characters of base64url, as rollup writes its own: '-' and '_' too.
        const value = hash.digest('base64url').slice(0, PLACEHOLDER.length);
        for (const file of Object.values(bundle)) {
          const code = text(file);
          if (code?.includes(PLACEHOLDER)) {
            if (file.type === 'chunk') file.code = code.replaceAll(PLACEHOLDER, value);
            else file.source = code.replaceAll(PLACEHOLDER, value);
          }
          if (file.type === 'chunk' && file.map) file.map.file = file.map.file?.replaceAll(PLACEHOLDER, value);
          if (file.fileName.includes(PLACEHOLDER)) {
            delete bundle[file.fileName];
            file.fileName = file.fileName.replaceAll(PLACEHOLDER, value);
            bundle[file.fileName] = file;
          }
        }
      },
    },
  };
}
