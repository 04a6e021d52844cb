/**
 * The import of an element's texts files, the loader's (define.ts starts an element's texts with
 * its chunk) and the runtime's (i18n/packs.ts asks again for a file that failed): a module of its
 * own, so that neither imports the other.
 */
import type { Language } from '../languages.js';

// The hash in the names of the texts' files, in the build (language-packs.mjs); undeclared when the sources run.
declare const __LANGUAGE_PACKS__: string;

/**
 * Imports a module by an address made at run time, which bundlers leave to the browser. The first
 * comment tells webpack so (else it warns of a 'critical dependency'): the build keeps it
 * (rollup.config.mjs) and checks that every such import has it (scripts/bundler-forms.mjs), and
 * callers mark their call not to be inlined, which would drop the comment with the parameter.
 * The second is for Vite running the sources (vitest); in a package, it leaves such an import
 * alone unmarked, so the build drops it.
 */
const importAddress = (address: string): Promise<unknown> => import(/* webpackIgnore: true */ /* @vite-ignore */ address);

/**
 * Imports an element's texts file in a language from beside the loader (`chunks/lang/`, where
 * the build writes them), with a query if given; null when the sources run (no files). The address
 * is relative: an `import()` resolves it against the file it is bundled in, the loader's
 * (`LOADER_CORE`, scripts/chunk-rules.mjs). Not a template in `new URL(…, import.meta.url)`, which bundlers expand into every file it could name
 * (Vite inlined all of them in an app's main bundle); the files an app loads are those the
 * element chunks import by name (`registerTexts`, i18n/packs.ts).
 */
export function importTexts(tag: string, language: Language, query = ''): Promise<unknown> | null {
  return typeof __LANGUAGE_PACKS__ === 'undefined'
    ? null
    : /*#__NOINLINE__*/ importAddress(`./chunks/lang/${tag}.${language}-${__LANGUAGE_PACKS__}.js${query}`);
}
