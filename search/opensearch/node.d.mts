export const HEAP: string;
/** Why OpenSearch cannot run here (no Java 17+, or no Maven for the first build), or null. */
export function unavailable(): string | null;
export function ensureBuilt(options?: { log?: (line: string) => void }): Promise<string[]>;
export function waitForGreen(url: string, options?: { timeoutMs?: number }): Promise<unknown>;
export interface LocalNode {
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
  output(): string;
}
export function startNode(options?: { home?: string; port?: number; log?: (line: string) => void; keepHome?: boolean; serving?: boolean }): Promise<LocalNode>;
