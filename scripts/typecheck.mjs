// npm run typecheck (and npm test's first step): the TypeScript check of tsconfig.json (as
// `tsc --noEmit` gives it) and, on the same program, the project's `own-keys` rule over the
// library's code (scripts/own-keys.mjs). With --lint (npm test), ESLint too (scripts/lint.mjs),
// on that program: its type-checked rules reuse the types the check computed. Exits 1 on any error.
import ts from 'typescript';
import { fileURLToPath } from 'node:url';
import { formatOwnKeys, ownKeysViolations } from './own-keys.mjs';
import { writeRegistry } from './hub-folders.mjs';
import { lint } from './lint.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
// The registry is derived from the hub folders, and the loader and tests import it.
writeRegistry(root);
const configPath = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json');
const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
const host = { getCanonicalFileName: (f) => f, getCurrentDirectory: () => root, getNewLine: () => '\n' };
if (error) {
  console.error(ts.formatDiagnosticsWithColorAndContext([error], host));
  process.exit(1);
}
const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
const program = ts.createProgram(parsed.fileNames, parsed.options);
const diagnostics = ts.getPreEmitDiagnostics(program);
if (diagnostics.length) console.error(ts.formatDiagnosticsWithColorAndContext(diagnostics, host));
const library = (file) => file.startsWith(`${root}src/`) || file.startsWith(`${root}elements/`);
const keyed = ownKeysViolations(program, library);
for (const line of formatOwnKeys(keyed, root)) console.error(line);
const linted = process.argv.includes('--lint') ? await lint(program) : undefined;
if (linted?.problems) console.error(linted.text);
if (diagnostics.length || keyed.length || linted?.problems) {
  console.error(`\n${diagnostics.length} type error(s), ${keyed.length} own-keys violation(s)${linted ? `, ${linted.problems} lint problem(s)` : ''}`);
  process.exit(1);
}
console.log(linted ? 'types, own-keys and lint: clean' : 'types and own-keys: clean');
