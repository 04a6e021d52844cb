/** The demo site's words (i18n.mjs): each text as [en, fi, sv]. */
export type Words = readonly [string, string, string];
/** Each demo page's name, by its file, from the element folders' `demo.mjs`. */
export const PAGE_TITLES: Record<string, Words>;
/** The pages' names that the demo modules give, by page. */
export function pageTitles(files: readonly string[]): Promise<Record<string, Words>>;
/** A text in a language. */
export function pick(words: Words, language: string): string;
