/**
 * Adding an element is adding its folder (docs/development.md, 'Add an element'): two throwaway
 * elements, each written as one folder `src/hubs/<tag>/` and nothing else (one offline, one a
 * listing with its own endpoint, parser, filter, fixture answer, demo page and README), are in the
 * registry, defined by the loader and rendered, have their demo pages, titles and fixtures found,
 * their own chunk, their entry in the manifest and their endpoint among those the tag-wide tests
 * check, and keep the tag-wide rules (test/tag-rules.ts) but for the two public lists of tags
 * (docs/api.md's table of the contract, the README's), which a new tag enters by hand. The folders
 * are made in a copy of the project's layout in a temporary directory (the core, the listing, the
 * demo's fixtures and node_modules linked, the loader and the two lists copied), so the real
 * registry never sees them. The directory is in the project (`.throwaway-*`, ignored by git):
 * vitest loads no module from outside it.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fetchMock from 'fetch-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoFiles, demoPages, endpointFiles, fixtureFiles, hubFolders, registrySource, writeRegistry } from '../../scripts/hub-folders.mjs';
import { pageTitles } from '../../demo/site/i18n.mjs';
import { indexList } from '../../demo/site/index-list.mjs';
import { endpointsOf } from '../endpoints';
import { declarationOf, elementProblems, PUBLIC_LISTS, readmeProblems } from '../tag-rules';
import type { ElementEntry } from '../../src/core/element/element-entry';
import { until } from './helpers';
import { DATA_FOLDER, DATA_TAG, FOLDER, TAG } from './hub-folders-fixture';

const root = process.cwd();
let project = '';

beforeAll(() => {
  project = mkdtempSync(join(root, '.throwaway-'));
  mkdirSync(join(project, 'elements'));
  mkdirSync(join(project, 'demo'));
  for (const dir of ['src/core', 'src/listing', 'node_modules', 'demo/fixtures']) {
    mkdirSync(dirname(join(project, dir)), { recursive: true });
    symlinkSync(join(root, dir), join(project, dir), 'dir');
  }
  // Copied, not linked: a link would resolve to the real file, which imports the real registry.
  cpSync(join(root, 'elements/loader.ts'), join(project, 'elements/loader.ts'));
  // The two public lists of tags, as they are: the folders add themselves to neither.
  mkdirSync(join(project, 'docs'));
  cpSync(join(root, 'docs/api.md'), join(project, 'docs/api.md'));
  cpSync(join(root, 'README.md'), join(project, 'README.md'));
  for (const [tag, folder] of [
    [TAG, FOLDER],
    [DATA_TAG, DATA_FOLDER],
  ] as const) {
    mkdirSync(join(project, 'src/hubs', tag, 'fixtures'), { recursive: true });
    for (const [file, text] of Object.entries(folder)) writeFileSync(join(project, 'src/hubs', tag, file), text);
  }
  writeRegistry(project);
});

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('an element made of one folder', () => {
  it('is in the registry the build writes', () => {
    expect(hubFolders(project).map((f) => f.tag)).toEqual([TAG, DATA_TAG]);
    const registry = readFileSync(join(project, 'elements/registry.ts'), 'utf8');
    expect(registry).toContain(`from '../src/hubs/${TAG}/element.js'`);
    expect(registry).toContain(`from '../src/hubs/${DATA_TAG}/element.js'`);
    expect(registry).toBe(registrySource(project));
  });

  it('is defined by the loader and renders its view with its strings', async () => {
    await import(/* @vite-ignore */ join(project, 'elements/loader.ts'));
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- it is needed: without it TypeScript knows no observedAttributes.
    const constructor = customElements.get(TAG) as (CustomElementConstructor & { observedAttributes?: string[] }) | undefined;
    expect(constructor).toBeDefined();
    expect(constructor!.observedAttributes).toContain('name');
    const element = document.createElement(TAG);
    element.setAttribute('language', 'fi');
    element.setAttribute('name', 'Aalto');
    document.body.append(element);
    await until(() => element.querySelector('.aalto-throwaway')?.textContent === 'Hei, Aalto!');
    element.remove();
  });

  it('keeps the tag-wide rules, but for the two public lists of tags, which a new tag is added to by hand', async () => {
    const { ELEMENTS } = await import(/* @vite-ignore */ join(project, 'elements/registry.ts'));
    const entries = ELEMENTS as ElementEntry[];
    const problems = await Promise.all(entries.map((entry) => elementProblems(project, entry)));
    // docs/api.md is the contract, whose tags are public API, and the README is its front door: a
    // new tag enters both on purpose. Every other rule holds from the folder alone.
    expect(problems).toEqual([
      [PUBLIC_LISTS.contract, PUBLIC_LISTS.readme],
      [PUBLIC_LISTS.contract, PUBLIC_LISTS.readme],
    ]);
    const readme = (tag: string, file: string) => readFileSync(join(project, 'src/hubs', tag, file), 'utf8');
    const things = (await import(/* @vite-ignore */ join(project, 'src/hubs', DATA_TAG, 'ThrowawayItems.tsx'))) as Record<string, unknown>;
    expect(declarationOf([things])).toBe(things.thingsHub);
    expect(readmeProblems(readme(DATA_TAG, 'README.md'), readme(DATA_TAG, 'element.ts'), declarationOf([things]))).toEqual([]);
    expect(readmeProblems(readme(TAG, 'README.md'), readme(TAG, 'element.ts'), null)).toEqual([]);
  });

  it('has its demo page served and its fixture in the content API', () => {
    expect([...demoPages(project)]).toEqual([
      ['throwaway-hello.html', join(project, 'src/hubs', TAG, 'throwaway-hello.html')],
      ['throwaway-items.html', join(project, 'src/hubs', DATA_TAG, 'throwaway-items.html')],
    ]);
    expect(fixtureFiles(project)).toEqual([
      join(project, 'src/hubs', TAG, 'fixtures/throwaway.mjs'),
      join(project, 'src/hubs', DATA_TAG, 'fixtures/throwaway-items.mjs'),
    ]);
  });

  it('with data, loads its items from its endpoint, parsed by its parser, and filters them by its group', async () => {
    const fixture = await import(/* @vite-ignore */ join(project, 'src/hubs', DATA_TAG, 'fixtures/throwaway-items.mjs'));
    fetchMock.mockGlobal();
    try {
      fetchMock.route('path:/aalto_api/throwaway/items', (call) => ({ data: fixture.generate({ language: new URL(call.url).searchParams.get('language') }) }));
      const element = document.createElement(DATA_TAG);
      element.setAttribute('language', 'fi');
      document.body.append(element);
      await until(() => element.querySelector('.aalto-count')?.textContent === 'Näytetään 2 asiaa');
      expect([...element.querySelectorAll('.aalto-card__title')].map((h) => h.textContent)).toEqual(['Apple', 'Sky']);
      // The filter group, named by its own strings, with the values the items have (a reference by its name).
      element.querySelector<HTMLButtonElement>('.aalto-disclosure__button')?.click();
      await until(() => element.querySelector('.aalto-filters'));
      const red = [...element.querySelectorAll('label')].find((l) => l.textContent.startsWith('Punainen'))!.querySelector('input')!;
      red.click();
      await until(() => element.querySelector('.aalto-count')?.textContent === 'Näytetään 1 asia');
      expect(element.querySelector('.aalto-card')!.textContent).toContain('Väri: Punainen');
      element.remove();
    } finally {
      fetchMock.removeRoutes();
      fetchMock.unmockGlobal();
    }
  });

  it('with data, is listed on the demo index by its own titles, and its items have site pages', async () => {
    expect(demoFiles(project)).toEqual([join(project, 'src/hubs', DATA_TAG, 'demo.mjs')]);
    const titles = await pageTitles(demoFiles(project));
    const { default: entry } = await import(/* @vite-ignore */ join(project, 'src/hubs', DATA_TAG, 'element.ts'));
    const list = indexList([entry], 'fi', titles);
    expect(list).toContain('<a href="/throwaway-items.html?lang=fi">Kertakäyttöiset asiat</a>');
    expect(list).toContain('&lt;throwaway-items&gt;');
    const { details } = await import(/* @vite-ignore */ demoFiles(project)[0]!);
    const fixture = await import(/* @vite-ignore */ join(project, 'src/hubs', DATA_TAG, 'fixtures/throwaway-items.mjs'));
    expect(details[0].items(fixture.generate({ language: 'en' })).map((thing: { url: string }) => thing.url)).toEqual(['/en/things/apple', '/en/things/sky']);
  });

  it('with data, has its endpoint among those the tag-wide tests hold to the parsing rules', async () => {
    expect(endpointFiles(project)).toContain(join(project, 'src/hubs', DATA_TAG, 'endpoints.ts'));
    const endpoints = await endpointsOf(endpointFiles(project).filter((file) => file.startsWith(join(project, 'src/hubs'))));
    expect(Object.keys(endpoints)).toEqual(['throwawayThings']);
    // What every endpoint is held to: garbage parses as the empty answer, a bad entry is dropped alone.
    expect(endpoints.throwawayThings!.parse('<script>')).toEqual({ things: [], meta: {} });
    expect(endpoints.throwawayThings!.parse({ things: [7, { id: 3, name: 'Leaf', url: 'javascript:alert(1)', colour: 'Green' }] })).toEqual({
      things: [{ id: '3', name: 'Leaf', url: null, colour: ['Green'] }],
      meta: {},
    });
  });

  it('with data, is typed in the manifest from its folder', async () => {
    // The manifest's own analysis (`cem analyze` with the project's config), over the folders' entries.
    // Its `create` and its TypeScript, which its typings leave out.
    const { create, ts } = (await import('@custom-elements-manifest/analyzer')) as unknown as {
      create: (options: { modules: unknown[]; plugins: unknown[] }) => { modules: Array<{ declarations?: Array<Record<string, unknown>> }> };
      ts: typeof import('typescript');
    };
    const { default: config } = await import(/* @vite-ignore */ pathToFileURL(join(root, 'custom-elements-manifest.config.mjs')).href);
    const modules = [TAG, DATA_TAG].map((tag) => {
      const file = `src/hubs/${tag}/element.ts`;
      return ts.createSourceFile(file, readFileSync(join(project, file), 'utf8'), ts.ScriptTarget.ES2022, true);
    });
    const manifest = create({ modules, plugins: config.plugins });
    const declarations = manifest.modules[0]!.declarations!.filter((d) => d.customElement) as unknown as Array<{
      tagName: string;
      summary?: string;
      attributes: Array<{ name: string; type: { text: string } }>;
    }>;
    expect(declarations.map((d) => d.tagName)).toEqual([TAG, DATA_TAG]);
    const things = declarations.find((d) => d.tagName === DATA_TAG)!;
    expect(things.summary).toBe('Things from `/aalto_api/throwaway/items`.');
    // A card hub's shared attributes, typed.
    expect(things.attributes.find((a) => a.name === 'heading-level')).toMatchObject({ type: { text: '2 | 3 | 4 | 5 | 6' } });
  });

  it('is a chunk of its own, named after its folder, with its entry in the loader', async () => {
    const [main] = (await import(/* @vite-ignore */ pathToFileURL(join(root, 'rollup.config.mjs')).href)).default as Array<{
      output: { manualChunks: (id: string) => string | undefined };
    }>;
    const chunkOf = main!.output.manualChunks;
    expect(chunkOf(join(project, 'src/hubs', TAG, 'ThrowawayHello.tsx'))).toBe(TAG);
    expect(chunkOf(join(project, 'src/hubs', TAG, 'strings.ts'))).toBe(TAG);
    expect(chunkOf(join(project, 'src/hubs', TAG, 'element.ts'))).toBe('aalto-hubs');
    // With data: its call and its parser go with it.
    for (const file of ['ThrowawayItems.tsx', 'endpoints.ts', 'entities.ts']) expect(chunkOf(join(project, 'src/hubs', DATA_TAG, file)), file).toBe(DATA_TAG);
  });

  it('must be named after its tag, which it must declare', () => {
    const other = join(project, 'src/hubs/other-hello');
    mkdirSync(other);
    try {
      writeFileSync(join(other, 'element.ts'), FOLDER['element.ts']!);
      expect(() => hubFolders(project)).toThrow(/src\/hubs\/other-hello\/element\.ts: its entry's tag is not 'other-hello'/);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
