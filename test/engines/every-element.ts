/**
 * Every element of the registry in one engine: its demo page (and its variants) renders with no
 * console error and no uncaught exception, fits the viewport's width, and its main journey
 * (journeys.ts) works; in Finnish or Swedish, the pages render (the journeys read English names).
 * One test per element, so that an element fails alone; an element without a journey fails until
 * it has one.
 *
 * `npm test` takes a quarter of the elements through one engine beyond Chromium (whose every
 * element and journey test/browser/ has): Firefox every eighth entry of the registry from the
 * first, WebKit every eighth from the fifth (`share`), beside the driver's test and the two
 * engines' differences. `npm run test:engines` (AALTO_FULL), and a run narrowed to one of the two
 * (ENGINES), take every element through each.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { engines, useEngine, type Engine, type EngineName, type EnginePage, type Viewport } from './index';
import { JOURNEYS } from './element-journeys';

interface Entry {
  tag: string;
  page: string;
  variants: Array<{ page: string }>;
}

export const registry = (): Entry[] => JSON.parse(readFileSync(`${process.cwd()}/dist/registry.json`, 'utf8')) as Entry[];

/** The place in every eight of the registry's entries that `npm test` takes through `name` (see above): all of them in a full run. */
export function npmTestShare(name: 'firefox' | 'webkit'): 0 | 4 | undefined {
  const both = engines().includes('firefox') && engines().includes('webkit');
  if (process.env.AALTO_FULL || !both) return undefined;
  return name === 'firefox' ? 0 : 4;
}

/** Renders with no problem and no sideways scroll. */
async function rendered(page: EnginePage, path: string, viewport: Viewport) {
  await page.ready();
  expect(await page.problems(), `${path}: console errors or uncaught exceptions`).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path}: wider than the viewport`).toBeLessThanOrEqual(viewport.width);
}

/**
 * Registers a test per element in `engine` (an engine's name: the file's own `useEngine`); with
 * `share`, only the registry's entries at that place in every eight.
 */
export function everyElement(
  engineOrName: Engine | EngineName,
  viewport: Viewport,
  { language = 'en', share }: { language?: 'en' | 'fi' | 'sv'; share?: 0 | 4 } = {},
) {
  const engine = typeof engineOrName === 'string' ? useEngine(engineOrName) : engineOrName;
  const query = language === 'en' ? '' : `?lang=${language}`;
  for (const entry of registry().filter((_, index) => share === undefined || index % 8 === share)) {
    const journey = JOURNEYS.get(entry.tag);
    const title = language !== 'en' ? `renders in ${language}` : `renders${journey ? ` and ${journey.name}` : ''}`;
    it(`<${entry.tag}> ${title}`, async () => {
      expect(journey, `no journey for <${entry.tag}>: add one to test/engines/element-journeys.ts`).toBeDefined();
      const page = await engine.open(`/${entry.page}${query}`, { viewport });
      await rendered(page, entry.page, viewport);
      if (language === 'en') await journey!.run(page, entry.tag);
      expect(await page.problems(), `${entry.page}: console errors or uncaught exceptions in the journey`).toEqual([]);
      for (const variant of entry.variants) {
        await page.open(`/${variant.page}${query}`, { viewport });
        await rendered(page, variant.page, viewport);
      }
    });
  }
}
