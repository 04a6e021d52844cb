/**
 * A link to a URL from data (docs/api.md, 'Links and images'): only http, https, mailto and paths
 * become links, and a URL not starting with '/' is marked external (rel="external", plus noopener
 * noreferrer in a new tab) with a visually hidden hint. Anything else renders as plain text.
 */
import type { ReactNode } from 'react';
import { isExternalUrl, safeUrl } from '../links.js';

export interface SafeLinkProps {
  href: string | null | undefined;
  children: ReactNode;
  /** `_self` (any case) or '' opens in the same tab; any other target is another browsing context. */
  target?: string;
  /** Hint read after an external link's text, e.g. '(opens an external site)'. */
  externalHint: string;
  /** Hint read after a new-tab link's text, e.g. '(opens in a new tab)'. */
  newTabHint: string;
  className?: string;
}

export function SafeLink({ href, children, target, externalHint, newTabHint, className }: SafeLinkProps) {
  const url = safeUrl(href);
  if (!url) return <span className={className}>{children}</span>;
  const external = isExternalUrl(url);
  const name = target?.trim() ?? '';
  // Any target but this tab (`_blank`, `_BLANK`, a named window) gets no opener and says so.
  const newTab = name !== '' && name.toLowerCase() !== '_self';
  const rel = [external ? 'external' : '', newTab ? 'noopener noreferrer' : ''].filter(Boolean).join(' ');
  const hint = [external ? externalHint : '', newTab ? newTabHint : ''].filter(Boolean).join(' ');
  return (
    <a href={url} className={className} target={newTab ? name : undefined} rel={rel || undefined} data-external={external ? '' : undefined}>
      {children}
      {hint && <span className="aalto-visually-hidden"> {hint}</span>}
    </a>
  );
}
