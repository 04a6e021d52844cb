/**
 * Theming in Chromium: a site's custom property wins over the defaults whatever the order, the
 * opt-in dark theme (no axe violations in it), and forced colours (states not by colour alone).
 */
import { describe, expect, it } from 'vitest';
import { elementsReady, expectNoAxeViolations, open, useBrowser } from './harness';

useBrowser();

describe('theme', () => {
  it('lets a site value win before or after the stylesheet, goes dark on request, and keeps states visible in forced colours', async () => {
    const { page } = await open('/quicksearch.html');
    await elementsReady(page);
    const input = page.getByRole('combobox').or(page.getByRole('searchbox')).first();
    // A site's :root value, added before the library's stylesheet, still wins.
    await page.evaluate(() => {
      const style = document.createElement('style');
      style.textContent = ':root { --aalto-accent: rgb(179, 0, 0); }';
      document.head.prepend(style);
    });
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('aalto-quicksearch')!).getPropertyValue('--aalto-accent').trim())).toBe(
      'rgb(179, 0, 0)',
    );

    // Light unless the page asks: then the dark values, without contrast failures.
    const background = () => page.evaluate(() => getComputedStyle(document.querySelector('aalto-quicksearch')!).getPropertyValue('--aalto-background').trim());
    expect(await background()).toMatch(/#fff|light-dark/);
    const { page: dark } = await open('/events.html?theme=dark');
    await elementsReady(dark);
    expect(
      await dark.evaluate(
        () => getComputedStyle(document.querySelector('.aalto-button:not(.aalto-search__clear):not(.aalto-button--primary)')!).backgroundColor,
      ),
    ).toBe('rgb(18, 18, 18)');
    await expectNoAxeViolations(dark);

    // Forced colours: the valid state is a thicker border, focus a solid outline.
    await page.emulateMedia({ forcedColors: 'active' });
    await input.fill('research');
    expect(await input.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe('2px');
    await input.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    expect(await input.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
  });
});
