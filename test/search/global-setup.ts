/**
 * The search contract tests' OpenSearch node: started here, in the background, while the other
 * test projects run (every project's global setup runs before any test), then seeded with the index
 * templates and the demo corpus. The test files wait for the status file this writes (`{url}` or
 * `{error}`). Where Java (or Maven for the first build) is missing, the tests skip with one line.
 */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startNode, unavailable, type LocalNode } from '../../search/opensearch/node.mjs';
import { clientFor, installTemplates, seedDemo } from '../../search/templates/install.mjs';

export interface SearchNodeStatus {
  url?: string;
  error?: string;
  /** Milliseconds: from the setup's start to a green node, and the seeding after it. */
  startMs?: number;
  seedMs?: number;
  documents?: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    searchNode: { statusFile: string; skip: string | null };
  }
}

export default function setup(project: TestProject) {
  const folder = mkdtempSync(join(tmpdir(), 'aalto-search-tests-'));
  const statusFile = join(folder, 'node.json');
  // Whole or not at all: the test files read it as soon as it exists.
  const report = (status: SearchNodeStatus) => {
    writeFileSync(`${statusFile}.part`, JSON.stringify(status));
    renameSync(`${statusFile}.part`, statusFile);
  };
  // SEARCH_TEST_NODE=http://127.0.0.1:9200: a node you started and seeded (`npm run
  // search:opensearch`, `npm run search:seed`), used as it is, to run one file again quickly.
  const given = process.env.SEARCH_TEST_NODE;
  if (given) {
    project.provide('searchNode', { statusFile, skip: null });
    report({ url: given.replace(/\/+$/, ''), startMs: 0, seedMs: 0, documents: 0 });
    return () => rmSync(folder, { recursive: true, force: true });
  }
  const skip = unavailable();
  project.provide('searchNode', { statusFile, skip });
  if (skip) {
    console.log(`Search contract tests against OpenSearch skipped: ${skip}.`);
    return () => rmSync(folder, { recursive: true, force: true });
  }
  let node: LocalNode | undefined;
  const started = Date.now();
  const ready = (async () => {
    try {
      node = await startNode();
      const green = Date.now();
      const client = clientFor(node.url);
      await installTemplates(client, { environments: ['live'] });
      const counts = await seedDemo(client);
      await client.close();
      const status: SearchNodeStatus = {
        url: node.url,
        startMs: green - started,
        seedMs: Date.now() - green,
        documents: Object.values(counts).reduce((a, b) => a + b, 0),
      };
      report(status);
    } catch (error) {
      report({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    }
  })();
  return async () => {
    await ready;
    await node?.stop();
    rmSync(folder, { recursive: true, force: true });
  };
}
