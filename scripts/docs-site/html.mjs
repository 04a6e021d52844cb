// Small HTML helpers of the API reference's generator.

/** Text as HTML: every character that could open markup or end an attribute is a reference. */
export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A manifest text (JSDoc prose) as HTML: escaped, with its `code` spans as <code>. The text is
 * escaped before the spans are marked, so nothing in it can become markup.
 */
export const prose = (text) => escapeHtml(text ?? '').replace(/`([^`]+)`/g, '<code>$1</code>');

/** An id or file name from a heading's text: lower case letters, digits and hyphens. */
export const slug = (text) =>
  String(text)
    .toLowerCase()
    .replace(/&#?\w+;|['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
