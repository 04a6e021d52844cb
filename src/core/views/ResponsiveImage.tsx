/**
 * An image from data (docs/api.md, `image`): `src`, `srcset` and `sizes` as sent, with the
 * alternative text from `attr` ('' when missing, or when it only repeats `beside`, the card's title
 * or a person's name beside it: a screen reader would say it twice).
 * Every URL, in `src` and each `srcset` candidate, must be one that may become a link; the rest are
 * dropped.
 */
import type { Image } from '../entities/media.js';
import { safeUrl } from '../links.js';

/** A width, density or height descriptor of a srcset candidate (HTML: `320w`, `1.5x`, `200h`). */
const DESCRIPTOR = /^(?:\d+w|\d+(?:\.\d+)?x|\d+h)(?:\s+(?:\d+w|\d+(?:\.\d+)?x|\d+h))*$/;

/**
 * The candidates of a srcset as the HTML specification splits them: a URL runs to the next
 * white space (a comma inside it stays; commas at its end end the candidate), then descriptors
 * run to the next comma outside parentheses.
 */
export function srcsetCandidates(srcset: string): Array<{ url: string; descriptors: string }> {
  const out: Array<{ url: string; descriptors: string }> = [];
  let pos = 0;
  while (pos < srcset.length) {
    while (pos < srcset.length && /[\s,]/.test(srcset[pos]!)) pos += 1;
    if (pos >= srcset.length) break;
    let end = pos;
    while (end < srcset.length && !/\s/.test(srcset[end]!)) end += 1;
    let url = srcset.slice(pos, end);
    pos = end;
    let descriptors = '';
    if (url.endsWith(',')) {
      url = url.replace(/,+$/, '');
    } else {
      let depth = 0;
      const start = pos;
      while (pos < srcset.length && !(srcset[pos] === ',' && depth === 0)) {
        if (srcset[pos] === '(') depth += 1;
        else if (srcset[pos] === ')') depth = Math.max(0, depth - 1);
        pos += 1;
      }
      descriptors = srcset.slice(start, pos).trim();
      pos += 1;
    }
    if (url) out.push({ url, descriptors });
  }
  return out;
}

/** The srcset candidates whose URLs are safe and descriptors well formed, rejoined; null when none are. */
export function safeSrcset(srcset: string | null): string | null {
  if (!srcset) return null;
  const kept = srcsetCandidates(srcset).filter(
    ({ url, descriptors }) => safeUrl(url) !== null && (descriptors === '' || DESCRIPTOR.test(descriptors)) && !/[<>"']/.test(url),
  );
  return kept.length ? kept.map(({ url, descriptors }) => (descriptors ? `${url} ${descriptors}` : url)).join(', ') : null;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function ResponsiveImage({ image, className, beside = '' }: { image: Image | null; className?: string; beside?: string }) {
  const src = image?.imageUrl ?? null;
  const srcSet = safeSrcset(image?.srcset ?? null);
  // An image still being looked up (a media id without a URL): its place, so nothing shifts.
  if (!src && !srcSet) return image?.mediaId ? <span className={`${className ?? ''} aalto-image--pending`} aria-hidden="true" /> : null;
  return (
    <img
      className={className}
      src={src ?? undefined}
      srcSet={srcSet ?? undefined}
      sizes={srcSet && image?.sizes ? image.sizes : undefined}
      alt={image?.attr && !same(image.attr, beside) ? image.attr : ''}
      loading="lazy"
      decoding="async"
    />
  );
}
