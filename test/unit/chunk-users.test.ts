import { describe, expect, it } from 'vitest';
import { chunkByUsers } from '../../scripts/chunk-users.mjs';

/** A module graph as rollup's `manualChunks` sees it: each module's static and dynamic imports. */
function graph(modules: Record<string, { imports?: string[]; later?: string[] }>) {
  const ids = Object.keys(modules);
  const importers = (id: string, kind: 'imports' | 'later') => ids.filter((other) => modules[other]![kind]?.includes(id));
  return {
    getModuleIds: () => ids[Symbol.iterator](),
    getModuleInfo: (id: string) =>
      modules[id] && {
        importedIds: modules[id].imports ?? [],
        dynamicallyImportedIds: modules[id].later ?? [],
        importers: importers(id, 'imports'),
        dynamicImporters: importers(id, 'later'),
      },
  };
}

const P = '/p/src';
const api = graph({
  [`${P}/hubs/a-list/element.ts`]: { later: [`${P}/hubs/a-list/A.tsx`] },
  [`${P}/hubs/b-list/element.ts`]: { later: [`${P}/hubs/b-list/B.tsx`] },
  [`${P}/hubs/c-list/element.ts`]: { later: [`${P}/hubs/c-list/C.tsx`] },
  [`${P}/hubs/a-list/A.tsx`]: {
    imports: [`${P}/core/entities/things.ts`, `${P}/core/api/thing-endpoints.ts`, `${P}/listing/engine.ts`, `${P}/core/only-a.ts`],
    later: [`${P}/core/search/things-query.ts`, `${P}/hubs/a-list/a-query.ts`],
  },
  [`${P}/hubs/a-list/a-query.ts`]: {},
  [`${P}/hubs/b-list/B.tsx`]: { imports: [`${P}/core/api/thing-endpoints.ts`, `${P}/listing/engine.ts`, `${P}/listing/shared/fam/Fam.tsx`] },
  [`${P}/hubs/c-list/C.tsx`]: { imports: [`${P}/listing/shared/fam/Fam.tsx`, `${P}/listing/engine.ts`] },
  [`${P}/listing/shared/fam/Fam.tsx`]: { imports: [`${P}/core/entities/fam-data.ts`] },
  [`${P}/core/api/thing-endpoints.ts`]: { imports: [`${P}/core/entities/things.ts`] },
  [`${P}/core/entities/things.ts`]: {},
  [`${P}/core/entities/fam-data.ts`]: {},
  [`${P}/core/only-a.ts`]: {},
  [`${P}/core/search/things-query.ts`]: {},
  [`${P}/listing/engine.ts`]: { imports: [`${P}/core/util.ts`] },
  [`${P}/core/util.ts`]: {},
});
// The config's rules: the engine is named, the folders are theirs.
const ruleChunk = (id: string) => (id.endsWith('/listing/engine.ts') ? 'listing' : (/\/src\/(?:hubs|listing\/shared)\/([\w-]+)\//.exec(id)?.[1] ?? null));

describe('chunks from the module graph (scripts/chunk-users.mjs)', () => {
  it('puts a module that several folders load in a chunk for exactly them, named after its shortest file', () => {
    const { place } = chunkByUsers();
    expect(place(`${P}/core/entities/things.ts`, api, ruleChunk)).toBe('things');
    expect(place(`${P}/core/api/thing-endpoints.ts`, api, ruleChunk)).toBe('things');
  });

  it('puts a module that one element loads in its chunk, and one that a shared folder alone loads in the folder’s', () => {
    const { place } = chunkByUsers();
    expect(place(`${P}/core/only-a.ts`, api, ruleChunk)).toBe('a-list');
    expect(place(`${P}/core/entities/fam-data.ts`, api, ruleChunk)).toBe('fam');
  });

  it('gives a module only an import() loads a chunk of its own', () => {
    const { place, onDemand } = chunkByUsers();
    expect(place(`${P}/core/search/things-query.ts`, api, ruleChunk)).toBe('things-query');
    // In a folder too: not in the folder's chunk, which the page loads at once.
    expect(onDemand(`${P}/hubs/a-list/a-query.ts`, api, ruleChunk)).toBe('a-query');
    expect(onDemand(`${P}/hubs/a-list/A.tsx`, api, ruleChunk)).toBeNull();
  });

  it('leaves a module a rule’s module imports to that rule’s chunk (rollup puts it there)', () => {
    const { place } = chunkByUsers();
    expect(place(`${P}/core/util.ts`, api, ruleChunk)).toBeUndefined();
    expect(place('/p/node_modules/react/index.js', api, ruleChunk)).toBeUndefined();
  });
});
