/**
 * Every element's demo page on answers shaped as the specification writes them (the cookie
 * `demo_data=spec`: the demo server answers from test/spec-data/, written from the specification
 * alone): the element shows what it got, nothing reaches the console, and no filter choice it
 * offers is without results.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { elementsReady, open, useBrowser } from './harness';

useBrowser();
const registry: Array<{ tag: string; page: string; offline: boolean }> = JSON.parse(readFileSync(`${process.cwd()}/dist/registry.json`, 'utf8'));

describe('every element on specification-shaped answers, in Chromium', () => {
  for (const { tag, page: path } of registry.filter((e) => !e.offline)) {
    it(`<${tag}>`, async () => {
      const { page, problems } = await open(`/${path}`, { cookies: { demo_data: 'spec' } });
      await elementsReady(page);
      const shown = await page.evaluate((t) => {
        const el = document.querySelector(t)!;
        el.querySelector<HTMLButtonElement>('.aalto-disclosure__button[aria-expanded="false"]')?.click();
        return { text: el.textContent.trim(), count: el.querySelector('.aalto-count')?.textContent ?? '' };
      }, tag);
      expect(shown.text, tag).not.toBe('');
      if (shown.count) expect(Number(/\d+/.exec(shown.count)?.[0] ?? 0), `${tag}: ${shown.count}`).toBeGreaterThan(0);
      const dead = await page
        .locator(`${tag} .aalto-filters label`)
        .evaluateAll((labels) => labels.map((l) => l.textContent).filter((text) => /\(0\)\s*$/.test(text)));
      expect(dead, `${tag}: choices without results`).toEqual([]);
      expect(
        problems.filter((p) => !p.includes('Failed to load resource')),
        tag,
      ).toEqual([]);
    });
  }
});
