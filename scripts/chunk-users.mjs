// For the chunk rules (chunk-rules.mjs): which elements load a module, read from the module graph,
// so that the chunk of a module no folder holds follows from who uses it, not from a rule naming
// it (or the elements, or the data family).

const ELEMENT_ENTRY = /\/src\/hubs\/([\w-]+)\/element\.ts$/;
const FOLDER = /\/src\/(?:hubs|listing\/shared)\/([\w-]+)\//;

/**
 * The chunk of a module of src/ that no rule of the config names and that only the folders'
 * modules import (directly or through other such modules); undefined for any other module:
 * - loaded by no element at once (only by an `import()` in an element's code, such as a search
 *   term's query): a chunk of its own, named after its file, which the page loads when it runs;
 * - loaded by one element: that element's chunk (`<tag>`);
 * - loaded by exactly the elements that load a folder's chunk (src/hubs/<tag>/, an element that
 *   others build on; src/listing/shared/<name>/): that folder's chunk;
 * - else the chunk of the modules that the same elements load (a data family's parser and its
 *   endpoints), named after the shortest file name among them.
 * @returns {(id: string, api: import('rollup').ManualChunkMeta, ruleChunk: (id: string) => string | null) => string | undefined}
 */
export function chunkByUsers() {
  /** @type {ReturnType<typeof readGraph> | null} */
  let graph = null;
  const ours = (id) => /\/src\//.test(id) && !id.startsWith('\0');
  return {
    place(id, api, ruleChunk) {
      if (!ours(id) || !api) return undefined;
      graph ??= readGraph(api, ruleChunk);
      // Imported from outside the folders too: rollup puts it in the chunk of a rule's module that
      // imports it (a manual chunk takes the modules it imports that no rule names).
      if (!graph.fromFolders(id)) return undefined;
      const users = graph.users.get(id);
      if (users === undefined) return fileName(id);
      if (!users.includes('\n')) return users;
      return graph.names.get(users);
    },
    /** A chunk of its own for a folder's module that only an `import()` loads (null for any other). */
    onDemand(id, api, ruleChunk) {
      if (!ours(id) || !api || !FOLDER.test(id) || ELEMENT_ENTRY.test(id)) return null;
      graph ??= readGraph(api, ruleChunk);
      return graph.users.has(id) ? null : fileName(id);
    },
  };
}

const fileName = (id) => id.replace(/^.*\//, '').replace(/\.[jt]sx?(\?.*)?$/, '');

/** Per module, the tags of the elements that load it at once (sorted, one a line); the names of those sets' chunks. */
function readGraph({ getModuleIds, getModuleInfo }, ruleChunk) {
  const ids = [...getModuleIds()];
  const byModule = new Map();
  for (const entry of ids) {
    const tag = ELEMENT_ENTRY.exec(entry)?.[1];
    if (!tag) continue;
    const seen = new Set();
    const stack = [...getModuleInfo(entry).dynamicallyImportedIds.filter((id) => !id.startsWith('\0'))];
    while (stack.length) {
      const id = stack.pop();
      if (seen.has(id) || ELEMENT_ENTRY.test(id)) continue;
      seen.add(id);
      (byModule.get(id) ?? byModule.set(id, new Set()).get(id)).add(tag);
      stack.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
  }
  const users = new Map([...byModule].map(([id, tags]) => [id, [...tags].sort().join('\n')]));
  const names = new Map();
  // A folder's chunk is named after the folder.
  const folders = new Map();
  for (const [id, set] of byModule) {
    const folder = FOLDER.exec(id)?.[1];
    if (folder) folders.set(folder, new Set([...(folders.get(folder) ?? []), ...set]));
  }
  for (const [folder, set] of folders) names.set([...set].sort().join('\n'), folder);
  for (const [id, set] of users) {
    const name = fileName(id);
    const named = names.get(set);
    if (named === undefined || (!folders.has(named) && name.length < named.length)) names.set(set, name);
  }
  // Whether only folders' modules import a module, directly or through modules no rule names that
  // only they import.
  const only = new Map();
  const fromFolders = (id) => {
    if (FOLDER.test(id)) return true;
    if (only.has(id)) return only.get(id);
    only.set(id, false);
    const info = getModuleInfo(id);
    const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
    const result = importers.length > 0 && importers.every((importer) => FOLDER.test(importer) || (!ruleChunk(importer) && fromFolders(importer)));
    only.set(id, result);
    return result;
  };
  return { users, names, fromFolders };
}
