/** Rules of the import graph the types cannot hold (docs/development.md, 'Layers' and 'The data path'). */
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph, importsOf, sourceFiles } from './import-graph';

/** The shared data layer: the content API's and the search service's. */
const SHARED_LAYER = /^src\/core\/(api|search)\//;
/**
 * What a hub may import of it: the helpers that declare a call (`endpoint()` with the field
 * helpers it takes, a source, a search endpoint), the search service's index names and shared
 * query pieces, the search-as-you-type rule and the search of one kind of index; and `useSource`,
 * with which an element that is no listing has a declared source loaded on the layer's one path.
 * Never a client, the cache, the loading itself, nor the engine's own calls: a hub declares its
 * calls, the layer makes them.
 */
const PUBLIC: Record<string, readonly string[] | 'all'> = {
  'src/core/api/endpoint.ts': ['endpoint', 'list', 'meta', 'Endpoint'],
  'src/core/api/source.ts': 'all',
  'src/core/api/use-source.ts': ['useSource'],
  'src/core/search/search-endpoint.ts': 'all',
  'src/core/search/indices.ts': 'all',
  'src/core/search/queries.ts': 'all',
  'src/core/search/latest.ts': 'all',
  'src/core/search/search-kind.ts': 'all',
};
/** Every import of React (type-only included) from the modules and what they import, transitively. */
function reactImports(roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const walk = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const edge of importsOf(file)) {
      if (/^(react|react-dom)(\/|$)|^zustand\/react/.test(edge.to)) found.push(`${edge.from} imports ${edge.to}`);
      else walk(edge.to);
    }
  };
  roots.forEach(walk);
  return found;
}

/** The graph of `src/` and `elements/`, read once for the tests that walk it. */
let read: ReturnType<typeof importGraph> | undefined;
const graph = () => (read ??= importGraph(['src', 'elements']));

const allowed = (to: string, name: string) => {
  const names = Object.hasOwn(PUBLIC, to) ? PUBLIC[to] : undefined;
  return names === 'all' || (names?.includes(name) ?? false);
};

describe('the import graph', () => {
  it('has no hub module import the shared data layer but its declarations: a hub declares its calls, the engine makes them', () => {
    const hubs = sourceFiles('src/hubs');
    expect(hubs.length).toBeGreaterThan(50);
    const direct = hubs.flatMap((file) =>
      importsOf(file)
        .filter((edge) => SHARED_LAYER.test(edge.to) && !edge.typeOnly)
        .flatMap((edge) => edge.names.filter((name) => !allowed(edge.to, name)).map((name) => `${edge.from} imports ${name} from ${edge.to}`)),
    );
    expect(direct).toEqual([]);
  });

  it('holds the rule to what it names: a client, the cache or an unlisted name is refused', () => {
    expect(allowed('src/core/api/endpoint.ts', 'endpoint')).toBe(true);
    expect(allowed('src/core/api/endpoint.ts', 'fetchEndpoint')).toBe(false);
    expect(allowed('src/core/api/client.ts', 'getContent')).toBe(false);
    expect(allowed('src/core/api/cache.ts', 'createQueryCache')).toBe(false);
    expect(allowed('src/core/search/client.ts', 'searchHits')).toBe(false);
    expect(allowed('src/core/search/list-search.ts', 'listSearch')).toBe(false);
  });

  it("has no module of the data layer serve one hub: a hub's calls, parsers and queries are in its folder", () => {
    // The content API's, the search service's and the entities' modules, and the shared families' (src/listing/shared/<family>/).
    const data = [...sourceFiles('src/core/api'), ...sourceFiles('src/core/search'), ...sourceFiles('src/core/entities'), ...sourceFiles('src/listing/shared')];
    const isData = new Set(data);
    const importersOf = new Map<string, Set<string>>();
    for (const edges of graph().values())
      for (const edge of edges) if (edge.from !== edge.to) importersOf.set(edge.to, new Set([...(importersOf.get(edge.to) ?? []), edge.from]));
    // Who a module serves: the hub folders of its importers ('' for the engine, the core and the
    // loader, which serve every hub), through the data modules that import it.
    const users = (file: string, seen = new Set<string>()): Set<string> => {
      const out = new Set<string>();
      for (const from of importersOf.get(file) ?? []) {
        if (seen.has(from)) continue;
        seen.add(from);
        if (isData.has(from)) for (const user of users(from, seen)) out.add(user);
        else out.add(/^src\/hubs\/([\w-]+)\//.exec(from)?.[1] ?? '');
      }
      return out;
    };
    const oneHub = data.filter((file) => {
      const served = users(file);
      return served.size === 1 && !served.has('');
    });
    expect(oneHub).toEqual([]);
  });

  it('has no cycle, type-only and dynamic imports included: views depend on the declarations, never the reverse', () => {
    expect(graph().size).toBeGreaterThan(250);
    expect(importCycles(graph())).toEqual([]);
    // Nor through an `import()`: what a module loads on demand does not import it back (the
    // loader's texts import is a module of its own, which the loader and the runtime both import).
    const withDynamic = new Map([...graph()].map(([file, edges]) => [file, edges.map((edge) => ({ ...edge, dynamic: false }))]));
    expect(importCycles(withDynamic)).toEqual([]);
  });

  it('has the listing engine import no React: the store, the derivations, the loading and the spec, and all they import', () => {
    const engine = [
      'src/listing/store.ts',
      'src/listing/hub-derive.ts',
      'src/listing/hub-choices.ts',
      'src/listing/hub-address.ts',
      'src/listing/hub-view-data.ts',
      'src/listing/hub-load.ts',
      'src/listing/hub-spec.ts',
      'src/listing/hub-source.ts',
      'src/listing/hub-filters.ts',
      'src/listing/index-items.ts',
      'src/listing/postings.ts',
      'src/listing/text-index.ts',
      'src/listing/query-results.ts',
      'src/listing/facets.ts',
      'src/listing/server-query.ts',
      'src/listing/address-sync.ts',
    ];
    expect(reactImports(engine)).toEqual([]);
    // The walk finds React where it is: the views' side of the declaration.
    expect(reactImports(['src/listing/hub.ts'])).not.toEqual([]);
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
    expect(edges.find((e) => e.to === 'src/core/api/cache.ts')).toMatchObject({ typeOnly: false, names: ['loadSource'] });
    expect(edges.find((e) => e.to === 'src/core/api/use-load.ts')).toMatchObject({
      typeOnly: false,
      names: ['useLoad', 'usePageCache', 'LoadOptions', 'LoadState'],
    });
    expect(importsOf('src/hubs/people-hub/element.ts').find((e) => e.dynamic)).toMatchObject({ to: 'src/hubs/people-hub/PeopleHub.tsx' });
  });
});
