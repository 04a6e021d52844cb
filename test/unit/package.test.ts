/**
 * The package as a front-end developer meets it (after `npm run build`): a manifest valid against
 * the Custom Elements Manifest schema and complete for every element of the registry, typings and
 * editor data for every tag, a loader that imports in Node, and a tarball of what it needs.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { ELEMENTS } from '../../elements/registry';

const root = `${process.cwd()}/`;
const json = (path: string) => JSON.parse(readFileSync(`${root}${path}`, 'utf8'));

interface Declaration {
  tagName?: string;
  name: string;
  attributes: Array<{ name: string; fieldName: string; type: { text: string }; default?: string; description: string }>;
  members: Array<{ kind: string; name: string; type?: { text: string } }>;
  events: Array<{ name: string; type: { text: string } }>;
  cssProperties: Array<{ name: string; default?: string }>;
}
const manifest = json('dist/custom-elements.json');
const declarations: Declaration[] = manifest.modules.flatMap((m: { declarations: Declaration[] }) => m.declarations);
const declarationOf = (tag: string) => declarations.find((d) => d.tagName === tag);

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
    expect(declarationOf('summer-school-listing')!.attributes.find((a) => a.name === 'link-target')).toMatchObject({ type: { text: "'_self' | '_blank'" }, default: "'_blank'" });
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
  it('imports in Node (server rendering) without defining anything or throwing', () => {
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', "const m = await import('./dist/aalto-hubs.js'); console.log(typeof m.defineTag, typeof globalThis.HTMLElement)"], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(out.trim()).toBe('function undefined');
  });

  it('depends on nothing at run time (what the elements use is bundled) and packs no source maps', () => {
    const pkg = json('package.json');
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(pkg.scripts.prepack).toBe('npm run build');
    for (const field of ['license', 'repository', 'homepage', 'bugs', 'keywords']) expect(pkg[field], field).toBeTruthy();
    const [packed] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    const files: string[] = packed.files.map((f: { path: string }) => f.path);
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    for (const file of ['LICENSE', 'README.md', 'CHANGELOG.md', 'package.json', 'dist/aalto-hubs.js', 'dist/aalto-hubs.css', 'dist/aalto-hubs.d.ts', 'dist/custom-elements.json']) expect(files, file).toContain(file);
    expect(files.some((f) => f.startsWith('src/') || f.startsWith('test/'))).toBe(false);
  });
});

describe('the README', () => {
  const readme = readFileSync(`${root}README.md`, 'utf8');
  it('has a theming table row for every custom property, with its real default', () => {
    for (const declaration of declarations.slice(0, 1)) {
      for (const property of declaration.cssProperties) expect(readme).toContain(`| \`${property.name}\` | \`${property.default}\` |`);
    }
  });
  it('shows every framework and the Drupal library set-up', () => {
    for (const heading of ['**React 19**', '**Vue 3**', '**Svelte**', '**Astro**', 'npm install aalto-hubs', 'preprocess: false', '### Browser support', '### Texts']) expect(readme).toContain(heading);
  });
});

describe('docs/strings.md', () => {
  it('lists every catalogue key as the sources have them (npm run docs:strings writes it)', async () => {
    const { stringsDoc } = await import('../../scripts/strings-doc');
    expect(readFileSync(`${root}docs/strings.md`, 'utf8')).toBe(await stringsDoc());
  });
});
