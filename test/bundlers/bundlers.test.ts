/**
 * The package as an app's bundler meets it (after `npm run build`): a plain HTML page whose
 * script imports 'aalto-hubs', built with Vite and with webpack 5 from a copy of the files
 * `npm pack` publishes, installed in the app's node_modules. Each build must warn of nothing, and
 * its main bundle (the script the page loads) must hold no element's texts: they are files the
 * element chunks import by name, which the bundler emits beside them. Prints each main bundle's
 * gzip size.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Logger } from 'vite';
import webpack from 'webpack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = `${process.cwd()}/`;
const KB = 1024;
// The loader's own budget (scripts/size.mjs) and what a bundler adds to it (its module runtime,
// Vite's preload helper). The language files once inlined took several times this.
const MAIN_BUDGET = 8 * KB;

interface Build {
  /** What the bundler warned of (and any error it logged). */
  warnings: string[];
  /** The script the page loads, relative to the output folder. */
  main: string;
  /** Every JavaScript file written, by path relative to the output folder. */
  files: Map<string, string>;
}

let app = '';
const builds = new Map<'Vite' | 'webpack', Build>();
/** Per language file of dist/ (chunks/lang/), its text and its longest interface text. */
const languageFiles: Array<{ file: string; code: string; longest: string }> = [];

/** Every .js file under a folder, by path relative to it. */
function scripts(dir: string): Map<string, string> {
  return new Map(
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((path) => path.endsWith('.js'))
      .map((path) => [path, readFileSync(join(dir, path), 'utf8')]),
  );
}

async function viteBuild(): Promise<Build> {
  const warnings: string[] = [];
  const note = (message: string) => void warnings.push(message);
  const logger: Logger = { info() {}, warn: note, warnOnce: note, error: note, clearScreen() {}, hasErrorLogged: () => false, hasWarned: false };
  const outDir = join(app, 'vite-dist');
  await build({ root: app, configFile: false, logLevel: 'warn', customLogger: logger, build: { outDir, emptyOutDir: true } });
  const main = /<script type="module"[^>]*\ssrc="\/([^"]+)"/.exec(readFileSync(join(outDir, 'index.html'), 'utf8'))?.[1];
  if (!main) throw new Error('Vite wrote no module script into index.html');
  return { warnings, main, files: scripts(outDir) };
}

async function webpackBuild(): Promise<Build> {
  const outDir = join(app, 'webpack-dist');
  // webpack's own minimizer, on the main bundle only: the package's files are minified already,
  // and minifying every chunk of them again is most of a production build's time.
  const Minimizer = createRequire(`${root}node_modules/webpack/package.json`)('minimizer-webpack-plugin');
  const minimizer = new Minimizer({ test: /^main\.js$/, minify: Minimizer.terserMinify, minimizerOptions: { compress: { passes: 2 } } });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    webpack(
      { mode: 'production', context: app, entry: './main.js', output: { path: outDir, clean: true }, optimization: { minimizer: [minimizer] } },
      (error, result) => (error || !result ? reject(error ?? new Error('webpack gave no result')) : resolve(result)),
    ),
  );
  const { warnings = [], errors = [] } = stats.toJson({ all: false, warnings: true, errors: true });
  return { warnings: [...warnings, ...errors].map((w) => `${w.moduleName ?? ''} ${w.message}`), main: 'main.js', files: scripts(outDir) };
}

beforeAll(async () => {
  if (!existsSync(`${root}dist/aalto-hubs.js`)) throw new Error('dist/ is missing: run `npm run build` first (npm test does).');
  app = mkdtempSync(join(tmpdir(), 'aalto-hubs-bundlers-'));
  // The package as installed: the files `npm pack` puts in the tarball (their source maps aside,
  // which no bundler reads here), in the app's node_modules.
  const packed: string[] = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
  )[0].files.map((f: { path: string }) => f.path);
  for (const file of packed.filter((f) => !f.endsWith('.map'))) {
    mkdirSync(join(app, 'node_modules/aalto-hubs', file, '..'), { recursive: true });
    cpSync(join(root, file), join(app, 'node_modules/aalto-hubs', file));
  }
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
  writeFileSync(join(app, 'main.js'), "import { registerTexts } from 'aalto-hubs';\n\nregisterTexts('de', { search: 'Nachrichten suchen' });\n");
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html>\n<html lang="fi">\n<script type="module" src="./main.js"></script>\n<news-listing language="fi"></news-listing>\n</html>\n',
  );
  for (const file of readdirSync(`${root}dist/chunks/lang`).filter((f) => f.endsWith('.js'))) {
    const path = `${root}dist/chunks/lang/${file}`;
    const texts = ((await import(pathToFileURL(path).href)) as { default: Record<string, Record<string, string | Record<string, string>>> }).default;
    const all = Object.values(texts).flatMap((catalogue) =>
      Object.values(catalogue).flatMap((text) => (typeof text === 'string' ? [text] : Object.values(text))),
    );
    languageFiles.push({ file, code: readFileSync(path, 'utf8'), longest: all.sort((a, b) => b.length - a.length)[0]! });
  }
  const [vite, webpacked] = await Promise.all([viteBuild(), webpackBuild()]);
  builds.set('Vite', vite).set('webpack', webpacked);
});

afterAll(() => {
  if (app) rmSync(app, { recursive: true, force: true });
});

describe.each(['Vite', 'webpack'] as const)('an app built with %s', (bundler) => {
  it('builds without a warning', () => {
    expect(builds.get(bundler)!.warnings).toEqual([]);
  });

  it('has no language file in its main bundle, and each one in a file of its own', () => {
    const { main, files } = builds.get(bundler)!;
    const code = files.get(main)!;
    expect(code, main).toBeDefined();
    expect(languageFiles).toHaveLength(readdirSync(`${root}dist/chunks/lang`).filter((f) => f.endsWith('.js')).length);
    // Not as JavaScript, nor as a `data:` URL (Vite inlined small files as base64).
    expect(code).not.toMatch(/data:text\/javascript/);
    for (const { file, code: text, longest } of languageFiles) {
      expect(code.includes(longest), `${file}: "${longest}" in ${main}`).toBe(false);
      expect(code.includes(Buffer.from(text).toString('base64').slice(0, 48)), `${file} in base64 in ${main}`).toBe(false);
    }
    // The element's texts are in the app, in a file the news listing's chunk imports.
    const finnish = languageFiles.find(({ file }) => file.startsWith('news-listing.fi-'))!.longest;
    const holding = [...files].filter(([, text]) => text.includes(finnish)).map(([path]) => path);
    expect(holding.length, `"${finnish}"`).toBeGreaterThan(0);
    expect(holding).not.toContain(main);
  });

  it('keeps its main bundle small', () => {
    const { main, files } = builds.get(bundler)!;
    const size = gzipSync(files.get(main)!, { level: 9 }).length;
    console.log(`${bundler}: main bundle ${main}, ${(size / KB).toFixed(2)} KB gzip (${files.size} scripts written)`);
    expect(size).toBeLessThanOrEqual(MAIN_BUDGET);
  });
});
