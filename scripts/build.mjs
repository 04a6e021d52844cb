// npm run build: the JS bundles (rollup), dist/aalto-hubs.css, dist/custom-elements.json and the
// type declarations. Exits non-zero on the first failure.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, mkdirSync, writeFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import CleanCSS from 'clean-css';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });

rmSync(join(root, 'dist'), { recursive: true, force: true });
mkdirSync(join(root, 'dist'), { recursive: true });

run(bin('rollup'), ['-c', '--silent']);

// Styles: core first (custom properties), then the listing engine, then each hub, so a later
// rule can refine an earlier one.
function cssFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return cssFiles(path);
      return entry.name.endsWith('.css') ? [path] : [];
    })
    .sort();
}
const rank = (path) => (path.includes('/src/core/') ? 0 : path.includes('/src/listing/') ? 1 : 2);
const sources = cssFiles(join(root, 'src')).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
const css = sources.map((path) => `/* ${relative(root, path)} */\n${readFileSync(path, 'utf8')}`).join('\n');
const minified = new CleanCSS({ level: 1 }).minify(css);
if (minified.errors.length) throw new Error(minified.errors.join('\n'));
writeFileSync(join(root, 'dist/aalto-hubs.css'), minified.styles);

run(bin('cem'), ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet']);
run(bin('tsc'), ['-p', 'tsconfig.build.json']);

const size = (file) => statSync(join(root, 'dist', file)).size;
console.log(`built dist/ (aalto-hubs.js ${size('aalto-hubs.js')} B, aalto-hubs.css ${size('aalto-hubs.css')} B)`);
