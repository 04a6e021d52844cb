/**
 * The demo site around the elements: a card's link opens the item's page on the demo
 * server, in the page's language, with a way back; the quick search's submit opens a results page
 * that lists the hits the suggestions showed, in their order; a demo page speaks its language.
 */
import { describe, expect, it } from 'vitest';
import { elementsReady, expectNoAxeViolations, open, useBrowser } from './harness';

useBrowser();

describe('the demo site', () => {
  it("opens a card's item on a page of its own, in the page's language, with a link back", async () => {
    const { page, problems } = await open('/events.html?lang=fi');
    await elementsReady(page);
    const card = page.locator('events-listing .aalto-card__title a[href^="/fi/"]').first();
    const title = (await card.textContent())!.trim();
    await Promise.all([page.waitForURL(/\/fi\/tapahtumat\//), card.click()]);
    expect(await page.locator('h1').textContent()).toBe(title);
    expect(await page.locator('html').getAttribute('lang')).toBe('fi');
    expect(await page.locator('dl').textContent()).toMatch(/Aika\d{1,2}\.\d{1,2}\.\d{4}/);
    await expectNoAxeViolations(page);
    await Promise.all([page.waitForURL(/\/events\.html\?lang=fi$/), page.getByRole('link', { name: 'Takaisin: Tapahtumat' }).click()]);
    expect(problems).toEqual([]);
  });

  it('submits the quick search to a results page that lists the same hits, in their order', async () => {
    const { page, problems } = await open('/quicksearch.html');
    await elementsReady(page);
    await page.getByRole('combobox', { name: 'Search' }).pressSequentially('robotics', { delay: 30 });
    await page.locator('aalto-quicksearch [data-entry]').first().waitFor();
    const suggested = await page.locator('aalto-quicksearch [data-entry]').evaluateAll((entries) =>
      // A title as the hit has it: without its parent programme and what is read or shown beside it.
      entries.map((e) =>
        [...e.querySelector('.aalto-qs__title')!.childNodes]
          .filter((n) => !(n instanceof Element) || n.localName === 'mark')
          .map((n) => n.textContent)
          .join(''),
      ),
    );
    await Promise.all([page.waitForURL(/\/en\/search\?search=robotics&quicksearch=true$/), page.getByRole('button', { name: 'Search', exact: true }).click()]);
    expect(await page.locator('h1').textContent()).toBe('Search results');
    const listed = await page.locator('.demo-results > li strong').allTextContents();
    expect(listed.slice(0, suggested.length)).toEqual(suggested);
    // A hit's page is served too.
    const first = page.locator('.demo-results a[href^="/en/"]').first();
    const name = (await first.textContent())!;
    await Promise.all([page.waitForURL(/\/en\//), first.click()]);
    expect(await page.locator('h1').textContent()).toBe(name);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  it('speaks the language of the page: title, heading, introduction and the link to the index', async () => {
    for (const [lang, heading, index] of [
      ['fi', 'Itseopiskelumateriaalit', 'Kaikki esittelysivut'],
      ['sv', 'Självstudiematerial', 'Alla demosidor'],
    ] as const) {
      const { page } = await open(`/self-study-materials.html?lang=${lang}`);
      expect(await page.locator('h1').textContent()).toBe(heading);
      expect(await page.title()).toContain(heading);
      expect(await page.getByRole('link', { name: index }).getAttribute('href')).toBe(`/?lang=${lang}`);
      expect(await page.locator('header p').nth(1).textContent()).not.toMatch(/\bthe\b/);
      await page.getByRole('link', { name: index }).click();
      await page.waitForURL(new RegExp(`/\\?lang=${lang}$`));
      // The index lists the pages by their names in its language, linked in it.
      expect(await page.locator(`main a[href="/self-study-materials.html?lang=${lang}"]`).textContent()).toBe(heading);
    }
  });
});
