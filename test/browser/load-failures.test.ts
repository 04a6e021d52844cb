/**
 * Failures that speak: a content API on another origin that sends no CORS header is
 * refused by the browser itself; the element then says it could not load, with 'Try again', fires
 * `aalto-error` with the endpoint and the reason, and once the other origin allows the page,
 * 'Try again' shows the list. Not a fault of the demo server: a real cross-origin refusal.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, elementsReady, expectNoAxeViolations, open, useBrowser } from './harness';

useBrowser();

/** Another origin (another port) that relays the demo content API, with CORS headers only when `allow` is on. */
let other: Server;
let otherUrl = '';
const cors = { allow: false };

beforeAll(async () => {
  other = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const answer = await fetch(`${baseUrl()}${req.url}`);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (cors.allow) Object.assign(headers, { 'access-control-allow-origin': req.headers.origin ?? '*', 'access-control-allow-credentials': 'true' });
      res.writeHead(answer.status, headers).end(await answer.text());
    })();
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  // localhost, not 127.0.0.1: another host as well as another port, whatever the page's origin.
  otherUrl = `http://localhost:${(other.address() as AddressInfo).port}`;
});
afterAll(async () => {
  other.closeAllConnections();
  await new Promise((resolve) => other.close(resolve));
});

/** Puts a fresh element on the page, its content API at `base`, recording its `aalto-error` details. */
async function place(page: import('playwright-core').Page, tag: string, base: string) {
  await page.evaluate(
    ([t, b]) => {
      document.querySelector(t)?.remove();
      const el = document.createElement(t);
      el.setAttribute('language', 'en');
      el.setAttribute('base-url', b);
      el.setAttribute('heading-level', '2');
      (window as unknown as { __errors: unknown[] }).__errors = [];
      el.addEventListener('aalto-error', (e) =>
        (window as unknown as { __errors: unknown[] }).__errors.push({ ...(e as CustomEvent).detail, error: String((e as CustomEvent).detail.error) }),
      );
      document.querySelector('main')!.append(el);
    },
    [tag, base] as const,
  );
}
const errors = (page: import('playwright-core').Page) => page.evaluate(() => (window as unknown as { __errors: Array<Record<string, unknown>> }).__errors);

describe('a content API that refuses the page (CORS)', () => {
  it("<summer-school-listing> says it could not load, fires aalto-error, and lists the courses on 'Try again' once allowed", async () => {
    cors.allow = false;
    const { page, problems } = await open('/summer-school.html');
    await elementsReady(page);
    await place(page, 'summer-school-listing', otherUrl);
    const tag = page.locator('summer-school-listing');
    await tag.getByRole('status').filter({ hasText: 'The content could not be loaded.' }).waitFor();
    // Still the empty state the contract names (docs/api.md, 'Messages'), with the reason and a way
    // to try again.
    expect(await tag.getByText('No results found.').count()).toBe(1);
    expect(await errors(page)).toEqual([
      expect.objectContaining({
        endpoint: 'summer_school/courses',
        reason: 'network',
        url: `${otherUrl}/aalto_api/summer_school/courses?_format=json&language=en`,
      }),
    ]);
    await expectNoAxeViolations(page, 'summer-school-listing');

    // The button is reached and pressed by keyboard; the list comes once the origin allows the page.
    cors.allow = true;
    const retry = tag.getByRole('button', { name: 'Try again' });
    await retry.focus();
    await page.keyboard.press('Enter');
    await tag
      .getByRole('status')
      .filter({ hasText: /^Showing \d+ courses$/ })
      .waitFor();
    expect(await tag.locator('tbody tr').count()).toBeGreaterThan(0);
    expect(await tag.locator('.aalto-load-failure').count()).toBe(0);
    // The button went with the failure; focus stayed in the element, on the count that says what came.
    expect(await page.evaluate(() => document.activeElement?.matches('summer-school-listing .aalto-count'))).toBe(true);
    // The browser reports the refusal on the console; nothing of ours may add to it.
    expect(problems.filter((p) => !/CORS|Failed to load resource|Access-Control/i.test(p))).toEqual([]);
  });

  it('<events-listing> says so too, when the request is aborted on its way (network)', async () => {
    const { page, context } = await open('/events.html');
    await elementsReady(page);
    await context.route('**/aalto_api/events/list**', (route) => route.abort('failed'));
    await place(page, 'events-listing', '');
    const tag = page.locator('events-listing');
    await tag.getByRole('status').filter({ hasText: 'The content could not be loaded.' }).waitFor();
    expect(await errors(page)).toContainEqual(expect.objectContaining({ endpoint: 'events/list', reason: 'network' }));
    await context.unroute('**/aalto_api/events/list**');
    await tag.getByRole('button', { name: 'Try again' }).click();
    await tag.locator('.aalto-card').first().waitFor();
    expect(await page.evaluate(() => document.activeElement?.matches('events-listing .aalto-count'))).toBe(true);
  });
});
