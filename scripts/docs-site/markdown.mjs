// The Markdown of the repository as pages of the API reference (scripts/docs-site.mjs): the
// guides in docs/ (GUIDES) and each element's README (src/hubs/<tag>/README.md). Links between
// them become links between the pages; a link to another file of the repository goes to the
// repository's copy of it, and one to a file that is not there fails the build.
import { Marked } from 'marked';
import { escapeHtml } from './html.mjs';

/** The guide pages, in the navigation's order: each is a file of docs/, titled by its first heading. */
export const GUIDES = [
  { slug: 'cms', file: 'docs/cms.md' },
  { slug: 'npm', file: 'docs/npm.md' },
  { slug: 'react', file: 'docs/react.md' },
  { slug: 'theming', file: 'docs/theming.md' },
  { slug: 'consent', file: 'docs/consent.md' },
  { slug: 'events', file: 'docs/events.md' },
  { slug: 'languages', file: 'docs/languages.md' },
  { slug: 'production', file: 'docs/production.md' },
  { slug: 'search', file: 'docs/search.md' },
  { slug: 'api', file: 'docs/api.md' },
];

/**
 * The files of docs/ that are no guide: for contributors, or generated (and long). The build fails
 * on a file of docs/ in neither list, so a new guide cannot silently miss the reference.
 */
export const NOT_GUIDES = ['docs/development.md', 'docs/strings.md', 'docs/benchmarks.md', 'docs/keyboard.md'];

/**
 * A heading's id as GitHub makes it, so that a link to `api.md#page-settings` works in the
 * repository and on the pages alike: lower case, punctuation but hyphens and underscores dropped,
 * spaces as hyphens.
 */
export const headingId = (text) =>
  String(text)
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** `id`, or `id-2`, `id-3`… when the page has it already; remembered in `ids`. */
export function uniqueId(ids, id) {
  let unique = id || 'section';
  for (let n = 2; ids.has(unique); n += 1) unique = `${id}-${n}`;
  ids.add(unique);
  return unique;
}

/** A Markdown file's title (its first `# ` heading, as plain text) and the rest of it. */
export function splitTitle(text) {
  const match = /^# (.+)\n+/.exec(text);
  if (!match) return { title: null, body: text };
  return { title: match[1].replace(/`/g, ''), body: text.slice(match[0].length) };
}

/**
 * Renders Markdown to HTML. `link(href)` rewrites a link (relative ones are the source file's);
 * `tagHref(tag)` is an element's page for a `<tag>` code span (null: no link); headings move down
 * `shift` levels (at most h6) and get ids unique in `ids`, the page's set; `codeBlock(text, lang)`
 * renders a fenced block.
 */
export function renderMarkdown(text, { link, tagHref, ids, codeBlock, shift = 0 }) {
  let inLink = false;
  const marked = new Marked({
    renderer: {
      heading({ tokens, depth }) {
        const level = Math.min(6, depth + shift);
        const id = uniqueId(ids, headingId(this.parser.parseInline(tokens, this.parser.textRenderer)));
        return `<h${level} id="${escapeHtml(id)}">${this.parser.parseInline(tokens)}</h${level}>\n`;
      },
      link({ href, title, tokens }) {
        inLink = true;
        const text = this.parser.parseInline(tokens);
        inLink = false;
        return `<a href="${escapeHtml(link(href))}"${title ? ` title="${escapeHtml(title)}"` : ''}>${text}</a>`;
      },
      image({ href, text }) {
        return `<img src="${escapeHtml(link(href))}" alt="${escapeHtml(text)}">`;
      },
      codespan({ text }) {
        const tag = /^<([a-z][a-z0-9]*(?:-[a-z0-9]+)+)>$/.exec(text)?.[1];
        const href = tag && !inLink ? tagHref(tag) : null;
        const code = `<code>${escapeHtml(text)}</code>`;
        return href ? `<a href="${escapeHtml(href)}">${code}</a>` : code;
      },
      code({ text, lang }) {
        return codeBlock(text, lang);
      },
      html({ text }) {
        // The Markdown holds no markup of its own: what looks like a tag is shown as text.
        return escapeHtml(text);
      },
    },
  });
  return marked.parse(text);
}

/** The relative links of a Markdown text (not the absolute ones, not a page's own `#id`). */
export function relativeLinks(text) {
  const links = [];
  const walk = (tokens) => {
    for (const token of tokens ?? []) {
      if ((token.type === 'link' || token.type === 'image') && !/^([a-z][a-z0-9+.-]*:|#)/i.test(token.href)) links.push(token.href);
      walk(token.tokens);
      if (token.type === 'list') for (const item of token.items) walk(item.tokens);
      if (token.type === 'table') for (const cell of [...token.header, ...token.rows.flat()]) walk(cell.tokens);
    }
  };
  walk(new Marked().lexer(text));
  return links;
}
