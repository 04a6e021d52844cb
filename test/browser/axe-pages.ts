/**
 * Every demo page, reached from the index, in every language: no axe violations. Listings are
 * checked with 60 items each: their rows and cards repeat one structure, and axe's time grows
 * with the page (the element tests check full-size lists). Two files (desktop, phone) share this
 * so the two layouts run in parallel.
 */
import { describe, expect, it } from 'vitest';
import { elementsReady, expectNoAxeViolations, open, useBrowser } from './harness';

const AXE_COUNT = 60;

export function axeEveryPage(layout: string, viewport: { width: number; height: number }) {
  useBrowser();
  describe(`axe-core on every demo page, ${layout}`, () => {
    it('the index links at least one page per element', async () => {
      const { page, problems } = await open('/', { viewport });
      await expectNoAxeViolations(page);
      const pages = await page.locator('main a[href$=".html"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(pages.length).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });

    for (const lang of ['en', 'fi', 'sv']) {
      it(`every page, ${layout}, ${lang}`, async () => {
        const index = await open('/');
        const pages = await index.page.locator('main a[href$=".html"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
        for (const path of new Set(pages)) {
          const { page, problems } = await open(`${path}?lang=${lang}`, { viewport, count: AXE_COUNT });
          await elementsReady(page);
          await expectNoAxeViolations(page);
          expect(problems, path).toEqual([]);
        }
      });
    }
  });
}
