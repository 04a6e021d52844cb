/** What the search test files share: the node's status, once the global setup has it. */
import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
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
