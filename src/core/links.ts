/**
 * Links from data (docs/api.md, 'Links and images'): a URL not starting with '/' is external; only
 * http, https and mailto URLs, and relative paths, may become links. Anything else (`javascript:`,
 * `data:`, `vbscript:`, whitespace tricks such as `java\tscript:`) is never rendered as a link.
 */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);
const PARSE_BASE = 'https://relative.invalid/';
const PARSE_ORIGIN = 'https://relative.invalid';

/** The URL when it may be rendered as a link, else null. */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (url === '') return null;
  // The common cases without the URL parser (lists carry thousands): a site path, or an http(s)
  // URL with no control characters or spaces that a browser would strip or stop at.
  // eslint-disable-next-line no-control-regex -- the control characters are what the test looks for.
  if (/^(?:\/(?!\/)|https?:\/\/)[^\s\u0000-\u001f\u007f]*$/i.test(url)) return url;
  try {
    // The URL parser strips tabs and newlines the way a browser does before it follows a link.
    return SAFE_PROTOCOLS.has(new URL(url, PARSE_BASE).protocol) ? url : null;
  } catch {
    return null;
  }
}

/** The page the element stands on (a stand-in outside a browser). */
export function pageHref(): string {
  return typeof location !== 'undefined' && /^https?:/.test(location.href) ? location.href : PARSE_BASE;
}

/**
 * A path of this site: it starts with '/' and the URL parser, resolving it against the page as a
 * browser does, keeps it on the page's origin. `/\evil.com` and `/<tab>/evil.com` start with '/'
 * but lead to another host.
 */
export function isSitePath(url: string): boolean {
  if (!url.startsWith('/')) return false;
  // The common case without the URL parser, which was a visible part of the services hub's first
  // render (some 500 cards): the parser drops tabs and newlines, then leaves the origin only when the
  // first '/' is followed by another '/' or a backslash. Anything else goes through it.
  if (/^\/(?![/\\])[^\t\n\r]*$/.test(url)) return true;
  // A path resolves the same against the page or its origin, so the origin alone is the base.
  const origin = typeof location !== 'undefined' && /^https?:/.test(location.href) ? location.origin : PARSE_ORIGIN;
  try {
    return new URL(url, origin).origin === origin;
  } catch {
    return false;
  }
}

/** A link that leaves the site (docs/api.md, 'Links and images'): anything but a path of this site. */
export function isExternalUrl(url: string): boolean {
  return !isSitePath(url);
}

/** Joins the site's base URL and a site path: ('https://x.fi', '/en/search') → 'https://x.fi/en/search'. */
export function siteUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
