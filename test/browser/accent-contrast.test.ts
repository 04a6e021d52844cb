/**
 * A site's accent keeps its contrast (docs/theming.md): a site that sets only `--aalto-accent`, in
 * dark mode or with a light accent, gets text on the accent and text in the accent of 4.5:1 at
 * least, measured in Chromium on the colours it paints (canvas), against the background under them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { elementsReady, open, useBrowser } from './harness';

useBrowser();

interface Measured {
  what: string;
  color: string;
  background: string;
  ratio: number;
}

/** Each match of the selectors: its text colour and the first opaque background under it, as painted, and their contrast. */
function measure(page: Page, selectors: string[]): Promise<Measured[]> {
  return page.evaluate((selectors) => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    /** Any CSS colour (rgb(), color(xyz-d65 …), oklch …) as Chromium paints it in sRGB. */
    const rgba = (color: string) => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = '#000';
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data];
    };
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const lin = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const backgroundOf = (el: Element | null): string => {
      for (let node = el; node; node = node.parentElement) {
        const bg = getComputedStyle(node).backgroundColor;
        if (rgba(bg)[3] === 255) return bg;
      }
      return getComputedStyle(document.documentElement).colorScheme.includes('dark') ? 'canvas' : '#fff';
    };
    return selectors.flatMap((selector) =>
      [...document.querySelectorAll(selector)].slice(0, 3).map((el) => {
        const color = getComputedStyle(el).color;
        const background = backgroundOf(el);
        const [fg, bg] = [luminance(rgba(color)), luminance(rgba(background))];
        return {
          what: `${selector} '${el.textContent?.trim().slice(0, 30)}'`,
          color,
          background,
          ratio: (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05),
        };
      }),
    );
  }, selectors);
}

/** Puts a site's stylesheet first in <head>: the library's defaults must not win over it. */
async function siteStyle(page: Page, css: string) {
  await page.evaluate((css) => {
    const style = document.createElement('style');
    style.textContent = css;
    document.head.prepend(style);
  }, css);
}

/** Text on the accent: the listing's search button. */
const PRIMARY = 'events-listing .aalto-button--primary';
/** Text in the accent: the other buttons, links. */
const BUTTON = 'events-listing .aalto-button:not(.aalto-button--primary)';
const LINK = 'events-listing .aalto-listing a';
const ACCENT_TEXT = [PRIMARY];
const ACCENT_INK = [BUTTON, LINK];

describe('a site accent', () => {
  it('in dark mode, set alone: text on it and text in it keep 4.5:1 (a red that gave 2.4:1)', async () => {
    const { page } = await open('/events.html?theme=dark');
    await elementsReady(page);
    await siteStyle(page, ':root { --aalto-accent: #b30000; }');
    const primary = await measure(page, ACCENT_TEXT);
    const ink = await measure(page, ACCENT_INK);
    expect(primary.length).toBeGreaterThan(0);
    expect(ink.length).toBeGreaterThan(2);
    // The site's accent is what fills the primary button.
    expect(
      await page
        .locator(PRIMARY)
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe('rgb(179, 0, 0)');
    for (const m of [...primary, ...ink]) expect(m.ratio, JSON.stringify(m)).toBeGreaterThanOrEqual(4.5);
  });

  it('set on the tag, light and too pale for text: the element derives its own pairs', async () => {
    const { page } = await open('/events.html');
    await elementsReady(page);
    await siteStyle(page, 'events-listing { --aalto-accent: #ffd400; }');
    const measured = [...(await measure(page, ACCENT_TEXT)), ...(await measure(page, ACCENT_INK))];
    expect(measured.length).toBeGreaterThan(2);
    for (const m of measured) expect(m.ratio, JSON.stringify(m)).toBeGreaterThanOrEqual(4.5);
    // Text on a yellow accent is black, not the white that the light theme had.
    expect(
      await page
        .locator(PRIMARY)
        .first()
        .evaluate((el) => getComputedStyle(el).color),
    ).toMatch(/^(rgb\(0, 0, 0\)|color\(xyz-d65 0 0 0\))$/);
  });

  it("keeps a site's own --aalto-accent-text, and draws the default accent as it is", async () => {
    const { page } = await open('/events.html');
    await elementsReady(page);
    const link = page.locator(LINK).first();
    const button = page.locator(PRIMARY).first();
    const painted = (locator: typeof link, property: 'color' | 'backgroundColor') =>
      locator.evaluate((el, property) => {
        const ctx = document.createElement('canvas').getContext('2d')!;
        ctx.fillStyle = getComputedStyle(el)[property];
        ctx.fillRect(0, 0, 1, 1);
        return [...ctx.getImageData(0, 0, 1, 1).data].slice(0, 3).join(',');
      }, property);
    // The default accent (#0a5ad4) is readable on white: links are drawn in it, its text white.
    expect(await painted(link, 'color')).toBe('10,90,212');
    expect(await painted(button, 'color')).toBe('255,255,255');
    await siteStyle(page, ':root { --aalto-accent-text: rgb(255, 250, 200); }');
    expect(await painted(button, 'color')).toBe('255,250,200');
  });
});
