/** Every demo page, reached from the index, in every language, on desktop and a phone: no axe violations. */
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, elementsReady, expectNoAxeViolations, open, useBrowser } from './harness';

useBrowser();

describe('axe-core on every demo page', async () => {
  it('the index links at least one page per element', async () => {
    const { page, problems } = await open('/');
    await expectNoAxeViolations(page);
    const pages = await page.locator('main a[href$=".html"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(pages.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  for (const [layout, viewport] of [['desktop', DESKTOP], ['phone', PHONE]] as const) {
    for (const lang of ['en', 'fi', 'sv']) {
      it(`every page, ${layout}, ${lang}`, async () => {
        const index = await open('/');
        const pages = await index.page.locator('main a[href$=".html"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
        for (const path of new Set(pages)) {
          const { page, problems } = await open(`${path}?lang=${lang}`, { viewport });
          await elementsReady(page);
          await expectNoAxeViolations(page);
          expect(problems, path).toEqual([]);
        }
      });
    }
  }
});
