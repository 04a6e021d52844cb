/** The demo index's list (index-list.mjs). */
/** The list items for registry entries in a language, named by the folders' `demo.mjs` titles (or `titles`). */
export function indexList(
  entries: ReadonlyArray<{ tag: string; page: string; title: string; variants?: ReadonlyArray<{ page: string; title: string }> }>,
  lang: string,
  titles?: Record<string, readonly [string, string, string]>,
): string;
