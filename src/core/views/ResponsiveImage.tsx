/**
 * An image from data (spec §3 Image): `src`, `srcset` and `sizes` as sent, with the alternative
 * text from `attr` ('' when missing: the card's title already says what it shows). Every URL, in
 * `src` and each `srcset` candidate, must be one that may become a link; the rest are dropped.
 */
import type { Image } from '../entities/media.js';
import { safeUrl } from '../links.js';

/** The srcset candidates whose URLs are safe, rejoined; null when none are. */
export function safeSrcset(srcset: string | null): string | null {
  if (!srcset) return null;
  const candidates = srcset
    .split(/,\s+/)
    .map((candidate) => candidate.trim())
    .filter((candidate) => {
      const [url] = candidate.split(/\s+/);
      return url !== undefined && safeUrl(url) !== null && !/[<>"']/.test(candidate);
    });
  return candidates.length ? candidates.join(', ') : null;
}

export function ResponsiveImage({ image, className }: { image: Image | null; className?: string }) {
  const src = image?.imageUrl ?? null;
  const srcSet = safeSrcset(image?.srcset ?? null);
  if (!src && !srcSet) return null;
  return (
    <img
      className={className}
      src={src ?? undefined}
      srcSet={srcSet ?? undefined}
      sizes={srcSet && image?.sizes ? image.sizes : undefined}
      alt={image?.attr ?? ''}
      loading="lazy"
      decoding="async"
    />
  );
}
