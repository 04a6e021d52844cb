// A rollup plugin that keeps the loader's internals out of the package's exports.
//
// The loader (dist/aalto-hubs.js) holds the consent core, the cookie helpers and the language
// rules, which some element chunks reuse (chunk-rules.mjs: LOADER_CORE). Rollup shares them as
// exports of the entry (`preserveEntrySignatures: 'allow-extension'`), under minified names
// (`A`, `C`, `g`, …) that a site importing 'aalto-hubs' would see beside `defineTag` and
// `elementClass`. A facade entry ('strict') would hide them at the cost of a second request before
// any tag is defined. Instead, this plugin moves them, after rollup has chunked and before terser:
// - in the entry, the internal names leave the `export { … }` list for one array, kept under
//   `Symbol.for(KEY)` on the exported `defineTag` function (not enumerable, not an export), in the
//   order `internalOrder` gives: an array, not an object, so that the loader, which every page
//   loads, writes no key;
// - in a chunk, `import { A as x, … } from '../aalto-hubs.js'` becomes an import of `defineTag`
//   and `const { 0: x, … } = defineTag[Symbol.for(KEY)]`, each read by its index in that order.
// A chunk reads the object when it is evaluated, after the loader has run (chunks load by the
// loader's `import()`), so a snapshot of each binding is the binding itself as long as none is
// reassigned: the build fails when an internal one is not a `const`, a function or a class.

import MagicString from 'magic-string';

const KEY = 'aalto-hubs';

/** `a as b, c` → [{ local: 'a', name: 'b' }, { local: 'c', name: 'c' }] */
const specifiers = (list) =>
  list
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [local, name = local] = s.split(/\s+as\s+/);
      return { local, name };
    });

/**
 * @param {{ entry: string, publicNames: string[] }} options the entry's file name and its public exports
 * @returns {import('rollup').Plugin}
 */
export function internalExports({ entry, publicNames }) {
  // Rollup writes the entry's one export statement at the start of a line (a plugin may have
  // added code after it: preload-dependencies.mjs does).
  const exportOf = (chunkCode) => {
    const all = [...chunkCode.matchAll(/^export\s*\{([^}]*)\};?/gm)];
    if (all.length > 1) throw new Error(`internal-exports: ${entry} has ${all.length} export statements`);
    return all[0] ?? null;
  };
  const anchor = publicNames[0];
  /**
   * The entry's internal export names, in the order of the array that holds them: those the
   * runtime reads first (every element loads it), then those more chunks read, so that the chunks
   * loaded most read them by indices of one digit; ties by name.
   */
  const internalOrder = (chunks) => {
    const readers = new Map();
    for (const chunk of Object.values(chunks))
      for (const name of chunk.importedBindings[entry] ?? []) readers.set(name, [...(readers.get(name) ?? []), chunk.name]);
    const rank = (name) => (readers.get(name)?.includes('runtime') ? 1000 : 0) + (readers.get(name)?.length ?? 0);
    return chunks[entry].exports.filter((name) => !publicNames.includes(name)).sort((a, b) => rank(b) - rank(a) || (a < b ? -1 : a > b ? 1 : 0));
  };
  return {
    name: 'internal-exports',
    renderChunk(code, chunk, options, meta) {
      const s = new MagicString(code);
      if (chunk.fileName === entry) {
        const m = exportOf(code);
        if (!m) throw new Error(`internal-exports: no export statement in ${entry}`);
        const all = specifiers(m[1]);
        const internal = all.filter(({ name }) => !publicNames.includes(name));
        if (!internal.length) return null;
        for (const { local, name } of internal) {
          const declared = new RegExp(
            `(^|[\\s;{}])(const|function\\*?|class|async function)\\s+${local.replace(/\$/g, '\\$')}\\b|(^|\\n)const [^;]*\\b${local.replace(/\$/g, '\\$')}\\s*=`,
          );
          if (!declared.test(code))
            throw new Error(`internal-exports: ${name} (${local}) in ${entry} is not a const, function or class: a chunk would read a snapshot of it`);
        }
        const defineTag = all.find(({ name }) => name === anchor);
        if (!defineTag) throw new Error(`internal-exports: ${entry} does not export ${anchor}`);
        const localOf = new Map(internal.map(({ local, name }) => [name, local]));
        const array = internalOrder(meta.chunks)
          .map((name) => localOf.get(name))
          .join(', ');
        const kept = all.filter(({ name }) => publicNames.includes(name)).map(({ local, name }) => (local === name ? local : `${local} as ${name}`));
        s.overwrite(
          m.index,
          m.index + m[0].length,
          `Object.defineProperty(${defineTag.local}, Symbol.for('${KEY}'), { value: [${array}] });\nexport { ${kept.join(', ')} };\n`,
        );
      } else {
        const path = `${'../'.repeat(chunk.fileName.split('/').length - 1)}${entry}`;
        const importRe = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*(['"])${path.replace(/[.]/g, '\\.')}\\2;?`, 'g');
        let changed = false;
        for (const m of code.matchAll(importRe)) {
          const all = specifiers(m[1]);
          const internal = all.filter(({ local }) => !publicNames.includes(local));
          if (!internal.length) continue;
          const own = all.find(({ local }) => local === anchor)?.name ?? '__aaltoHubs';
          const kept = all.filter(({ local }) => publicNames.includes(local)).map(({ local, name }) => (local === name ? local : `${local} as ${name}`));
          if (!kept.some((k) => k.startsWith(anchor))) kept.push(`${anchor} as ${own}`);
          const order = internalOrder(meta.chunks);
          const read = internal
            .map(({ local, name }) => {
              const index = order.indexOf(local);
              if (index < 0) throw new Error(`internal-exports: ${chunk.fileName} imports ${local}, which ${entry} does not export`);
              return `${index}: ${name}`;
            })
            .join(', ');
          s.overwrite(m.index, m.index + m[0].length, `import { ${kept.join(', ')} } from '${path}';\nconst { ${read} } = ${own}[Symbol.for('${KEY}')];`);
          changed = true;
        }
        if (!changed) return null;
      }
      return { code: s.toString(), map: options.sourcemap ? s.generateMap({ hires: true }) : null };
    },
  };
}
