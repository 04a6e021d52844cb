/**
 * Every element of the registry against a hostile or failing server (issue 11), one test per
 * element: first every content API and search answer carries markup in every text field and
 * `javascript:` in every URL field; then every answer fails in turn (500, network error, not
 * JSON, an answer that never comes, after which the element is removed). No script runs, no
 * `javascript:` link exists, hostile text shows as text, an empty or degraded state follows
 * (never an endless loading state), and nothing reaches the console.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { elementsReady, open, useBrowser } from './harness';

useBrowser();
const registry: Array<{ tag: string; page: string; offline: boolean }> = JSON.parse(readFileSync(`${process.cwd()}/dist/registry.json`, 'utf8'));
const COUNT = 20;
const LOGGED_IN = { demo_session: 'community', jwt: 'demo-community-token' };
/** The browser's own line for a request that failed: the page did nothing wrong. */
const ours = (problems: string[]) => problems.filter((p) => !/Failed to load resource/.test(p));

/**
 * Types a term where the element has a search field and presses Enter (the quick search's submit
 * is cancelled through its cancelable event, so the page stays), then waits for the search
 * service's answer, if the element asked it (a listing with a local search asks nothing).
 */
async function search(page: Page, tag: string) {
  const field = page.locator(`${tag} input[type="search"]`).first();
  if ((await field.count()) === 0) return;
  await page.evaluate(() => document.addEventListener('aalto-quicksearch-submit', (e) => e.preventDefault()));
  const asked = page.waitForResponse((r) => r.url().includes('/_search'), { timeout: 600 }).catch(() => null);
  await field.fill('learning');
  await field.press('Enter');
  await asked;
  await page.waitForFunction((t) => !document.querySelector(`${t} [aria-busy="true"]`), tag);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
}

/** Records every `aalto-error` from the page's start (an element's caught render error goes there, not to the console). */
const RECORD_ERRORS = `window.__aaltoErrors = []; document.addEventListener('aalto-error', (e) => window.__aaltoErrors.push(String(e.detail && e.detail.error)));`;
const aaltoErrors = (page: Page) => page.evaluate(() => (window as unknown as { __aaltoErrors: string[] }).__aaltoErrors);

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

describe('every element against a hostile or failing server', () => {
  for (const { tag, page: path, offline } of registry) {
    it(`<${tag}>`, async () => {
      // Hostile answers everywhere, the search service's too.
      // Logged in, so community content (where a hostile privacy field makes an item so) shows too.
      const hostile = await open(`/${path}`, { faults: { '*': 'html', search: 'html' }, count: COUNT, cookies: LOGGED_IN });
      await elementsReady(hostile.page);
      const before = await expectHarmless(hostile.page, tag);
      await search(hostile.page, tag);
      const after = await expectHarmless(hostile.page, tag);
      // Data it shows arrives as text: the markup is there, to be read, not run.
      if (!offline) expect(`${before}\n${after}`, tag).toContain('<b>bold</b>');
      expect(ours(hostile.problems), tag).toEqual([]);
      if (offline) return;

      // Each failure ends in its failed or a degraded state, never 'Loading contents...' for good.
      for (const mode of ['500', 'network', 'garbage']) {
        const failed = await open(`/${path}`, { faults: { '*': mode, search: mode }, count: COUNT });
        await elementsReady(failed.page);
        await search(failed.page, tag);
        await expectHarmless(failed.page, tag);
        expect(ours(failed.problems), `${tag} ${mode}`).toEqual([]);
      }

      // Object.prototype's names as the data's ids and keys (`constructor`, `__proto__`,
      // `toString`, …): the element shows its content, and a guided path walks to its results.
      const proto = await open(`/${path}`, { faults: { '*': 'protokeys' }, count: COUNT, cookies: LOGGED_IN, init: RECORD_ERRORS });
      await elementsReady(proto.page);
      const answered = await walkGuide(proto.page, tag);
      const shown = await proto.page.evaluate((t) => ({ text: document.querySelector(`${t}[data-rendered]`)?.textContent?.trim() ?? '', results: document.querySelector(`${t} .aalto-guide__done, ${t} .aalto-quiz__results`) !== null }), tag);
      expect(shown.text, `${tag} protokeys`).not.toBe('');
      if (answered > 0) expect(shown.results, `${tag} protokeys: the path reaches its results`).toBe(true);
      expect(await aaltoErrors(proto.page), `${tag} protokeys`).toEqual([]);
      expect(ours(proto.problems), `${tag} protokeys`).toEqual([]);

      // An answer that never comes: removing the element then stops everything quietly.
      const hanging = await open(`/${path}`, { faults: { '*': 'hang', search: 'hang' }, count: COUNT });
      await hanging.page.waitForFunction((t) => document.querySelector(`${t}[data-rendered]`) !== null, tag);
      await hanging.page.evaluate((t) => document.querySelector(t)!.remove(), tag);
      await hanging.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
      expect(await hanging.page.evaluate((t) => document.querySelector(t), tag)).toBeNull();
      expect(ours(hanging.problems), `${tag} hang`).toEqual([]);
    });
  }
});

describe('cookies that cannot travel as headers', () => {
  it('drop the header, never the request: the listing and the suggestions come, and each element reports once', async () => {
    // Decoded, ✓ is outside Latin-1: fetch refuses it as a header value.
    const cookies = { 'XSRF-TOKEN': '%E2%9C%93', jwt: 'tok%C3%A9n%E2%9C%93' };
    const listing = await open('/summer-school.html', { cookies, init: RECORD_ERRORS });
    await elementsReady(listing.page);
    expect(await listing.page.locator('summer-school-listing tbody tr').count()).toBeGreaterThan(10);
    expect(await aaltoErrors(listing.page)).toEqual([expect.stringContaining('XSRF-TOKEN')]);
    expect(ours(listing.problems)).toEqual([]);

    const search = await open('/quicksearch.html', { cookies, init: RECORD_ERRORS });
    await elementsReady(search.page);
    await search.page.getByRole('searchbox').pressSequentially('robotics', { delay: 20 });
    await search.page.locator('aalto-quicksearch [data-entry]').first().waitFor();
    expect(await aaltoErrors(search.page)).toEqual([expect.stringContaining('jwt')]);
    expect(ours(search.problems)).toEqual([]);
  });
});

