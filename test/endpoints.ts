/**
 * Every content API endpoint by its export name, from each `endpoints.ts` under `src/` (a hub
 * folder's, a shared family's: scripts/hub-folders.mjs), for the tests and benches that hold every
 * endpoint to the parsing rules: a new endpoint is covered from its first commit.
 */
import { endpointFiles } from '../scripts/hub-folders.mjs';
import type { Endpoint } from '../src/core/api/endpoint';

const isEndpoint = (value: unknown): value is Endpoint<unknown> => typeof value === 'object' && value !== null && 'path' in value && 'parse' in value;

/** The endpoints the modules export, by name; two modules may not export one name. */
export async function endpointsOf(files: readonly string[]): Promise<Record<string, Endpoint<unknown>>> {
  const out: Record<string, Endpoint<unknown>> = {};
  for (const file of files) {
    const module = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (!isEndpoint(value)) continue;
      if (Object.hasOwn(out, name)) throw new Error(`two endpoint modules export '${name}'`);
      out[name] = value;
    }
  }
  return out;
}

export const endpoints = await endpointsOf(endpointFiles());
