/** The demo search service's documents (documents.mjs): every field an array, and the index types each belongs to. */
export function documents(language: string): Array<Record<string, unknown[]> & { _indices: string[]; _id: string }>;
