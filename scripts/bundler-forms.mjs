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

const NEW_URL = /\bnew\s+URL\s*\(\s*('[^']*'|"[^"]*"|`[^`]*`)\s*,\s*import\.meta\.url\b/g;
const IMPORT = /\bimport\s*\(/g;
const STRING = /^\s*('[^']*'|"[^"]*"|`[^`$]*`)\s*\)/;
const IGNORED = /^\s*\/\*\s*webpackIgnore:\s*true\s*\*\//;

/** The forms of `code` that bundlers would expand or warn about, each with a little of its context. */
export function bundlerForms(code) {
  const found = [];
  const around = (index) => code.slice(Math.max(0, index - 40), index + 80);
  for (const match of code.matchAll(NEW_URL)) found.push(`new URL(<literal>, import.meta.url): …${around(match.index)}…`);
  for (const match of code.matchAll(IMPORT)) {
    const rest = code.slice(match.index + match[0].length);
    if (!STRING.test(rest) && !IGNORED.test(rest))
      found.push(`import() of an address made at run time, without /* webpackIgnore: true */: …${around(match.index)}…`);
  }
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
