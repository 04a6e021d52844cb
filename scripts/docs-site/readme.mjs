// The README as the API reference's guides and its elements' usage notes (scripts/docs-site.mjs).
// Every section of the README goes somewhere: a `### <tag>` section to the page of each tag it
// names, the others to the guide that lists them (GUIDES) or that holds their parent. A section
// that goes nowhere fails the build, so a new README section cannot silently miss the docs.
import { Marked } from 'marked';
import { escapeHtml, slug } from './html.mjs';

/**
 * The guide pages: each takes the README sections it names (by heading text) and the sections
 * under them that no one else takes. A guide of one section has that section's heading as its title.
 */
export const GUIDES = [
  { slug: 'getting-started', title: 'Getting started', sections: ['aalto-hubs', 'Set up', 'Elements', 'Development'] },
  { slug: 'embedding', title: 'Embedding an element in a CMS template', sections: ['Embedding an element in a CMS template'] },
  { slug: 'attributes', title: 'Attributes of every element', sections: ['Attributes of every element'] },
  { slug: 'events', title: 'Events and analytics', sections: ['Analytics', 'Events'] },
  { slug: 'texts', title: 'Texts and other languages', sections: ['Texts'] },
  { slug: 'frameworks', title: 'npm, bundlers and frameworks', sections: ['Using it from npm, a bundler or a framework'] },
  { slug: 'theming', title: 'Theming', sections: ['Theming'] },
  { slug: 'production', title: 'Production: the content API and the search cluster', sections: ['Production: the content API and the search cluster'] },
];

const TAG_IN_HEADING = /`<([a-z][a-z0-9]*(?:-[a-z0-9]+)+)>`/g;

/**
 * The README cut at its headings: `{ depth, heading, tokens, owner }`, where `owner` is a guide's
 * slug or `tags:<tag>,<tag>` for an element section. Throws on a section that has no owner.
 */
export function readmeSections(text, tags) {
  const marked = new Marked();
  const sections = [];
  for (const token of marked.lexer(text)) {
    if (token.type === 'heading') sections.push({ depth: token.depth, heading: token.text, headingTokens: token.tokens, tokens: [] });
    else if (sections.length) sections.at(-1).tokens.push(token);
  }
  const stack = [];
  for (const section of sections) {
    while (stack.length && stack.at(-1).depth >= section.depth) stack.pop();
    const named = [...section.heading.matchAll(TAG_IN_HEADING)].map((m) => m[1]);
    const guide = GUIDES.find((g) => g.sections.includes(section.heading));
    const parent = stack.at(-1);
    if (named.length) {
      const unknown = named.filter((tag) => !tags.includes(tag));
      if (unknown.length) throw new Error(`README section '${section.heading}' names no element of the registry: ${unknown.join(', ')}`);
      section.owner = `tags:${named.join(',')}`;
      section.tags = named;
    } else if (guide) section.owner = guide.slug;
    // The title's section holds every other: it passes on no owner.
    else if (parent && parent.depth > 1) section.owner = parent.owner;
    if (!section.owner) throw new Error(`README section '${section.heading}' is in no guide: add it to GUIDES in scripts/docs-site/readme.mjs`);
    section.root = guide || named.length || !parent || parent.depth === 1 ? section : parent.root;
    stack.push(section);
  }
  for (const guide of GUIDES) {
    for (const heading of guide.sections) {
      if (!sections.some((s) => s.heading === heading)) throw new Error(`GUIDES: the README has no section '${heading}' (guide ${guide.slug})`);
    }
  }
  return sections;
}

/**
 * Renders sections to HTML. `headingLevel(section)` gives a section's heading level (null: no
 * heading); `link(href)` rewrites a link; `tagHref(tag)` is an element's page (null: no link).
 * Ids are made unique in `ids`, the page's set.
 */
export function renderSections(sections, { headingLevel, link, tagHref, ids, codeBlock }) {
  let inLink = false;
  const marked = new Marked({
    renderer: {
      heading({ tokens, depth }) {
        const text = this.parser.parseInline(tokens);
        return `<h${depth} id="${uniqueId(ids, slug(this.parser.parseInline(tokens, this.parser.textRenderer)))}">${text}</h${depth}>\n`;
      },
      link({ href, title, tokens }) {
        inLink = true;
        const text = this.parser.parseInline(tokens);
        inLink = false;
        const target = link(href);
        return `<a href="${escapeHtml(target)}"${title ? ` title="${escapeHtml(title)}"` : ''}>${text}</a>`;
      },
      codespan({ text }) {
        const tag = /^<([a-z][a-z0-9]*(?:-[a-z0-9]+)+)>$/.exec(text)?.[1];
        const href = tag && !inLink ? tagHref(tag) : null;
        return href ? `<a href="${escapeHtml(href)}"><code>${escapeHtml(text)}</code></a>` : `<code>${escapeHtml(text)}</code>`;
      },
      code({ text, lang }) {
        return codeBlock(text, lang);
      },
    },
  });
  let html = '';
  for (const section of sections) {
    const level = headingLevel(section);
    if (level) html += marked.parser([{ type: 'heading', depth: level, tokens: section.headingTokens, text: section.heading, raw: '' }]);
    const tokens = Object.assign([...section.tokens], { links: {} });
    html += marked.parser(tokens);
  }
  return html;
}

/** `id`, or `id-2`, `id-3`… when the page has it already; remembered in `ids`. */
export function uniqueId(ids, id) {
  let unique = id || 'section';
  for (let n = 2; ids.has(unique); n += 1) unique = `${id}-${n}`;
  ids.add(unique);
  return unique;
}

/** A guide's sections with their heading levels: a guide of one section takes its heading as the page's h1. */
export function guideSections(sections, guide) {
  const own = sections.filter((s) => s.owner === guide.slug);
  const roots = own.filter((s) => s.root === s);
  const single = roots.length === 1;
  return own.map((section) => {
    const root = section.root;
    // The README's own title (its introduction) is the page's: no heading of its own.
    if (section === root && (single || root.depth === 1)) return { section, level: null };
    return { section, level: Math.min(6, section.depth - root.depth + (single ? 1 : 2)) };
  });
}
