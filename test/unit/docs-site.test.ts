// @vitest-environment node
/**
 * The API reference's generator (scripts/docs-site.mjs and docs-site/): the manifest's texts are
 * escaped wherever a page shows them; the guides' and the elements' Markdown keeps its links
 * between pages and GitHub's heading ids, and holds no markup. The pages themselves (axe, links,
 * Copy) are test/browser/docs-pages.test.ts's.
 */
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeBlock, elementPage, type ManifestDeclaration } from '../../scripts/docs-site/pages.mjs';
import { GUIDES, NOT_GUIDES, headingId, relativeLinks, renderMarkdown, splitTitle } from '../../scripts/docs-site/markdown.mjs';

const HOSTILE = '<img src=x onerror="alert(1)"> & "quotes" `<b>code</b>`';

describe('an element page', () => {
  const declaration: ManifestDeclaration = {
    name: 'EvilElement',
    tagName: 'evil-element',
    summary: HOSTILE,
    description: HOSTILE,
    attributes: [{ name: 'x-y', fieldName: 'xY', type: { text: "'<a>' | 'b'" }, default: "'<a>'", description: HOSTILE }],
    members: [
      { kind: 'field', name: 'strings', type: { text: 'Record<string, string>' }, description: HOSTILE },
      { kind: 'method', name: 'renew', description: HOSTILE },
    ],
    events: [{ name: 'aalto-error', type: { text: 'CustomEvent<{ error: unknown }>' }, description: HOSTILE }],
    cssProperties: [{ name: '--aalto-accent', default: '#0a5ad4', description: HOSTILE }],
    cssParts: [{ name: 'aalto-card', description: `Class \`.aalto-card\`: ${HOSTILE}` }],
  };
  const html = elementPage({
    declaration,
    entry: { tag: 'evil-element', title: '<Evil>' },
    example: '<evil-element language="en"></evil-element>',
    usage: '',
    demoPages: [{ page: 'evil.html', title: '<Evil>' }],
  });

  it('escapes every text of the manifest and the registry: none becomes markup', () => {
    expect(html).not.toMatch(/<img|<b>|<Evil>|<a>/);
    expect(html).toContain('&#60;img src=x onerror=&#34;alert(1)&#34;&#62; &#38; &#34;quotes&#34; <code>&#60;b&#62;code&#60;/b&#62;</code>');
    // The live example is the one piece of markup the page means, and its code block shows it as text.
    expect(html).toContain('<div class="docs-example">\n<evil-element language="en"></evil-element>\n</div>');
    expect(html).toContain('&#60;evil-element language=&#34;en&#34;&#62;&#60;/evil-element&#62;');
  });

  it('has a table row for each attribute, event, custom property and class, and the methods', () => {
    for (const name of ['x-y', 'aalto-error', '--aalto-accent', '.aalto-card', 'renew()', 'strings'])
      expect(html).toContain(`<th scope="row"><code>${name}</code></th>`);
  });
});

describe('a code block', () => {
  it('shows its text as text, beside a Copy button that names it', () => {
    const block = codeBlock('<script>alert(1)</script>\n', { id: 'code-1', lang: 'html', what: 'the markup' });
    expect(block).toContain('<code id="code-1" class="language-html">&#60;script&#62;alert(1)&#60;/script&#62;</code>');
    expect(block).toContain('<button type="button" class="docs-copy" data-copy="code-1">Copy<span class="docs-hidden"> the markup</span></button>');
  });
});

describe('the Markdown pages', () => {
  const render = (text: string, self: string | null = null) =>
    renderMarkdown(text, {
      link: (href) => (href.startsWith('#') ? href : `https://example.org/${href}`),
      tagHref: (tag) => (tag === self ? null : `/docs/elements/${tag}.html`),
      ids: new Set(['main']),
      shift: 1,
      codeBlock: (text) => `<pre>${text}</pre>`,
    });

  it("gives headings GitHub's ids, unique on the page, a level down", () => {
    const html = render('## `summer_school/courses`\n\n## Page settings\n\n### Page settings\n\n## Main\n');
    expect(html).toContain('<h3 id="summer_schoolcourses"><code>summer_school/courses</code></h3>');
    expect(html).toContain('<h3 id="page-settings">Page settings</h3>');
    expect(html).toContain('<h4 id="page-settings-2">Page settings</h4>');
    expect(html).toContain('<h3 id="main-2">Main</h3>');
    expect(headingId("`into/grants-awards` and 'Displayed statuses'")).toBe('intogrants-awards-and-displayed-statuses');
  });

  it("links other elements' tags to their pages, never the page's own, and rewrites links", () => {
    const html = render('See [api](../../docs/api.md), `<news-listing>` and `<events-listing>`.', 'events-listing');
    expect(html).toContain('<a href="https://example.org/../../docs/api.md">api</a>');
    expect(html).toContain('<a href="/docs/elements/news-listing.html"><code>&#60;news-listing&#62;</code></a>');
    expect(html).toContain('<code>&#60;events-listing&#62;</code>.');
  });

  it('shows markup in the Markdown as text, never as markup', () => {
    expect(render(`Text <img src=x onerror="alert(1)"> and <b>bold</b>\n\n<div>${HOSTILE}</div>\n`)).not.toMatch(/<img|<b>|<div/);
  });

  it('finds the relative links of a text, in lists and tables too', () => {
    const text = '[a](docs/a.md) [b](https://x.org) [c](#c)\n\n- [d](../d.md)\n\n| x |\n| --- |\n| [e](e.md#f) |\n\n![p](docs/p.png)\n';
    expect(relativeLinks(text)).toEqual(['docs/a.md', '../d.md', 'e.md#f', 'docs/p.png']);
  });

  it('has a title on every guide, and every file of docs/ is a guide or left out on purpose', () => {
    for (const guide of GUIDES) expect(existsSync(`${process.cwd()}/${guide.file}`), guide.file).toBe(true);
    const files = readdirSync(`${process.cwd()}/docs`)
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`);
    expect(files.filter((f) => !NOT_GUIDES.includes(f)).sort()).toEqual(GUIDES.map((g) => g.file).sort());
    expect(splitTitle('# `<a-b>` title\n\nBody\n')).toEqual({ title: '<a-b> title', body: 'Body\n' });
  });
});
