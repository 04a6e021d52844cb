/** Rules of the import graph the types cannot hold (docs/development.md, 'Layers' and 'The data path'). */
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, importsOf, sourceFiles } from './import-graph';

const API = /^src\/core\/api\//;
/**
 * What a hub may import from the content API layer: declarations (endpoints, a path and its
 * parser; sources) and `useSource`, which loads a declared source on the layer's one path.
 */
const DECLARATIONS = /^src\/core\/api\/([\w-]+-endpoints?|source|use-source)\.ts$/;

describe('the import graph', () => {
  it('has no hub module import the content API layer: a hub declares its calls, the engine makes them', () => {
    const hubs = sourceFiles('src/hubs');
    expect(hubs.length).toBeGreaterThan(50);
    const direct = hubs.flatMap((file) =>
      importsOf(file)
        .filter((edge) => API.test(edge.to) && !edge.typeOnly && !DECLARATIONS.test(edge.to))
        .map((edge) => `${edge.from} imports ${edge.names.join(', ')} from ${edge.to}`),
    );
    expect(direct).toEqual([]);
  });

  it('has no cycle, type-only imports included: views depend on the declarations, never the reverse', () => {
    const graph = importGraph(['src', 'elements']);
    expect(graph.size).toBeGreaterThan(250);
    expect(importCycles(graph)).toEqual([]);
  });

  it('has the hub declaration name views by the props it declares, importing none', () => {
    const views = importsOf('src/listing/hub.ts').filter((edge) => /\.tsx$|\/views\//.test(edge.to));
    expect(views).toEqual([]);
  });

  it('finds a cycle of type-only imports, and none across a dynamic import', () => {
    const edge = (from: string, to: string, dynamic = false) => ({ from, to, typeOnly: true, names: ['T'], dynamic });
    const graph = new Map([
      ['a.ts', [edge('a.ts', 'b.ts')]],
      ['b.ts', [edge('b.ts', 'c.ts')]],
      ['c.ts', [edge('c.ts', 'a.ts'), edge('c.ts', 'd.ts')]],
      ['d.ts', [edge('d.ts', 'c.ts', true)]],
    ]);
    expect(importCycles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
  });

  it('reads imports as the rule needs them: type-only ones told apart, names and dynamic imports found', () => {
    const edges = importsOf('src/core/api/use-source.ts');
    expect(edges.find((e) => e.to === 'src/core/api/source.ts')).toMatchObject({ typeOnly: true, names: ['Source'] });
    expect(edges.find((e) => e.to === 'src/core/api/cache.ts')).toMatchObject({ typeOnly: false, names: ['createQueryCache', 'loadSource', 'QueryCache'] });
    expect(importsOf('src/hubs/people-hub/element.ts').find((e) => e.dynamic)).toMatchObject({ to: 'src/hubs/people-hub/PeopleHub.tsx' });
  });
});
