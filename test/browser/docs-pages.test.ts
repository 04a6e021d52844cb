/**
 * The API reference at /docs/: a page for every element of the manifest (with its README) and for
 * every guide of docs/, each axe-clean (the live example with it), in English, with a skip link to its main
 * landmark and one h1; an element's page lists every attribute the manifest has for its tag and
 * holds the live element its markup shows; every link of the reference's own (not the live
 * examples') resolves: 200, and the id a hash names; the demo index and the reference link each
 * other. The Copy button copies the example's markup, from the keyboard. One context and one page
 * walk the pages, one test a page (a slow or failing page fails alone): the time goes to axe and
 * to the examples' loads, which a few items per listing keep short, and colour contrast is checked
 * on the pages that hold every colour of the reference's styles (CONTRAST_PAGES). The pages share
 * one layout and one generator: `npm test` walks the index, the first two guides and every sixth
 * element's page (walked), `npm run test:deep` (AALTO_FULL) every page. The links and ids of every
 * page are read as served (static HTML: the reference's scripts add neither).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GUIDES } from '../../scripts/docs-site/markdown.mjs';
import { baseUrl, elementsReady, expectNoAxeViolations, open, useBrowser, type Opened } from './harness';

interface Declaration {
  tagName?: string;
  customElement?: boolean;
  attributes?: Array<{ name: string }>;
}
const manifest: { modules: Array<{ declarations?: Declaration[] }> } = JSON.parse(readFileSync(`${process.cwd()}/dist/custom-elements.json`, 'utf8'));
const elements = manifest.modules.flatMap((m) => m.declarations ?? []).filter((d) => d.customElement);
const registry: Array<{ tag: string }> = JSON.parse(readFileSync(`${process.cwd()}/dist/registry.json`, 'utf8'));
const elementPages = elements.map((d) => `/docs/elements/${d.tagName}.html`);
const guidePages = GUIDES.map((g) => `/docs/guides/${g.slug}.html`);
/**
 * Pages where axe checks colour contrast, its costliest rule: the index, one guide and one
 * element's page have every colour of the reference's own styles (the guides share one layout and
 * one stylesheet); the live examples' are the elements', which the demo pages' axe tests check.
 */
const CONTRAST_PAGES = new Set(['/docs/', guidePages[0], elementPages[0]]);
/** The pages after the index that the browser walks, with every check and axe: see above. */
const walked = [
  ...guidePages.filter((_, index) => process.env.AALTO_FULL || index < 2),
  ...elementPages.filter((_, index) => process.env.AALTO_FULL || index % 6 === 0),
];
/** Items per fixture list in the examples: the element tests check full lists. */
const EXAMPLE_COUNT = 4;

useBrowser();

/** The walk's page, in a context kept for the file. */
let walk: Opened;
/** Each address the reference names (absolute), with a page that names it. */
const links = new Map<string, string>();
/** Each page's ids. */
const ids = new Map<string, Set<string>>();

/** Checks the page `walk` is on. */
async function check(path: string) {
  const { page, problems } = walk;
  const tag = /^\/docs\/elements\/(.+)\.html$/.exec(path)?.[1];
  if (tag) await elementsReady(page);
  const outline = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    h1: document.querySelectorAll('h1').length,
    main: document.querySelectorAll('main#main').length,
    banner: document.querySelectorAll('body > header').length,
    firstLink: document.querySelector('a')?.getAttribute('href'),
  }));
  expect(outline, path).toEqual({ lang: 'en', h1: 1, main: 1, banner: 1, firstLink: '#main' });
  expect(await page.locator('nav[aria-label="Reference"] [aria-current="page"]').getAttribute('href')).toBe(path);
  await expectNoAxeViolations(page, undefined, { contrast: CONTRAST_PAGES.has(path) });
  if (tag) {
    const listed = await page.locator('h2#attributes ~ table').first().locator('tbody th code').allTextContents();
    expect(listed, 'the attributes of the manifest').toEqual(elements.find((d) => d.tagName === tag)!.attributes!.map((a) => a.name));
    expect(await page.locator('.docs-tag code').first().textContent()).toBe(`<${tag}>`);
    expect(await page.locator(`.docs-example > ${tag}`).count(), 'the live example').toBe(1);
    expect(await page.locator('#example-markup').textContent()).toMatch(new RegExp(`^<${tag} language="en"[^>]*></${tag}>`));
    // Its README, under Usage: what it shows, then its events and theming notes.
    const usage = await page.locator('h2#usage ~ h3').allTextContents();
    expect(usage, 'the README').toEqual(expect.arrayContaining(['Data', 'Events', 'Theming', 'Keyboard and screen readers']));
  }
  expect(problems).toEqual([]);
}

describe('the API reference at /docs/', () => {
  it('is linked from the demo index, and its index names every page of it', async () => {
    walk = await open('/', { count: EXAMPLE_COUNT, keep: true });
    const { page } = walk;
    await Promise.all([page.waitForURL(/\/docs\/$/), page.locator('main a[href="/docs/"]').first().click()]);
    expect(await page.locator('body > header a[href="/"]').count(), 'the link back to the demo index').toBe(1);
    const navigation = await page.locator('nav[aria-label="Reference"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
    expect(elements.map((d) => d.tagName).sort()).toEqual(registry.map((e) => e.tag).sort());
    expect(navigation.filter((href) => href.startsWith('/docs/elements/')).sort()).toEqual([...elementPages].sort());
    expect(navigation.filter((href) => href.startsWith('/docs/guides/'))).toEqual(guidePages);
    // The skip link is the keyboard's first stop and moves focus to the main landmark.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => [document.activeElement?.textContent, document.activeElement?.getAttribute('href')])).toEqual([
      'Skip to content',
      '#main',
    ]);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await check('/docs/');
  });

  for (const path of walked) {
    it(path, async () => {
      walk.problems.length = 0;
      expect((await walk.page.goto(path))?.status()).toBe(200);
      await check(path);
    });
  }

  it('every page as served: its links and ids, for the link check', async () => {
    for (const path of ['/docs/', ...guidePages, ...elementPages]) {
      const answer = await walk.context.request.get(path);
      expect(answer.status(), path).toBe(200);
      // The live example is the element's tag alone as served: every href and id is the reference's.
      const html = await answer.text();
      const base = new URL(path, baseUrl());
      for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)) {
        const absolute = new URL(href!.replaceAll('&amp;', '&'), base).href;
        if (!links.has(absolute)) links.set(absolute, path);
      }
      ids.set(path, new Set([...html.matchAll(/\bid="([^"]*)"/g)].map((match) => match[1]!)));
    }
  });

  it('links only to what answers: the pages, their ids, the demo pages, dist/', async () => {
    expect(ids.size).toBe(1 + guidePages.length + elementPages.length);
    const origin = new URL(baseUrl()).origin;
    const fetched = new Set<string>();
    for (const [href, from] of links) {
      const url = new URL(href);
      if (url.origin !== origin) {
        // Other hosts (the repository's files the guides link) are not fetched: the tests run offline.
        expect(url.protocol, `${from}: ${href}`).toBe('https:');
        continue;
      }
      if (url.hash) expect(ids.get(url.pathname)?.has(decodeURIComponent(url.hash.slice(1))), `${from}: ${href}`).toBe(true);
      const address = url.pathname + url.search;
      if (ids.has(url.pathname) || fetched.has(address)) continue;
      fetched.add(address);
      expect((await walk.context.request.get(address)).status(), `${from}: ${href}`).toBe(200);
    }
    expect(fetched.size, 'the demo pages linked').toBeGreaterThan(elementPages.length);
  });

  it('copies the example markup with the Copy button, from the keyboard', async () => {
    const path = '/docs/elements/news-listing.html';
    const { page, context, problems } = await open(path, { count: EXAMPLE_COUNT });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await page.getByRole('button', { name: 'Copy the markup' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Copied' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await page.locator('#example-markup').textContent());
    expect(copied).toBe('<news-listing language="en" search-host="/search" heading-level="3"></news-listing>');
    // What it copies is the live example's markup, as the page was served.
    expect(await (await context.request.get(path)).text()).toContain(`<div class="docs-example">\n${copied}\n</div>`);
    expect(problems).toEqual([]);
  });
});
