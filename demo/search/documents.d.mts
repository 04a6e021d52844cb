/** The demo search service's documents (documents.mjs): every field an array, and the index types each belongs to. */
export function documents(language: string, options?: { bodyScale?: number }): Array<Record<string, unknown[]> & { _indices: string[]; _id: string }>;
/** How long the pages' bodies are in the demo and the tests, against a real site's. */
export const BODY_SCALE: number;
