/**
 * Every element of the registry against a hostile or failing server, one test per
 * element: first every content API and search answer carries markup in every text field and
 * `javascript:` in every URL field; then Object.prototype's names are the data's ids and keys;
 * then every answer fails: a 500, a network error, garbage, or an answer that never comes (and the
 * element is removed), in turn from one element to the next. No script runs, no `javascript:`
 * link exists, hostile text shows as text, an empty or degraded state follows (never an endless
 * loading state), and nothing reaches the console.
 *
 * Each element's loads happen in one tab (a page kept for many loads, each with its own cookies:
 * see harness.ts); the elements run three at a time, each in a tab of its own. `npm test` takes
 * every element through the hostile answers, every fourth entry from the first through
 * Object.prototype's names and every fourth from the third through a failure (the four ways of
 * failing in turn); `npm run test:deep` (AALTO_FULL) every element through all three.
 */
import { readFileSync } from 'node:fs';
import type { Page, Request, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { aaltoErrors, elementsReady, open, useBrowser, withTab } from './harness';

useBrowser();
const registry: Array<{ tag: string; page: string; offline: boolean }> = JSON.parse(readFileSync(`${process.cwd()}/dist/registry.json`, 'utf8'));
const COUNT = 20;
const LOGGED_IN = { demo_session: 'community', jwt: 'demo-community-token' };
const FAILURES = ['500', 'network', 'garbage', 'hang'] as const;
const FULL = Boolean(process.env.AALTO_FULL);
/** The browser's own line for a request that failed: the page did nothing wrong. */
const ours = (problems: string[]) => problems.filter((p) => !p.includes('Failed to load resource'));

/**
 * Resolves once every request the page starts from now on has been answered or has failed. An
 * answer's headers end it: a POST answered before its body was read (the demo search's 500) is
 * answered for the page, but Playwright may never report its end.
 */
function settled(page: Page) {
  const open = new Set<Request>();
  let done: () => void = () => {};
  const finished = new Promise<void>((resolve) => (done = resolve));
  const check = () => {
    if (open.size === 0) done();
  };
  const started = (request: Request) => open.add(request);
  const ended = (request: Request) => {
    open.delete(request);
    check();
  };
  const answered = (response: Response) => ended(response.request());
  page.on('request', started);
  page.on('response', answered);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    /** Waits for it (after the action that starts the requests). */
    wait: async () => {
      check();
      await finished;
      page.off('request', started);
      page.off('response', answered);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/**
 * Types a term where the element has a search field and presses Enter (the quick search's submit
 * is cancelled through its cancelable event, so the page stays), then waits until the element is
 * done with it. The quick search asks the service after a pause in typing, for its suggestions:
 * its status line then says what came (a count, or no results). A listing takes the term on Enter,
 * busy (`aria-busy`) while what it asked the search service is on its way. Then every request the
 * term started has been answered.
 */
async function search(page: Page, tag: string) {
  const field = page.locator(`${tag} input[type="search"]`).first();
  if ((await field.count()) === 0) return;
  await page.evaluate(() => document.addEventListener('aalto-quicksearch-submit', (e) => e.preventDefault()));
  const requests = settled(page);
  await field.fill('learning');
  await field.press('Enter');
  if (tag === 'aalto-quicksearch') await page.waitForFunction((t) => document.querySelector(`${t} [role="status"]`)?.textContent, tag);
  await page.waitForFunction((t) => !document.querySelector(`${t} [aria-busy="true"]`), tag);
  await requests.wait();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

/**
 * Walks the element's guided path, if it has one (a quiz's start button, then each question's
 * last choice and the primary button), to its results; returns how many questions it answered.
 */
async function walkGuide(page: Page, tag: string): Promise<number> {
  let answered = 0;
  for (let i = 0; i < 60; i += 1) {
    const step = await page.evaluate((t) => {
      const el = document.querySelector(t)!;
      const stepper = el.querySelector('.aalto-stepper');
      if (stepper) {
        const choices = stepper.querySelectorAll<HTMLInputElement>('.aalto-stepper__question input');
        choices[choices.length - 1]?.click();
        stepper.querySelector<HTMLButtonElement>('.aalto-stepper__buttons .aalto-button--primary')!.click();
        return 'question';
      }
      const start = el.querySelector<HTMLButtonElement>('.aalto-quiz__intro .aalto-button--primary');
      if (start) {
        start.click();
        return 'start';
      }
      return 'none';
    }, tag);
    if (step === 'none') break;
    if (step === 'question') answered += 1;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  }
  return answered;
}

async function expectHarmless(page: Page, tag: string) {
  const report = await page.evaluate((t) => {
    const el = document.querySelector(t)!;
    return {
      xss: (window as unknown as { __xss?: unknown }).__xss,
      javascriptLinks: document.querySelectorAll('a[href^="javascript" i], [src^="javascript" i], [srcset*="javascript" i]').length,
      markup: el.querySelectorAll('script, b, img[src="x"], img[onerror]').length,
      text: el.textContent ?? '',
    };
  }, tag);
  expect(report.xss, tag).toBeUndefined();
  expect(report.javascriptLinks, tag).toBe(0);
  expect(report.markup, tag).toBe(0);
  return report.text;
}

type Load = Parameters<Parameters<typeof withTab>[0]>[0];

/**
 * Object.prototype's names as the data's ids and keys (`constructor`, `__proto__`, `toString`,
 * …): the element shows its content, and a guided path walks to its results.
 */
async function withPrototypeNames(load: Load, tag: string, path: string) {
  const proto = await load(`/${path}`, { faults: { '*': 'protokeys' }, count: COUNT, cookies: LOGGED_IN });
  await elementsReady(proto.page);
  const answered = await walkGuide(proto.page, tag);
  const shown = await proto.page.evaluate(
    (t) => ({
      text: document.querySelector(`${t}[data-rendered]`)?.textContent?.trim() ?? '',
      results: document.querySelector(`${t} .aalto-guide__done, ${t} .aalto-quiz__results`) !== null,
    }),
    tag,
  );
  expect(shown.text, `${tag} protokeys`).not.toBe('');
  if (answered > 0) expect(shown.results, `${tag} protokeys: the path reaches its results`).toBe(true);
  expect(await aaltoErrors(proto.page), `${tag} protokeys`).toEqual([]);
  expect(ours(proto.problems), `${tag} protokeys`).toEqual([]);
}

/**
 * Every answer reads through one reader (src/core/api/load-error.ts) and one keyed cache that
 * aborts what an element no longer needs, whose ways of failing the unit tests cover: here an
 * element meets one of them.
 */
async function withFailure(load: Load, tag: string, path: string, failure: (typeof FAILURES)[number]) {
  const failed = await load(`/${path}`, { faults: { '*': failure, search: failure }, count: COUNT });
  if (failure === 'hang') {
    // An answer that never comes: removing the element then stops everything quietly.
    await failed.page.waitForFunction((t) => document.querySelector(`${t}[data-rendered]`) !== null, tag);
    await failed.page.evaluate((t) => document.querySelector(t)!.remove(), tag);
    await failed.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(await failed.page.evaluate((t) => document.querySelector(t), tag)).toBeNull();
  } else {
    // A failure ends in its failed or a degraded state, never 'Loading contents...' for good.
    await elementsReady(failed.page);
    await search(failed.page, tag);
    await expectHarmless(failed.page, tag);
  }
  expect(ours(failed.problems), `${tag} ${failure}`).toEqual([]);
}

describe.concurrent('every element against a hostile or failing server', () => {
  for (const [index, { tag, page: path, offline }] of registry.entries()) {
    it(`<${tag}>`, () =>
      withTab(async (load) => {
        // Hostile answers everywhere, the search service's too.
        // Logged in, so community content (where a hostile privacy field makes an item so) shows too.
        const hostile = await load(`/${path}`, { faults: { '*': 'html', search: 'html' }, count: COUNT, cookies: LOGGED_IN });
        await elementsReady(hostile.page);
        const before = await expectHarmless(hostile.page, tag);
        await search(hostile.page, tag);
        const after = await expectHarmless(hostile.page, tag);
        // Data it shows arrives as text: the markup is there, to be read, not run.
        if (!offline) expect(`${before}\n${after}`, tag).toContain('<b>bold</b>');
        expect(ours(hostile.problems), tag).toEqual([]);
        if (offline) return;
        if (FULL || index % 4 === 0) await withPrototypeNames(load, tag, path);
        if (FULL || index % 4 === 2) await withFailure(load, tag, path, FAILURES[Math.floor(index / 4) % FAILURES.length]!);
      }));
  }
});

describe('cookies that cannot travel as headers', () => {
  it('drop the header, never the request: the listing and the suggestions come, and each element reports once', async () => {
    // Decoded, ✓ is outside Latin-1: fetch refuses it as a header value.
    const cookies = { 'XSRF-TOKEN': '%E2%9C%93', jwt: 'tok%C3%A9n%E2%9C%93' };
    const listing = await open('/summer-school.html', { cookies });
    await elementsReady(listing.page);
    expect(await listing.page.locator('summer-school-listing tbody tr').count()).toBeGreaterThan(10);
    expect(await aaltoErrors(listing.page)).toEqual([expect.stringContaining('XSRF-TOKEN')]);
    expect(ours(listing.problems)).toEqual([]);

    const search = await open('/quicksearch.html', { cookies });
    await elementsReady(search.page);
    await search.page.getByRole('combobox').pressSequentially('robotics', { delay: 20 });
    await search.page.locator('aalto-quicksearch [data-entry]').first().waitFor();
    expect(await aaltoErrors(search.page)).toEqual([expect.stringContaining('jwt')]);
    expect(ours(search.problems)).toEqual([]);
  });
});
