// A rollup plugin: one module of texts per element and language, rather than every catalogue in
// three languages in the chunks. A page shows an element in one language, so the other two
// languages' texts would be weight for nothing on every page.
//
// - At the start, `scripts/catalogues.ts` (run by tsx) gives every catalogue (a `strings.ts`
//   module's exports) and its texts; each gets a number.
// - In the chunks, a catalogue module becomes `catalogue(<number>)` (src/core/i18n/packs.ts),
//   which reads the texts that have been loaded.
// - Each element (`src/hubs/<tag>/element.ts`, whose `load()` names its module) gets a module per
//   language, `chunks/lang/<tag>.<language>-<hash>.js`, whose default export is the texts of every
//   catalogue the element's code may run (its module and all it imports, statically or on demand),
//   by number. The hash is of every catalogue's texts, so that a page never mixes files of two
//   builds; the loader, which may start an element's file with its chunk, knows it
//   (`__LANGUAGE_PACKS__`: the hash in the build, undeclared in the sources).
// - The element's module records its three files with literal imports (`registerTexts`), which
//   a bundler building an app from dist/ follows like any other.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { elementModule, hubFolders, phoneModule } from './hub-folders.mjs';

const LANGUAGES = ['fi', 'sv', 'en'];
// The elements' entries: the loader's, not their elements' code.
const ELEMENT_FILE = /\/src\/hubs\/[\w-]+\/element\.ts$/;
const TEXTS = '\0aalto-texts:';

/**
 * @param {{ root: string, runtime: string }} options `root`: the package; `runtime`: the module
 *   that exports `catalogue` and `registerTexts` (src/core/i18n/packs.ts).
 * @returns {import('rollup').Plugin}
 */
export function languagePacks({ root, runtime }) {
  /** @type {Array<{ file: string, name: string, catalogs: Record<string, Record<string, unknown>> }>} */
  let list = [];
  let hash = '';
  /** Module id → its catalogues' numbers and names. */
  const catalogueModules = new Map();
  /** Element module id → its tag. */
  const elementModules = new Map();
  const fileName = (tag, language) => `chunks/lang/${tag}.${language}-${hash}.js`;
  return {
    name: 'language-packs',
    buildStart() {
      const out = execFileSync(join(root, 'node_modules/.bin/tsx'), ['scripts/catalogues.ts'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
      list = JSON.parse(out);
      hash = createHash('sha256').update(out).digest('base64url').slice(0, 8).replace(/[-_]/g, 'x');
      catalogueModules.clear();
      list.forEach(({ file, name }, id) => {
        const module = resolve(root, file);
        catalogueModules.set(module, [...(catalogueModules.get(module) ?? []), { id, name }]);
      });
      // Each element's module, from its entry's `load: () => import('./<module>.js')` (a .ts or
      // .tsx file of its folder; hubFolders checks the folder is named after the tag).
      elementModules.clear();
      for (const folder of hubFolders(root)) {
        const { tag } = folder;
        const module = elementModule(folder);
        if (!module || elementModules.has(module)) this.error(`src/hubs/${tag}/element.ts: its module is missing or another element's`);
        elementModules.set(module, tag);
        // A table hub's phone module registers the same texts (its layout's module is the one loaded).
        const phone = phoneModule(folder);
        if (phone) elementModules.set(phone, tag);
        for (const language of LANGUAGES) this.emitFile({ type: 'chunk', id: `${TEXTS}${tag}.${language}`, fileName: fileName(tag, language) });
      }
    },
    resolveId(source) {
      return source.startsWith(TEXTS) ? source : null;
    },
    load(id) {
      // Written whole when the chunks are rendered (renderChunk): only then is every module known.
      return id.startsWith(TEXTS) ? 'export default {};' : null;
    },
    // After the TypeScript plugin (which compiles from the file, whatever came before it).
    transform(code, id) {
      const catalogues = catalogueModules.get(id);
      if (catalogues) {
        // By a path relative to the module: the build's folder stays out of the published maps.
        const from = relative(dirname(id), runtime).split(sep).join('/');
        const out = [
          `import { catalogue } from ${JSON.stringify(from.startsWith('.') ? from : `./${from}`)};`,
          ...catalogues.map(({ id: number, name }) => `export const ${name} = /*#__PURE__*/ catalogue(${number});`),
        ];
        return { code: out.join('\n'), map: { mappings: '' } };
      }
      const tag = elementModules.get(id);
      let out = id.startsWith(`${root}src/`) ? code.replaceAll('__LANGUAGE_PACKS__', JSON.stringify(hash)) : code;
      if (tag) {
        const imports = LANGUAGES.map((language) => `${language}: () => import(${JSON.stringify(`${TEXTS}${tag}.${language}`)})`).join(', ');
        out += `\nimport { registerTexts as __registerTexts } from ${JSON.stringify(runtime)};\n__registerTexts(${JSON.stringify(tag)}, { ${imports} });\n`;
      }
      return out === code ? null : { code: out, map: null };
    },
    renderChunk(_code, chunk) {
      const match = chunk.facadeModuleId?.startsWith(TEXTS) ? chunk.facadeModuleId.slice(TEXTS.length).match(/^([a-z-]+)\.(fi|sv|en)$/) : null;
      if (!match) return null;
      const [, tag, language] = match;
      // The element's code: its module and all that reaches, statically or on demand (not the
      // entries, which are the loader's, nor another element's texts).
      const start = [...elementModules].find(([, t]) => t === tag)[0];
      const seen = new Set();
      const stack = [start];
      while (stack.length) {
        const id = stack.pop();
        if (seen.has(id) || ELEMENT_FILE.test(id) || id.startsWith(TEXTS)) continue;
        seen.add(id);
        const info = this.getModuleInfo(id);
        if (info) stack.push(...info.importedIds, ...info.dynamicallyImportedIds);
      }
      const numbers = [...seen]
        // A copy of a catalogue (chunk-copies.mjs, `COPIES`) is that catalogue.
        .flatMap((id) => catalogueModules.get(id.replace(/\?copy=[\w-]+$/, '')) ?? [])
        .map(({ id }) => id)
        .sort((a, b) => a - b);
      const texts = Object.fromEntries(numbers.map((number) => [number, list[number].catalogs[language]]));
      return { code: `export default ${JSON.stringify(texts)};\n`, map: { mappings: '' } };
    },
  };
}
