/**
 * The package as a front-end developer meets it (after `npm run build`): a manifest valid against
 * the Custom Elements Manifest schema and complete for every element of the registry, typings and
 * editor data for every tag, a loader that imports in Node, and a tarball of what it needs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { ELEMENTS } from '../../elements/registry';
import { root, json, manifest, declarations, declarationOf } from './dist-manifest';

describe('custom-elements.json', () => {
  it('is valid against the schema of the custom-elements-manifest package', () => {
    const ajv = new Ajv({ allErrors: true, strict: false });
    const validate = ajv.compile(json('node_modules/custom-elements-manifest/schema.json'));
    expect(validate(manifest), JSON.stringify(validate.errors)).toBe(true);
  });

  it('points at the published files, not at sources', () => {
    for (const module of manifest.modules) {
      expect(module.path).toMatch(/^dist\/.*\.js$/);
      expect(existsSync(`${root}${module.path}`), module.path).toBe(true);
      for (const exported of module.exports) expect(exported.declaration.module).toBe(module.path);
    }
    expect(json('package.json').customElements).toBe('dist/custom-elements.json');
  });

  it('describes every element: attributes with field, type and literal default; events with detail types; methods; CSS properties', () => {
    for (const entry of ELEMENTS) {
      const declaration = declarationOf(entry.tag);
      expect(declaration, entry.tag).toBeDefined();
      const names = declaration!.attributes.map((a) => a.name);
      for (const attribute of ['user-id', 'language', 'base-url', ...(entry.attributes ?? [])]) expect(names, `${entry.tag} ${attribute}`).toContain(attribute);
      for (const attribute of declaration!.attributes) {
        expect(attribute.fieldName).toBe(attribute.name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()));
        expect(attribute.default, `${entry.tag} ${attribute.name}`).toMatch(/^('.*'|\d+|true|false|null)$/);
        expect(attribute.description).not.toMatch(/boolean rule/i);
      }
      expect(declaration!.attributes.find((a) => a.name === 'user-id')!.type.text).toBe('number');
      expect(declaration!.attributes.find((a) => a.name === 'authenticated')!.type.text).toBe('boolean');
      for (const method of entry.methods ?? []) expect(declaration!.members.some((m) => m.kind === 'method' && m.name === method)).toBe(true);
      expect(declaration!.events.map((e) => e.name)).toContain('aalto-error');
      for (const event of declaration!.events) expect(event.type.text).toMatch(/^CustomEvent<\{.+\}>$/);
      expect(declaration!.cssProperties.map((p) => p.name)).toContain('--aalto-accent');
      for (const property of declaration!.cssProperties) expect(property.default, property.name).toBeTruthy();
    }
    const consent = declarationOf('aalto-cookie-consent')!;
    expect(consent.events.find((e) => e.name === 'aalto-consent-change')!.type.text).toContain('categories: Record<');
    expect(declarationOf('summer-school-listing')!.attributes.find((a) => a.name === 'link-target')).toMatchObject({
      type: { text: "'_self' | '_blank'" },
      default: "'_blank'",
    });
  });
});

describe('typings and editor data', () => {
  const types = readFileSync(`${root}dist/aalto-hubs.d.ts`, 'utf8');
  const react = readFileSync(`${root}dist/react.d.ts`, 'utf8');
  const vue = readFileSync(`${root}dist/vue.d.ts`, 'utf8');
  const customData = json('dist/vscode.html-custom-data.json');
  const webTypes = json('dist/web-types.json');

  it('name every tag of the registry', () => {
    for (const { tag } of ELEMENTS) {
      expect(types, tag).toContain(`'${tag}': `);
      expect(react, tag).toContain(`'${tag}': Props<`);
      expect(vue, tag).toContain(`'${tag}': DefineComponent<`);
      expect(customData.tags.map((t: { name: string }) => t.name)).toContain(tag);
      expect(webTypes.contributions.html.elements.map((e: { name: string }) => e.name)).toContain(tag);
    }
    expect(types).toContain('interface HTMLElementTagNameMap extends AaltoElements');
  });

  it('offer the values of an attribute that has a few', () => {
    const consent = customData.tags.find((t: { name: string }) => t.name === 'events-listing');
    const language = consent.attributes.find((a: { name: string }) => a.name === 'language');
    expect(language.values.map((v: { name: string }) => v.name)).toEqual(['fi', 'sv', 'en']);
  });

  it('are the package exports', () => {
    const pkg = json('package.json');
    expect(pkg.types).toBe('./dist/aalto-hubs.d.ts');
    for (const sub of ['./react', './vue']) expect(existsSync(`${root}${pkg.exports[sub].types}`), sub).toBe(true);
    expect(existsSync(`${root}${pkg['web-types']}`)).toBe(true);
  });
});

describe('the package', () => {
  /** The files `npm pack` would put in the tarball (what a site that installs it gets). */
  const packed: string[] = JSON.parse(
    execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
  )[0].files.map((f: { path: string }) => f.path);

  it('imports in Node (server rendering) without defining anything or throwing', () => {
    const out = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', "const m = await import('./dist/aalto-hubs.js'); console.log(typeof m.defineTag, typeof globalThis.HTMLElement)"],
      {
        cwd: root,
        encoding: 'utf8',
      },
    );
    expect(out.trim()).toBe('function undefined');
  });

  it('depends on nothing at run time (what the elements use is bundled) and packs what it needs', () => {
    const pkg = json('package.json');
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(pkg.scripts.prepack).toBe('npm run build');
    for (const field of ['license', 'repository', 'homepage', 'bugs', 'keywords']) expect(pkg[field], field).toBeTruthy();
    for (const file of [
      'LICENSE',
      'README.md',
      'CHANGELOG.md',
      'package.json',
      'dist/aalto-hubs.js',
      'dist/aalto-hubs.css',
      'dist/aalto-hubs.d.ts',
      'dist/custom-elements.json',
      'dist/THIRD_PARTY_LICENSES',
      'dist/consent-default.js',
    ])
      expect(packed, file).toContain(file);
    expect(packed.some((f) => f.startsWith('src/') || f.startsWith('test/'))).toBe(false);
    // Build data for the node scripts only.
    expect(packed).not.toContain('dist/registry.json');
    expect(packed).not.toContain('dist/module-reach.json');
    // The demo's API reference: its live examples need the demo's fixture content API.
    expect(packed.filter((f) => f.startsWith('dist/docs/'))).toEqual([]);
  });

  it("resolves every `exports` entry to a packed file, the consent default's classic script among them", () => {
    const pkg = json('package.json');
    const targets = (value: unknown): string[] => (typeof value === 'string' ? [value] : Object.values(value as Record<string, unknown>).flatMap(targets));
    for (const [entry, value] of Object.entries(pkg.exports)) {
      for (const target of targets(value)) {
        expect(target, entry).toMatch(/^\.\//);
        expect(packed, `${entry} → ${target}`).toContain(target.slice(2));
      }
    }
    expect(pkg.exports['./consent-default.js']).toBe('./dist/consent-default.js');
    expect(pkg.sideEffects).toContain('./dist/consent-default.js');
  });

  it('aalto-hubs/react exports a React component per tag (its class name without Element) and registerTexts, with React as optional peers', () => {
    const pkg = json('package.json');
    expect(pkg.exports['./react']).toEqual({ types: './dist/react.d.ts', import: './dist/react.js', default: './dist/react.js' });
    expect(pkg.peerDependencies).toEqual({ react: '^19', 'react-dom': '^19' });
    expect(pkg.peerDependenciesMeta).toEqual({ react: { optional: true }, 'react-dom': { optional: true } });
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', "console.log(JSON.stringify(Object.keys(await import('./dist/react.js'))))"], {
      cwd: root,
      encoding: 'utf8',
    });
    const names = ELEMENTS.map(({ tag }) => declarationOf(tag)!.name.replace(/Element$/, ''));
    expect(JSON.parse(out).sort()).toEqual([...names, 'registerTexts'].sort());
    const react = readFileSync(`${root}dist/react.d.ts`, 'utf8');
    for (const name of names) expect(react, name).toContain(`export declare function ${name}(props: ${name}Props): ReactElement;`);
    // Client components, for Next.js's server components; React stays the app's.
    for (const file of ['dist/react.js', ...packed.filter((f) => /^dist\/react\/[\w-]+\.js$/.test(f))])
      expect(readFileSync(`${root}${file}`, 'utf8'), file).toMatch(/^(\/\*![^]*?\*\/\n)?'use client';/);
    expect(packed.filter((f) => /^dist\/react\/[\w-]+\.js$/.test(f)).length).toBe(ELEMENTS.length);
    for (const file of packed.filter((f) => /^dist\/react.*\.js$/.test(f)))
      expect(readFileSync(`${root}${file}`, 'utf8'), file).not.toContain('__CLIENT_INTERNALS');
  });

  it('exports defineTag, elementClass and registerTexts only: no internal (minified) names from the loader', () => {
    const out = execFileSync(
      process.execPath,
      ['--input-type=module', '-e', "console.log(JSON.stringify(Object.keys(await import('./dist/aalto-hubs.js'))))"],
      { cwd: root, encoding: 'utf8' },
    );
    expect(JSON.parse(out).sort()).toEqual(['defineTag', 'elementClass', 'registerTexts']);
    const declared = manifest.modules[0].exports.map((e: { name: string; kind: string }) => e.name);
    for (const name of JSON.parse(out)) expect(declared).toContain(name);
  });

  it('ships a source map beside every module, with the sources in it, and no empty module', () => {
    const modules = packed.filter((f) => /^dist\/.*\.js$/.test(f) && f !== 'dist/consent-default.js');
    expect(modules.length).toBeGreaterThan(40);
    for (const file of modules) {
      expect(packed, `${file}.map`).toContain(`${file}.map`);
      expect(json(`${file}.map`).file, file).toBe(file.replace(/^.*\//, ''));
      const code = readFileSync(`${root}${file}`, 'utf8');
      // Not named by a comment (rollup.config.mjs: `sourcemap: 'hidden'`), which every page would load.
      expect(code).not.toContain('sourceMappingURL');
      expect(code.trim(), file).not.toBe('');
    }
    const map = json('dist/aalto-hubs.js.map');
    expect(map.sources.length).toBe(map.sourcesContent.length);
    expect(map.sourcesContent.every((text: string | null) => typeof text === 'string' && text.length > 0)).toBe(true);
  });

  it("keeps the bundled libraries' licence notices: THIRD_PARTY_LICENSES with their texts, a /*! banner in each chunk", () => {
    const licences = readFileSync(`${root}dist/THIRD_PARTY_LICENSES`, 'utf8');
    // Every package whose code a chunk holds (its map's sources under node_modules/).
    const chunks = packed.filter((f) => /^dist\/.*\.js$/.test(f) && f !== 'dist/consent-default.js');
    const bundled = new Map<string, string[]>();
    for (const file of chunks) {
      const { sources } = json(`${file}.map`) as { sources: string[] };
      const names = [...new Set(sources.map((s) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(s)?.[1]).filter((n): n is string => !!n))];
      if (names.length) bundled.set(file, names);
    }
    const all = new Set([...bundled.values()].flat());
    for (const name of ['react', 'react-dom', 'scheduler', 'zustand']) expect(all, name).toContain(name);
    for (const name of all) {
      const { version, license } = json(`node_modules/${name}/package.json`);
      expect(licences, name).toContain(`${name} ${version} (${license})`);
    }
    expect(licences.match(/Permission is hereby granted/g)?.length).toBeGreaterThanOrEqual(all.size);
    expect(licences).toContain('Copyright (c) Meta Platforms, Inc. and affiliates.');
    for (const [file, names] of bundled) {
      const banner = /^(?:\/\/# allFunctionsCalledOnLoad\n)?\/\*!([^]*?)\*\//.exec(readFileSync(`${root}${file}`, 'utf8'))?.[1] ?? '';
      for (const name of names) expect(banner, `${file}: ${name}`).toMatch(new RegExp(`(^|[ ,])${name.replace(/[/.]/g, '\\$&')} \\d`));
      expect(banner, file).toContain('THIRD_PARTY_LICENSES');
    }
  });

  it("opens each chunk an element loads with its code with V8's compile hint: not the loader, a language pack or a chunk loaded on demand", () => {
    const scripts = packed.filter((f) => /^dist\/.*\.js$/.test(f) && f !== 'dist/consent-default.js');
    const hinted = new Set(scripts.filter((f) => readFileSync(`${root}${f}`, 'utf8').startsWith('//# allFunctionsCalledOnLoad\n')));
    const chunk = (name: string) => scripts.filter((f) => new RegExp(`^dist/chunks/${name}-[\\w-]{6}\\.js$`).test(f));
    const atLoad = ['runtime', 'content-api', 'listing', ...ELEMENTS.map((e) => e.tag)].flatMap(chunk);
    const onDemand = ['search', 'search-query', 'events-listing-query', 'table-desktop', 'table-phone'].flatMap(chunk);
    expect(atLoad.length).toBeGreaterThan(25);
    expect(onDemand.length).toBe(5);
    for (const file of atLoad) expect(hinted.has(file), file).toBe(true);
    for (const file of [...onDemand, 'dist/aalto-hubs.js', ...scripts.filter((f) => f.includes('/lang/'))]) expect(hinted.has(file), file).toBe(false);
  });

  it('installs on every platform and approves the install scripts it runs (npm 11 `allowScripts`)', () => {
    const lock = json('package-lock.json');
    const paths = Object.keys(lock.packages);
    // The lockfile names every platform's binary of the native tools, so `npm ci` works on macOS and Windows.
    for (const parent of ['node_modules/rollup', 'node_modules/esbuild']) {
      const optional = Object.keys(lock.packages[parent].optionalDependencies ?? {});
      expect(optional.some((d) => d.includes('darwin')) && optional.some((d) => d.includes('win32')), parent).toBe(true);
      for (const dependency of optional) expect(paths, dependency).toContain(`node_modules/${dependency}`);
    }
    const allowed = json('package.json').allowScripts ?? {};
    for (const [path, entry] of Object.entries(lock.packages as Record<string, { hasInstallScript?: boolean }>)) {
      if (!path || !entry.hasInstallScript) continue;
      const name = path.replace(/^.*node_modules\//, '');
      expect(
        Object.keys(allowed).some((key) => key === name || key.startsWith(`${name}@`)),
        `${name} in allowScripts`,
      ).toBe(true);
    }
  });

  it('is version 1.0.0 or later, with its changes, public surface and deprecation policy in CHANGELOG.md', () => {
    const { version } = json('package.json');
    expect(Number(version.split('.')[0])).toBeGreaterThanOrEqual(1);
    const changelog = readFileSync(`${root}CHANGELOG.md`, 'utf8');
    expect(changelog).toContain(`## [${version}]`);
    for (const heading of ['### Public surface', '### Deprecation policy']) expect(changelog).toContain(heading);
    for (const { tag } of ELEMENTS) expect(changelog, tag).toContain(`\`${tag}\``);
    for (const property of declarations[0]!.cssProperties) expect(changelog, property.name).toContain(`\`${property.name}\``);
  });
});

describe('the styling contract', () => {
  const css = readFileSync(`${root}dist/aalto-hubs.css`, 'utf8');
  const theming = readFileSync(`${root}docs/theming.md`, 'utf8');
  /** The views' markup: every .tsx file under src/. */
  const views = (readdirSync(`${root}src`, { recursive: true }) as string[])
    .filter((f) => f.endsWith('.tsx'))
    .map((f) => readFileSync(`${root}src/${f}`, 'utf8'))
    .join('\n');
  it("lists each element's classes as its cssParts: classes the views render and the stylesheet styles, each in the theming guide and the CHANGELOG", () => {
    const changelog = readFileSync(`${root}CHANGELOG.md`, 'utf8');
    for (const { tag } of ELEMENTS) {
      const parts = declarationOf(tag)!.cssParts ?? [];
      expect(parts.length, tag).toBeGreaterThan(0);
      for (const { name } of parts) {
        expect(new RegExp(`["'\` ]${name}["'\` ]`).test(views), `${name} in a view's className`).toBe(true);
        expect(css.includes(`.${name}`), `${name} in the stylesheet`).toBe(true);
        expect(theming, name).toContain(`\`.${name}\``);
        expect(changelog, name).toContain(`\`.${name}\``);
      }
    }
  });
});

describe('the guides', () => {
  const guide = (name: string) => readFileSync(`${root}docs/${name}`, 'utf8');
  it('have a theming table row for every custom property, with its real default', () => {
    for (const declaration of declarations.slice(0, 1)) {
      for (const property of declaration.cssProperties) expect(guide('theming.md')).toContain(`| \`${property.name}\` | \`${property.default}\` |`);
    }
  });
  it('show every framework and the Drupal library set-up', () => {
    for (const heading of ['**React 19**', '**Vue 3**', '**Svelte**', '**Astro**', 'npm install aalto-hubs', '## Browser support'])
      expect(guide('npm.md')).toContain(heading);
    expect(guide('cms.md')).toContain('preprocess: false');
    expect(guide('languages.md')).toContain('## Replacing a text');
  });
});

describe('docs/strings.md', () => {
  it('lists every catalogue key as the sources have them (npm run docs:strings writes it)', async () => {
    const { stringsDoc } = await import('../../scripts/strings-doc');
    expect(readFileSync(`${root}docs/strings.md`, 'utf8')).toBe(await stringsDoc());
  });
});
