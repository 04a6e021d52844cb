/**
 * The site theme's assets (docs/api.md, 'Page settings', `theme-url`: where the theme's icons and
 * images live). An image whose address in the data is relative to the theme
 * (`images/event-default.jpg`: neither a site path nor a URL) is the theme's; without a `theme-url`
 * it is left out, never resolved against whatever page the element stands on.
 */
import type { Image } from './entities/media.js';

/** A theme-relative address: no scheme, no leading slash. */
const relative = (url: string) => !/^([a-z][a-z\d+.-]*:|\/)/i.test(url);

/** An asset's address with theme-relative ones under the theme; null for one that has no theme to be under. */
export function themeAsset(url: string, themeUrl: string): string | null {
  if (!relative(url)) return url;
  return themeUrl ? `${themeUrl}/${url.replace(/^\.\//, '')}` : null;
}

/** An image with its address and every source of its srcset resolved by `themeAsset`. */
export function themedImage(image: Image | null, themeUrl: string): Image | null {
  if (!image) return image;
  const imageUrl = image.imageUrl && themeAsset(image.imageUrl, themeUrl);
  const srcset = image.srcset
    ?.split(',')
    .map((candidate) => {
      const [url, ...descriptor] = candidate.trim().split(/\s+/);
      const resolved = url ? themeAsset(url, themeUrl) : null;
      return resolved ? [resolved, ...descriptor].join(' ') : null;
    })
    .filter((candidate): candidate is string => candidate !== null)
    .join(', ');
  return imageUrl === image.imageUrl && srcset === (image.srcset ?? undefined) ? image : { ...image, imageUrl: imageUrl ?? null, srcset: srcset || null };
}
