/** The specification-shaped corpus as answers (answers.mjs). */
export const specPaths: string[];
export function specContent(path: string, params: URLSearchParams): unknown;
export function specSearch(indexList: string): unknown;
