// The TypeScript step of both rollup builds (the elements', the React components'): it emits only.
// Each module is transpiled on its own (`ts.transpileModule`, which tsconfig's `isolatedModules`
// and `verbatimModuleSyntax` make give the same code as a whole program's emit): no program of
// every file, whose types `npm run typecheck` checks already, is built for it.
import ts from 'typescript';
import { readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** tsconfig.json's compiler options, as tsc reads them. */
function tsconfigOptions() {
  const path = `${root}/tsconfig.json`;
  const { config, error } = ts.readConfigFile(path, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return ts.parseJsonConfigFileContent(config, ts.sys, root).options;
}

/**
 * A rollup plugin that resolves the modules of src/ and elements/ as TypeScript does (`./x.js` is
 * `x.ts` or `x.tsx`) and emits each as JS, with a source map holding its source (the package ships
 * maps, not src/), no declarations; `options` override the compiler options (a build without
 * maps turns them off).
 */
export function emitTypeScript(options = {}) {
  const compilerOptions = {
    ...tsconfigOptions(),
    noEmit: false,
    declaration: false,
    sourceMap: true,
    inlineSources: true,
    // As @rollup/plugin-typescript did: helpers (none at ES2022 so far) from tslib, not inlined.
    noEmitHelpers: true,
    importHelpers: true,
    ...options,
  };
  /** The library's own modules (src/, elements/): the others are node_modules' JS, or tests. */
  const filter = (file) => file.startsWith(`${root}/src/`) || file.startsWith(`${root}/elements/`);
  const cache = ts.createModuleResolutionCache(root, (name) => name, compilerOptions);
  return {
    name: 'emit-typescript',
    resolveId(source, importer) {
      // A copied module's id ends in a query (`?copy=…`, rollup.config.mjs): its file is before it.
      const from = importer?.replace(/\?.*$/, '');
      if (!from || source.startsWith('\0') || !/\.[cm]?tsx?$/.test(from)) return null;
      const { resolvedModule } = ts.resolveModuleName(source, from, compilerOptions, ts.sys, cache);
      if (!resolvedModule || /\.d\.[cm]?ts$/.test(resolvedModule.resolvedFileName)) return null;
      return filter(resolvedModule.resolvedFileName) ? resolvedModule.resolvedFileName : null;
    },
    load(id) {
      if (!/\.[cm]?tsx?$/.test(id) || !filter(id)) return null;
      const { outputText, sourceMapText } = ts.transpileModule(readFileSync(id, 'utf8'), { compilerOptions, fileName: id });
      // The map goes to rollup, not as a comment naming a file that is never written.
      const code = outputText.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n');
      return { code, map: sourceMapText ?? null };
    },
  };
}
