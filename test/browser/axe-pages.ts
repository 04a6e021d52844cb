/**
 * Every demo page of the registry (each element's page and its variants), in every language: no
 * axe violations and no console problems. One test per page, so a slow or failing page fails
 * alone; the index must link each of them. Listings are checked with 60 items each: their rows
 * and cards repeat one structure, and axe's time grows with the page (the element tests check
 * full-size lists). Two files (desktop, phone) share this so the two layouts run in parallel.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementsReady, expectNoAxeViolations, open, useBrowser } from './harness';

const AXE_COUNT = 60;
const registry: Array<{ tag: string; page: string; variants: Array<{ page: string }> }> = JSON.parse(readFileSync(`${process.cwd()}/dist/registry.json`, 'utf8'));
const pages = [...new Set(registry.flatMap((e) => [e.page, ...e.variants.map((v) => v.page)]))];

export function axeEveryPage(layout: string, viewport: { width: number; height: number }) {
  useBrowser();
  describe(`axe-core on every demo page, ${layout}`, () => {
    it('the index links every page of the registry', async () => {
      const { page, problems } = await open('/', { viewport });
      await expectNoAxeViolations(page);
      const linked = await page.locator('main a[href$=".html"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(new Set(linked)).toEqual(new Set(pages.map((p) => `/${p}`)));
      expect(problems).toEqual([]);
    });

    for (const path of pages) {
      it(`${path}, ${layout}, en fi sv`, async () => {
        for (const lang of ['en', 'fi', 'sv']) {
          const { page, problems } = await open(`/${path}?lang=${lang}`, { viewport, count: AXE_COUNT });
          await elementsReady(page);
          await expectNoAxeViolations(page);
          expect(problems, `${path} ${lang}`).toEqual([]);
        }
      });
    }
  });
}
