// npm run lint: ESLint over the tree (eslint.config.mjs), zero warnings (--fix applies the fixes
// that the rules offer). The TypeScript that tsconfig.json checks is linted on one program built
// from it (rather than the per-file project service an editor uses); npm test passes
// the program its type check has already built (scripts/typecheck.mjs --lint), so the type-checked
// rules reuse the types the check computed.
import ts from 'typescript';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The program of tsconfig.json, as `tsc --noEmit` builds it, or the config file's error. */
export function tsconfigProgram() {
  const configPath = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json');
  const { config, error } = ts.readConfigFile(configPath, ts.sys.readFile);
  if (error) return { error };
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, root);
  return { program: ts.createProgram(parsed.fileNames, parsed.options) };
}

/**
 * Lints the tree, the TypeScript files of `program` on that program (without one, on the project
 * service eslint.config.mjs names). Returns the count of problems and their report.
 */
export async function lint(program, { fix = false } = {}) {
  const programs = { files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: false, programs: [program] } } };
  const eslint = new ESLint({ cwd: root, fix, overrideConfig: program ? [programs, UNTYPED] : [] });
  const results = await eslint.lintFiles(['.']);
  if (fix) await ESLint.outputFixes(results);
  const problems = results.reduce((sum, result) => sum + result.errorCount + result.warningCount, 0);
  const text = problems ? await (await eslint.loadFormatter('stylish')).format(results) : '';
  return { problems, text, results };
}

// The scripts' own TypeScript, run by tsx, is in no program: eslint.config.mjs lints it without types.
const UNTYPED = { files: ['scripts/**/*.ts'], languageOptions: { parserOptions: { programs: null } } };

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // A fix changes a file's text, which a program built beforehand no longer matches: the rules
  // would fix at stale places. With --fix the project service reads each file as it stands.
  const fix = process.argv.includes('--fix');
  const { program, error } = fix ? {} : tsconfigProgram();
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const { problems, text } = await lint(program, { fix });
  if (problems) {
    console.error(text);
    process.exit(1);
  }
  console.log('lint: clean');
}
