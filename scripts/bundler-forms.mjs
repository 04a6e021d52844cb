// A rollup plugin that fails the build when a file of dist/ holds a form that a bundler building an
// app from the package (Vite, webpack) would expand or warn about:
// - `new URL(<string or template>, import.meta.url)`: Vite makes the file it names an asset of the
//   app (inlined as a `data:` URL when small), and a template every file it could name;
// - `import(<anything but a string>)` without webpack's `webpackIgnore` comment: webpack warns of a
//   'critical dependency', and bundles every file a template or a sum of strings could name.
// An address made at run time goes through one `import()` marked for bundlers to leave alone
// (src/core/element/define.ts); literal `import('./…')` calls are what bundlers follow. The
// builds themselves are tested in test/bundlers/; this check names the file and the place at build
// time.
import { parseAst } from 'rollup/parseAst';

const IGNORED = /^\s*\/\*\s*webpackIgnore:\s*true\s*\*\//;
const isLiteral = (node) => (node.type === 'Literal' && typeof node.value === 'string') || (node.type === 'TemplateLiteral' && node.expressions.length === 0);
const isImportMetaUrl = (node) =>
  node?.type === 'MemberExpression' && node.object.type === 'MetaProperty' && node.property.type === 'Identifier' && node.property.name === 'url';

/**
 * The forms of `code` that bundlers would expand or warn about, each with a little of its context.
 * Read from the syntax tree, as a bundler reads it: a comment that mentions `import(` (an
 * unminified build keeps them) is no call.
 */
export function bundlerForms(code) {
  const found = [];
  const around = (index) => code.slice(Math.max(0, index - 40), index + 80);
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'NewExpression' && node.callee.type === 'Identifier' && node.callee.name === 'URL') {
      const [address, base] = node.arguments;
      if (address && (address.type === 'Literal' || address.type === 'TemplateLiteral') && isImportMetaUrl(base))
        found.push(`new URL(<literal>, import.meta.url): …${around(node.start)}…`);
    }
    if (node.type === 'ImportExpression' && !isLiteral(node.source) && !IGNORED.test(code.slice(node.start + 'import('.length, node.source.start)))
      found.push(`import() of an address made at run time, without /* webpackIgnore: true */: …${around(node.start)}…`);
    for (const [key, value] of Object.entries(node)) if (key !== 'type' && typeof value === 'object') visit(value);
  };
  visit(parseAst(code));
  return found;
}

/** @returns {import('rollup').Plugin} */
export function bundlerFormsCheck() {
  return {
    name: 'bundler-forms',
    generateBundle(_options, bundle) {
      const problems = Object.values(bundle)
        .filter((file) => file.type === 'chunk')
        .flatMap((chunk) => bundlerForms(chunk.code).map((problem) => `${chunk.fileName}: ${problem}`));
      if (problems.length) this.error(`forms an app's bundler would expand or warn about:\n${problems.join('\n')}`);
    },
  };
}
