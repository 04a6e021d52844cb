// npm run build: the JS bundles (rollup: the elements, then the React components), dist/aalto-hubs.css, dist/custom-elements.json,
// dist/registry.json (the element registry as data), the typings and editor data (from the manifest),
// and the API reference the demo serves at /docs/ (dist/docs/, not packed). Exits non-zero on the first failure.
// Prints each step as it starts and what it took, so that a slow step shows.
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, mkdirSync, writeFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import CleanCSS from 'clean-css';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit' });
const started = performance.now();
const seconds = (from) => `${((performance.now() - from) / 1000).toFixed(1)} s`;
let steps = 0;
const STEPS = 8;
/** Says which step starts, runs it, and says what it took. */
function step(text, run) {
  steps += 1;
  const from = performance.now();
  console.log(`build ${steps}/${STEPS}: ${text}…`);
  const result = run();
  console.log(`build ${steps}/${STEPS}: done in ${seconds(from)}`);
  return result;
}

rmSync(join(root, 'dist'), { recursive: true, force: true });
mkdirSync(join(root, 'dist'), { recursive: true });

step('bundling the elements with rollup into dist/ (TypeScript, chunks, minified: the longest step)', () => run(bin('rollup'), ['-c', '--silent']));
step('writing dist/registry.json', () => run(bin('tsx'), ['scripts/registry-json.ts']));
// After the registry's data, which names the elements and their modules.
step("bundling the React components into dist/react.js (aalto-hubs/react, with the app's React)", () =>
  run(bin('rollup'), ['-c', 'rollup.react.config.mjs', '--silent']),
);

step('checking the chunks for import cycles', () => {
  // Chunks that import each other evaluate in an order where one reads the other's bindings before
  // they exist (a TDZ error in the browser): the manual chunks must form no cycle.
  const chunkImports = new Map(
    readdirSync(join(root, 'dist/chunks'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => [f, [...readFileSync(join(root, 'dist/chunks', f), 'utf8').matchAll(/from\s*"\.\/([\w.-]+\.js)"/g)].map((m) => m[1])]),
  );
  function findCycle(file, path = []) {
    if (path.includes(file)) return [...path.slice(path.indexOf(file)), file];
    for (const next of chunkImports.get(file) ?? []) {
      const cycle = findCycle(next, [...path, file]);
      if (cycle) return cycle;
    }
    return null;
  }
  for (const file of chunkImports.keys()) {
    const cycle = findCycle(file);
    if (cycle) throw new Error(`chunks import each other: ${cycle.join(' → ')}`);
  }
});
const tags = JSON.parse(readFileSync(join(root, 'dist/registry.json'), 'utf8')).map((entry) => entry.tag);

step('writing dist/aalto-hubs.css', () => {
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
  // Rules for every element name their tags by a token: the registry's tags stand in for it.
  const css = sources
    .map((path) => `/* ${relative(root, path)} */\n${readFileSync(path, 'utf8')}`)
    .join('\n')
    .replaceAll('__AALTO_ELEMENTS__', tags.join(', '));
  const minified = new CleanCSS({ level: 1 }).minify(css);
  if (minified.errors.length) throw new Error(minified.errors.join('\n'));
  writeFileSync(join(root, 'dist/aalto-hubs.css'), minified.styles);
});

step('writing the Custom Elements Manifest (dist/custom-elements.json)', () =>
  run(bin('cem'), ['analyze', '--config', 'custom-elements-manifest.config.mjs', '--quiet']),
);
step('writing the typings and editor data from the manifest', () => run(process.execPath, ['scripts/element-types.mjs']));
step("writing the API reference from the manifest, the elements' READMEs and docs/ (dist/docs/)", () => run(process.execPath, ['scripts/docs-site.mjs']));

const size = (file) => statSync(join(root, 'dist', file)).size;
console.log(`built dist/ in ${seconds(started)} (aalto-hubs.js ${size('aalto-hubs.js')} B, aalto-hubs.css ${size('aalto-hubs.css')} B)`);
