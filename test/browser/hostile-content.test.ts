/**
 * Every element of the registry under hostile page content: what a site's editors can
 * put on a page in sanitised rich text, which keeps `id`, `name` and `data-*`, placed before
 * everything of the page's own:
 * - names that shadow every global the code reads: the window's the browser does not define
 *   (`Cookiebot`, also as a form whose inputs are named like its API's fields; `dataLayer`,
 *   `gtag`) by id, and the document's by `<img name>`;
 * - the quick search's legacy markup with every attribute the registry knows pointing to another
 *   host, and a content element with its id.
 *
 * One load per element, logged in (a credential could leak): every element renders and loads
 * (none hangs), the consent dialog still asks, the quick search that content's legacy markup
 * makes names no destination of content's, and nothing reaches the console. Then a term typed
 * into that quick search and into the element's own search field: no request carries a
 * credential to a host the site does not name. Another host's answers are the test's own (no
 * request leaves the machine).
 *
 * `npm test` loads every third element of the registry, and always the consent and the quick
 * search (the two whose globals and markup the content shadows and imitates): the globals are read
 * by the shared core, which each element meets the same way. `npm run test:deep` (AALTO_FULL)
 * loads every element.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTINGS_ATTRIBUTES } from '../../src/core/element/values';
import { SEARCH_HOSTS } from '../../src/core/search/indices';
import { baseUrl, elementsReady, useBrowser, withTab } from './harness';

useBrowser();
const registry: Array<{ tag: string; page: string; attributes?: string[] }> = JSON.parse(readFileSync(`${process.cwd()}/dist/registry.json`, 'utf8'));
const LOGGED_IN = { demo_session: 'community', jwt: 'demo-community-token' };
const OTHER = 'https://other.example';
const FULL = Boolean(process.env.AALTO_FULL);
const ALWAYS = new Set(['aalto-cookie-consent', 'aalto-quicksearch']);
const checked = registry.filter(({ tag }, index) => FULL || ALWAYS.has(tag) || index % 3 === 0);

/**
 * The document's properties this code reads, which markup can shadow by name. Not those React DOM
 * reads itself (`createElement`, `createTextNode`, `addEventListener`, `defaultView`): markup naming
 * one of them breaks every React app on the page, ours with them, and no script can stop it
 * (Chromium lets no own property of the document override a name): README, 'Page content'.
 */
const DOCUMENT_NAMES = [
  'cookie',
  'currentScript',
  'head',
  'documentElement',
  'readyState',
  'querySelector',
  'querySelectorAll',
  'getElementById',
  'scripts',
  'activeElement',
];
const LEGACY_ATTRIBUTES = [...new Set([...SETTINGS_ATTRIBUTES, ...registry.flatMap((entry) => entry.attributes ?? [])])];

const HOSTILE = `<div class="hostile-content">
  <p id="aalto-quicksearch">An editor's paragraph with the quick search's id.</p>
  <div id="aalto-quicksearch" ${LEGACY_ATTRIBUTES.map((name) => `data-${name}="${OTHER}/${name}"`).join(' ')}></div>
  <div id="Cookiebot"></div>
  <form id="Cookiebot" name="Cookiebot"><input name="consent"><input name="hasResponse" value="1"><input name="renew"></form>
  <div id="dataLayer"></div><div id="gtag"></div>
  ${DOCUMENT_NAMES.map((name) => `<img name="${name}" alt="">`).join('')}
</div>`;
const withHostileContent = (html: string) => html.replace(/<body[^>]*>/, (body) => `${body}\n${HOSTILE}`);

/** The origins that may receive a credential: the page's, and the environments' search hosts. */
const SITE_ORIGINS = () => new Set([new URL(baseUrl()).origin, ...Object.values(SEARCH_HOSTS).map((host) => new URL(host).origin)]);

describe.concurrent('every element under hostile page content', () => {
  for (const { tag, page: path } of checked) {
    it(`<${tag}>`, () =>
      withTab(async (load) => {
        const opened = await load(`/${path}`, { rewrite: withHostileContent, cookies: LOGGED_IN });
        const { page } = opened;
        // Another host answers an empty search here; what was sent to it is kept.
        const elsewhere: Array<{ url: string; authorization: string | undefined }> = [];
        await opened.context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => {
          elsewhere.push({ url: route.request().url(), authorization: route.request().headers().authorization });
          return route.fulfill({ status: 200, contentType: 'application/json', body: '{"hits":{"hits":[]}}' });
        });
        // No element hangs: each renders and loads its content, the content's quick search too
        // (upgraded from its legacy markup once that chunk has come: then waited for with the rest).
        await page.waitForFunction(() => Document.prototype.querySelector.call(document, '.hostile-content aalto-quicksearch') !== null);
        await elementsReady(page);
        const state = await page.evaluate(() => {
          const query = (selector: string) => Document.prototype.querySelector.call(document, selector);
          const content = query('.hostile-content aalto-quicksearch');
          const layer = (window as unknown as { dataLayer?: unknown }).dataLayer;
          return {
            contentQuickSearch:
              content
                ?.getAttributeNames()
                .filter((name) => name !== 'data-rendered')
                .sort() ?? null,
            consentOpen: query('aalto-cookie-consent dialog[open]') !== null,
            consentDefault:
              Array.isArray(layer) && layer.some((entry) => (entry as ArrayLike<unknown>)[0] === 'consent' && (entry as ArrayLike<unknown>)[1] === 'default'),
          };
        });
        // Content's legacy markup is a quick search of the site's: none of content's destinations.
        expect(state.contentQuickSearch, tag).not.toBeNull();
        expect(
          state.contentQuickSearch!.filter((name) => ['base-url', 'theme-url', 'search-host'].includes(name)),
          tag,
        ).toEqual([]);
        if (tag === 'aalto-cookie-consent') {
          expect(state.consentOpen, 'the consent dialog asks').toBe(true);
          expect(state.consentDefault, 'Consent Mode default').toBe(true);
          // The visitor's choice is written (through the cookie that markup shadows) and closes the dialog.
          await page.getByRole('button', { name: 'Decline all' }).click();
          await page.waitForFunction(() => Document.prototype.querySelector.call(document, 'aalto-cookie-consent dialog[open]') === null);
          const cookies = Object.fromEntries((await opened.context.cookies()).map((c) => [c.name, c.value]));
          expect(cookies).toMatchObject({ aalto_consent_necessary: '1', aalto_consent_statistics: '0', aalto_consent_marketing: '0' });
        }

        // A term in content's quick search and in the element's own search field.
        // (The quick search's submit is cancelled through its cancelable event, so the page stays.)
        await page.evaluate(() => addEventListener('aalto-quicksearch-submit', (e) => e.preventDefault()));
        const fields = [
          page.locator('.hostile-content aalto-quicksearch input').first(),
          page.locator(`${tag}:not(.hostile-content *) input[type="search"]`).first(),
        ];
        for (const field of fields) {
          if ((await field.count()) === 0) continue;
          await field.fill('learning');
          await field.press('Enter');
          // A quick search asks after its pause, and its status says what came (while it has focus);
          // a listing is busy while it asks.
          if (await field.evaluate((input) => input.closest('aalto-quicksearch') !== null))
            await field.locator('xpath=ancestor::form[1]').locator('[role="status"]').filter({ hasText: /\S/ }).waitFor();
          else await page.waitForFunction((t) => !Document.prototype.querySelector.call(document, `${t} [aria-busy="true"]`), tag);
        }
        await elementsReady(page);
        const origins = SITE_ORIGINS();
        const leaked = [...opened.authorized, ...elsewhere.filter((r) => r.authorization).map((r) => r.url)].filter((url) => !origins.has(new URL(url).origin));
        expect(leaked, `${tag}: credentials sent to a host the site does not name`).toEqual([]);
        expect(
          elsewhere.map((r) => new URL(r.url).origin).filter((origin) => !origins.has(origin)),
          `${tag}: requests to content's host`,
        ).toEqual([]);
        expect(
          opened.problems.filter((p) => !p.includes('Failed to load resource')),
          tag,
        ).toEqual([]);
      }));
  }
});
