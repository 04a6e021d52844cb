/**
 * Every demo page of the registry (each element's page and its variants): no axe violations and
 * no console problems, each layout with every rule in one language (desktop en, phone fi) and the
 * desktop in Finnish too (its loads, words and console; axe on it without colour contrast, in
 * `npm run test:deep` only). axe finds what markup and styles get wrong,
 * which a page's language does not change: a missing text falls back to English, never to an
 * empty name (the element tests check each language's texts, Swedish among them), and colours,
 * the costliest rule, come from the styles alone. Each Finnish load (both layouts) also measures
 * how the cards break their words (split-words.ts): Finnish has the longest. One test per page,
 * so a slow or failing page fails alone, three at a time, each in a tab of its own; the index
 * must link each of them. Listings are checked with AXE_COUNT items each, more than a page of
 * them: their rows and cards repeat one structure, and axe's time grows with the page (the
 * element tests check full-size lists). Two files (desktop, phone) share this. `npm test` loads
 * every page in both layouts (its console, layout shifts and chunks), a layout's other languages on
 * every other page, and runs axe (every rule) on every third page (AXE_EVERY) in one of the two
 * layouts, the desktop on the even pages and the phone on the odd: the two layouts share their
 * markup's patterns and their styles but for layout, every page's colours come from the one
 * stylesheet's few pairs (which the accent and theme tests also check), and the element tests run
 * axe on each element in the states each layout shows (panels, tables, dialogs). `npm run
 * test:deep` (AALTO_FULL) runs all of it on every page.
 * On an element's own page, every chunk the page loads must be one that `npm run size` counts for
 * the element (its chunk, what that imports, its `onDemand` chunks): the size report hides none.
 * And the page's load moves little of what it has shown: its layout shifts add up to less than
 * MAX_LOAD_SHIFT (Lighthouse calls under 0.1 good; a guided path's placeholder is only about the
 * height of the path it holds the place of).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementsReady, expectNoAxeViolations, layoutShifts, open, useBrowser, withTab } from './harness';
import { splitWords } from './split-words';

const AXE_COUNT = 30;
/** Every page in every language of its layout (`npm run test:deep`), not every other in the others. */
const FULL = Boolean(process.env.AALTO_FULL);
const MAX_LOAD_SHIFT = 0.05;
/** `npm test` runs axe on the pages whose place in the list is a multiple of this. */
const AXE_EVERY = 3;
const registry: Array<{ tag: string; page: string; chunk: string; phoneChunk?: string; onDemand: string[]; variants: Array<{ page: string }> }> = JSON.parse(
  readFileSync(`${process.cwd()}/dist/registry.json`, 'utf8'),
);
const pages = [...new Set(registry.flatMap((e) => [e.page, ...e.variants.map((v) => v.page)]))];

// Chunk files are `<name>-<6-character hash>.js`.
const chunkDir = `${process.cwd()}/dist/chunks`;
const chunkName = (file: string) => file.slice(0, -10);
function withImports(file: string, seen = new Set<string>()): Set<string> {
  seen.add(file);
  for (const [, next] of readFileSync(`${chunkDir}/${file}`, 'utf8').matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)) {
    if (!seen.has(next!)) withImports(next!, seen);
  }
  return seen;
}
/** The chunk names `npm run size` counts for an element in a layout (a table hub's phone layout: its `phoneChunk`). */
function countedChunks(entry: { chunk: string; phoneChunk?: string; onDemand: string[] }, layout: string): Set<string> {
  const files = readdirSync(chunkDir).filter((f) => f.endsWith('.js'));
  const roots = [(layout === 'phone' && entry.phoneChunk) || entry.chunk, ...entry.onDemand]
    .map((name) => files.find((f) => chunkName(f) === name))
    .filter((f): f is string => f !== undefined);
  return new Set(roots.flatMap((root) => [...withImports(root)]).map(chunkName));
}
const loadedChunks = (requests: string[]) =>
  new Set(requests.flatMap((url) => /\/dist\/chunks\/([\w.-]+\.js)/.exec(new URL(url).pathname)?.[1] ?? []).map(chunkName));

type Language = 'en' | 'fi' | 'sv';

/**
 * `languages`: the page's languages this layout checks, the first with every rule, the others with
 * all but colour contrast (AALTO_FULL; `npm test` their loads without axe); `axePages`: the pages
 * `npm test` runs axe on in this layout (by their place in the registry's list).
 */
export function axeEveryPage(
  layout: string,
  viewport: { width: number; height: number },
  languages: readonly [Language, ...Language[]],
  axePages: 'even' | 'odd',
) {
  useBrowser();
  describe(`axe-core on every demo page, ${layout}`, () => {
    it('the index links every page of the registry', async () => {
      const { page, problems } = await open('/', { viewport });
      await expectNoAxeViolations(page);
      const linked = await page.locator('main a[href$=".html"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(new Set(linked)).toEqual(new Set(pages.map((p) => `/${p}`)));
      expect(problems).toEqual([]);
    });

    for (const [index, path] of pages.entries()) {
      const checked = FULL || index % 2 === 0 ? languages : languages.slice(0, 1);
      const axed = FULL || (index % 2 === (axePages === 'even' ? 0 : 1) && index % AXE_EVERY === 0);
      it.concurrent(`${path}, ${layout}, ${checked.join(' ')}${axed ? '' : ', no axe'}`, () =>
        withTab(async (load) => {
          for (const lang of checked) {
            const { page, problems, requests } = await load(`/${path}?lang=${lang}`, { viewport, count: AXE_COUNT });
            await elementsReady(page);
            const shifts = await layoutShifts(page);
            expect(
              shifts.reduce((sum, shift) => sum + shift, 0),
              `${path} ${lang}: layout shifts ${shifts.join(', ')}`,
            ).toBeLessThan(MAX_LOAD_SHIFT);
            if (axed && (lang === languages[0] || FULL)) await expectNoAxeViolations(page, undefined, { contrast: lang === languages[0] });
            expect(problems, `${path} ${lang}`).toEqual([]);
            if (lang === 'fi') expect(await splitWords(page), `${path}: words split across lines`).toEqual([]);
            const entry = registry.find((e) => e.page === path);
            if (entry && lang === languages[0]) {
              const counted = countedChunks(entry, layout);
              expect(
                [...loadedChunks(requests)].filter((name) => !counted.has(name)),
                `chunks ${entry.tag} loads that npm run size does not count`,
              ).toEqual([]);
            }
          }
        }),
      );
    }
  });
}
