// A rollup plugin that writes dist/module-reach.json: for each element, the modules of the chunks
// it may load that its own code never imports. A chunk is shared by the elements that need most
// of it, so an element can load a module only another element imports (the search service's study
// query in the listings' search chunk, the guided path's views with a quiz); `npm run size` lists
// them per element, so that code an element does not run shows, and grows visibly.
//
// What an element imports: every module its entry's (src/hubs/<tag>/element.ts) `import()` reaches through static
// imports, and through the `import()`s of those (a listing's search client, its query), with the
// React wrapper that the loader imports with it (react-element.tsx), but not its texts in the
// other languages. Counted in rendered bytes (after tree-shaking, before terser).
// `loads` names, per element, the chunks it loads at once but the loader and its texts (its
// chunk, the React wrapper's, and what those import): `npm run size:exact` weighs pages by it.

/** @returns {import('rollup').Plugin} */
export function moduleReach() {
  return {
    name: 'module-reach',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const chunkOf = new Map(chunks.flatMap((chunk) => Object.keys(chunk.modules).map((id) => [id, chunk])));
      const isTexts = (id) => chunkOf.get(id)?.fileName.startsWith('chunks/lang/') ?? false;
      // Project-relative ids; rollup's own proxies (`\0` ids, `?commonjs-…`) are glue, not code.
      const named = (id) => id.replace(/^.*?\/(src|node_modules|elements)\//, '$1/');
      const isGlue = (id) => id.startsWith('\0') || /\?commonjs-/.test(id);

      const reactElement = [...this.getModuleIds()].filter((id) => /\/src\/core\/element\/react-element\.tsx$/.test(id));
      const reach = {};
      const loads = {};
      for (const file of this.getModuleIds()) {
        const tag = /\/src\/hubs\/([\w-]+)\/element\.ts$/.exec(file)?.[1];
        if (!tag) continue;
        const reached = new Set();
        const walk = (id) => {
          if (reached.has(id) || isTexts(id)) return;
          reached.add(id);
          const info = this.getModuleInfo(id);
          for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) walk(next);
        };
        for (const root of [...(this.getModuleInfo(file)?.dynamicallyImportedIds ?? []), ...reactElement]) walk(root);
        // Every chunk holding a module it imports, and what those chunks import: the most it loads.
        const loaded = new Set();
        const load = (chunk) => {
          if (!chunk || loaded.has(chunk) || chunk.isEntry) return;
          loaded.add(chunk);
          for (const name of chunk.imports) load(bundle[name]);
        };
        for (const id of reached) load(chunkOf.get(id));
        const unreached = {};
        for (const chunk of loaded) {
          const modules = Object.entries(chunk.modules)
            .filter(([id, module]) => module.renderedLength > 0 && !reached.has(id) && !isGlue(id))
            .map(([id, module]) => [named(id), module.renderedLength]);
          if (modules.length) unreached[chunk.fileName] = modules;
        }
        reach[tag] = unreached;
        // What it loads at once: the chunks of its `import()` and of the React wrapper's (define.ts
        // imports both when the tag is first used), with what they import statically.
        const atOnce = new Set();
        const take = (chunk) => {
          if (!chunk || atOnce.has(chunk) || chunk.isEntry) return;
          atOnce.add(chunk);
          for (const name of chunk.imports) take(bundle[name]);
        };
        for (const root of [...(this.getModuleInfo(file)?.dynamicallyImportedIds ?? []), ...reactElement]) take(chunkOf.get(root));
        loads[tag] = [...atOnce].map((chunk) => chunk.fileName);
      }
      const rendered = Object.fromEntries(
        chunks.map((chunk) => [chunk.fileName, Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0)]),
      );
      this.emitFile({ type: 'asset', fileName: 'module-reach.json', source: `${JSON.stringify({ rendered, reach, loads }, null, 1)}\n` });
    },
  };
}
