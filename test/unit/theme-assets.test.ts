/** The site theme's assets (`theme-url`, docs/api.md 'Page settings'): theme-relative image addresses resolve under it. */
import { describe, expect, it } from 'vitest';
import { themeAsset, themedImage } from '../../src/core/theme-assets';

const image = (imageUrl: string | null, srcset: string | null = null) => ({ mediaId: null, nodeId: null, imageUrl, srcset, sizes: null, attr: 'A' });

describe('theme assets', () => {
  it('puts a theme-relative address under theme-url, and leaves site paths and URLs as they are', () => {
    expect(themeAsset('images/event.jpg', 'https://www.example.edu/themes/custom/uni')).toBe('https://www.example.edu/themes/custom/uni/images/event.jpg');
    expect(themeAsset('./icons/pdf.svg', '/themes/uni')).toBe('/themes/uni/icons/pdf.svg');
    expect(themeAsset('/sites/default/files/a.jpg', '/themes/uni')).toBe('/sites/default/files/a.jpg');
    expect(themeAsset('https://cdn.example.edu/a.jpg', '/themes/uni')).toBe('https://cdn.example.edu/a.jpg');
  });

  it('leaves out a theme-relative address when the page gives no theme-url (never resolved against the page)', () => {
    expect(themeAsset('images/event.jpg', '')).toBeNull();
    expect(themedImage(image('images/event.jpg', 'images/a.jpg 1x, /b.jpg 2x'), '')).toEqual(image(null, '/b.jpg 2x'));
  });

  it('resolves every source of a srcset, keeping its descriptor', () => {
    expect(themedImage(image('/a.jpg', 'images/a-480.jpg 480w, images/a-960.jpg 960w'), '/themes/uni')).toEqual(
      image('/a.jpg', '/themes/uni/images/a-480.jpg 480w, /themes/uni/images/a-960.jpg 960w'),
    );
    const untouched = image('/a.jpg', '/a-480.jpg 480w');
    expect(themedImage(untouched, '/themes/uni')).toBe(untouched);
  });
});
