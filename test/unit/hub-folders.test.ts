/**
 * Adding an element is adding its folder (docs/development.md, 'Add an element'): a throwaway
 * element, written as one folder `src/hubs/<tag>/` and nothing else, is in the registry, defined
 * by the loader and rendered, has its demo page and fixture found, and its own chunk. The folder
 * is made in a copy of the project's layout in a temporary directory (the core, the listing and
 * node_modules linked, the loader copied), so the real registry never sees it. The directory is in
 * the project (`.throwaway-*`, ignored by git): vitest loads no module from outside it.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPages, fixtureFiles, hubFolders, registrySource, writeRegistry } from '../../scripts/hub-folders.mjs';
import { until } from './helpers';

const root = process.cwd();
const TAG = 'throwaway-hello';

/** The whole of the new element: what a developer writes, and nothing outside the folder. */
const FOLDER: Record<string, string> = {
  'element.ts': `import type { ElementEntry } from '../../core/element/element-entry.js';

/**
 * A throwaway element that greets by name, made by a test from its folder alone.
 *
 * @summary Greets by name.
 * @tag ${TAG}
 * @attr {string} [name='world'] - Who is greeted.
 */
export default {
  tag: '${TAG}',
  attributes: ['name'],
  load: () => import('./ThrowawayHello.js'),
  page: 'throwaway-hello.html',
  title: 'Throwaway',
  budgetKB: 70,
  offline: true,
} satisfies ElementEntry;
`,
  'ThrowawayHello.tsx': `import { stringAttribute } from '../../core/element/attributes.js';
import type { ElementProps } from '../../core/element/react-element.js';
import { createTranslator } from '../../core/i18n/translate.js';
import { throwawayStrings, type ThrowawayStrings } from './strings.js';

export const attributes = { name: stringAttribute('world') };

export default function ThrowawayHello({ settings, name }: ElementProps<typeof attributes>) {
  const t = createTranslator<ThrowawayStrings>(settings.language, throwawayStrings);
  return <p className="aalto-throwaway">{t('hello', { name })}</p>;
}
`,
  'strings.ts': `import type { Catalogs } from '../../core/i18n/translate.js';

const en = { hello: 'Hello, {name}!' };
export type ThrowawayStrings = typeof en;
export const throwawayStrings: Catalogs<ThrowawayStrings> = { en, fi: { hello: 'Hei, {name}!' }, sv: { hello: 'Hej, {name}!' } };
`,
  'throwaway-hello.html': '<!doctype html><html lang="{{lang}}"><head>{{head}}</head><body><throwaway-hello language="{{lang}}"></throwaway-hello></body></html>\n',
  'fixtures/throwaway.mjs': "export const path = 'throwaway/hello';\nexport function generate() {\n  return { data: [] };\n}\n",
};

let project = '';

beforeAll(() => {
  project = mkdtempSync(join(root, '.throwaway-'));
  mkdirSync(join(project, 'src/hubs', TAG, 'fixtures'), { recursive: true });
  mkdirSync(join(project, 'elements'));
  for (const dir of ['src/core', 'src/listing', 'node_modules']) symlinkSync(join(root, dir), join(project, dir), 'dir');
  // Copied, not linked: a link would resolve to the real file, which imports the real registry.
  cpSync(join(root, 'elements/loader.ts'), join(project, 'elements/loader.ts'));
  for (const [file, text] of Object.entries(FOLDER)) writeFileSync(join(project, 'src/hubs', TAG, file), text);
  writeRegistry(project);
});

afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('an element made of one folder', () => {
  it('is in the registry the build writes', () => {
    expect(hubFolders(project).map((f) => f.tag)).toEqual([TAG]);
    const registry = readFileSync(join(project, 'elements/registry.ts'), 'utf8');
    expect(registry).toContain(`from '../src/hubs/${TAG}/element.js'`);
    expect(registry).toBe(registrySource(project));
  });

  it('is defined by the loader and renders its view with its strings', async () => {
    await import(/* @vite-ignore */ join(project, 'elements/loader.ts'));
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

  it('has its demo page served and its fixture in the content API', () => {
    expect([...demoPages(project)]).toEqual([['throwaway-hello.html', join(project, 'src/hubs', TAG, 'throwaway-hello.html')]]);
    expect(fixtureFiles(project)).toEqual([join(project, 'src/hubs', TAG, 'fixtures/throwaway.mjs')]);
  });

  it('is a chunk of its own, named after its folder, with its entry in the loader', async () => {
    const [main] = (await import(/* @vite-ignore */ pathToFileURL(join(root, 'rollup.config.mjs')).href)).default as Array<{ output: { manualChunks: (id: string) => string | undefined } }>;
    const chunkOf = main!.output.manualChunks;
    expect(chunkOf(join(project, 'src/hubs', TAG, 'ThrowawayHello.tsx'))).toBe(TAG);
    expect(chunkOf(join(project, 'src/hubs', TAG, 'strings.ts'))).toBe(TAG);
    expect(chunkOf(join(project, 'src/hubs', TAG, 'element.ts'))).toBe('aalto-hubs');
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
