/**
 * An element's texts, one language at a time. The build (scripts/language-packs.mjs) takes the
 * texts of every catalogue out of the chunks and writes, per element and language, one module with
 * the texts of every catalogue the element's code uses: `chunks/lang/<tag>.<language>-<hash>.js`.
 * - In the chunks, a catalogue module is then `catalogue(<its number>)`, which reads the texts
 *   loaded here.
 * - The element's chunk records its three files by literal imports (`registerTexts`, added by the
 *   build), which bundlers building an app from dist/ follow as they follow any import.
 * - The element renders once its language's file is in (react-element.tsx); the loader may have
 *   started it with the element's chunk (define.ts).
 *
 * Run from the sources (the unit tests, the scripts), a catalogue is its texts: nothing is loaded.
 */
import { importTexts } from '../element/texts-import.js';
import type { Language } from '../languages.js';
import type { Catalog, Catalogs } from './translate.js';

type TextsModule = { default: Record<number, Catalog> };
export type TextsFiles = Record<Language, () => Promise<TextsModule>>;

/** The texts loaded, per language by catalogue number. */
export const texts: Record<Language, Record<number, Catalog>> = { fi: {}, sv: {}, en: {} };
/** Each element's files, by tag, as its chunk records them. */
const files = new Map<string, TextsFiles>();
/** `<tag>.<language>` of the files in. */
const loaded = new Set<string>();

/** A catalogue whose texts are in the language files (only the build writes calls to it). */
export const catalogue = (id: number): Catalogs<Catalog> => new Proxy({} as Catalogs<Catalog>, { get: (_, language: Language) => texts[language]?.[id] });

/** Called by an element's chunk (the build adds the call) with its texts' files. */
export function registerTexts(tag: string, own: TextsFiles): void {
  files.set(tag, own);
}

/**
 * Whether an element renders in a language now: its texts are in, or it has no files to wait for
 * (run from the sources, where no chunk records any, or an element without a tag).
 */
export const textsLoaded = (tag: string | undefined, language: Language): boolean => !files.has(tag!) || loaded.has(`${tag}.${language}`);

/** `<tag>.<language>` of the files that failed to load, and how many retries the page has made. */
const failed = new Set<string>();
let retries = 0;

/**
 * Loads an element's texts in a language (a file is fetched once). A browser may keep a failed
 * module's failure for its address (Chromium 150 does), so a file that failed is asked for again
 * under a query of its own (`importTexts`: beside the loader). Bundled into an app, that address
 * is not the bundler's, and the retry fails as the first load did.
 */
export function loadTexts(tag: string, language: Language): Promise<void> {
  const key = `${tag}.${language}`;
  const retry = failed.has(key) ? importTexts(tag, language, `?retry=${++retries}`) : null;
  return ((retry ?? files.get(tag)![language]()) as Promise<TextsModule>).then(
    (module) => {
      Object.assign(texts[language], module.default);
      loaded.add(key);
    },
    (error: unknown) => {
      failed.add(key);
      throw error;
    },
  );
}
