import type { ManualChunkMeta } from 'rollup';

type RuleChunk = (id: string) => string | null;
type Graph = Pick<ManualChunkMeta, 'getModuleIds' | 'getModuleInfo'> | { getModuleIds(): IterableIterator<string>; getModuleInfo(id: string): unknown };

export function chunkByUsers(): {
  place(id: string, api: Graph, ruleChunk: RuleChunk): string | undefined;
  onDemand(id: string, api: Graph, ruleChunk: RuleChunk): string | null;
};
