/** What the search test files share: the node's status, once the global setup has it. */
import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { clientFor } from '../../search/templates/install.mjs';
import type { SearchNodeStatus } from './global-setup';

export const searchNode = () => inject('searchNode');

/** Why the OpenSearch tests do not run here (the global setup has said it, in one line), or null. */
export function skipReason(): string | null {
  return searchNode().skip;
}

/** Waits for the node to be green and seeded (the status file appears), at most `timeoutMs`. */
export async function nodeReady(timeoutMs = 170_000): Promise<Required<Pick<SearchNodeStatus, 'url'>> & SearchNodeStatus> {
  const { statusFile } = searchNode();
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(statusFile)) {
    if (Date.now() > deadline) throw new Error(`the OpenSearch node was not seeded within ${timeoutMs / 1000} s`);
    // The pace of looking for the file, not a wait for the condition itself.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const status = JSON.parse(readFileSync(statusFile, 'utf8')) as SearchNodeStatus;
  if (!status.url) throw new Error(`the OpenSearch node did not start: ${status.error}`);
  return status as Required<Pick<SearchNodeStatus, 'url'>> & SearchNodeStatus;
}

/**
 * The seeded `aalto_live_{type}_{language}` indexes copied as `aalto_test_…` and force-merged into
 * one segment each: the same documents, in the layout a cluster's merges leave them in (the seed
 * leaves several segments). A clone shares the files; only the merge costs.
 */
export async function forceMergedCopies(url: string, types: string[]): Promise<void> {
  const client = clientFor(url);
  const pairs = types.flatMap((type) => ['fi', 'sv', 'en'].map((language) => [`aalto_live_${type}_${language}`, `aalto_test_${type}_${language}`] as const));
  const sources = pairs.map(([from]) => from).join(',');
  const copies = pairs.map(([, to]) => to).join(',');
  try {
    await client.indices.delete({ index: copies, ignore_unavailable: true });
    // A clone needs its source closed to writes, for the moment of the copy.
    await client.indices.putSettings({ index: sources, body: { 'index.blocks.write': true } });
    try {
      for (const [from, to] of pairs) await client.indices.clone({ index: from, target: to, body: { settings: { 'index.blocks.write': null } } });
    } finally {
      await client.indices.putSettings({ index: sources, body: { 'index.blocks.write': null } });
    }
    await client.indices.forcemerge({ index: copies, max_num_segments: 1 });
  } finally {
    await client.close();
  }
}
