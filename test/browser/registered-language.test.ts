/**
 * A site's own language: a page registers German texts with the package entry's
 * `registerTexts`; `<news-listing language="de">` then shows them, English where a key was not
 * given, and its dates in German, with the month's name. Axe-clean.
 */
import { describe, expect, it } from 'vitest';
import { elementsReady, expectNoAxeViolations, open, useBrowser } from './harness';

useBrowser();

const GERMAN_MONTH = /\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/;

describe('a language the site registers', () => {
  it('<news-listing language="de"> renders the registered German texts and German dates', async () => {
    const { page, problems } = await open('/news.html');
    await elementsReady(page);
    // As a site does it: a module script that imports the entry and registers the texts.
    await page.addScriptTag({
      type: 'module',
      content: `
        import { registerTexts } from '/dist/aalto-hubs.js';
        registerTexts('de', {
          search: 'Nachrichten suchen',
          searchButton: 'Suchen',
          count: { one: '{count} Nachricht', other: '{count} Nachrichten' },
          countPart: '{shown} von {count} Nachrichten',
          published: 'Veröffentlicht',
        });
        document.querySelector('news-listing')?.remove();
        const el = document.createElement('news-listing');
        el.setAttribute('language', 'de');
        el.setAttribute('search-host', '/search');
        el.setAttribute('heading-level', '2');
        document.querySelector('main').append(el);
      `,
    });
    const tag = page.locator('news-listing');
    await tag
      .getByRole('status')
      .filter({ hasText: /^\d+ (von \d+ )?Nachrichten$/ })
      .waitFor();
    expect(await tag.getByRole('searchbox', { name: 'Nachrichten suchen' }).count()).toBe(1);
    expect(await tag.getByRole('button', { name: 'Suchen', exact: true }).count()).toBe(1);
    // A key the site did not register is English.
    expect(await tag.getByRole('button', { name: 'Filters', exact: true }).count()).toBe(1);
    expect(await tag.locator('.aalto-listing').getAttribute('lang')).toBe('de');
    const dates = await tag.locator('.aalto-card__date time').allTextContents();
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates) expect(date).toMatch(GERMAN_MONTH);
    await expectNoAxeViolations(page, 'news-listing');
    expect(problems).toEqual([]);
  });
});
