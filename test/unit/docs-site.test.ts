// @vitest-environment node
/**
 * The API reference's generator (scripts/docs-site.mjs and docs-site/): the manifest's texts are
 * escaped wherever a page shows them, and every README section goes to a guide or to the page of
 * the elements it names, or the build says which does not. The pages themselves (axe, links,
 * Copy) are test/browser/docs-pages.test.ts's.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { codeBlock, elementPage, type ManifestDeclaration } from '../../scripts/docs-site/pages.mjs';
import { GUIDES, guideSections, readmeSections, renderSections } from '../../scripts/docs-site/readme.mjs';

const HOSTILE = '<img src=x onerror="alert(1)"> & "quotes" `<b>code</b>`';

describe('an element page', () => {
  const declaration: ManifestDeclaration = {
    name: 'EvilElement',
    tagName: 'evil-element',
    summary: HOSTILE,
    description: HOSTILE,
    attributes: [{ name: 'x-y', fieldName: 'xY', type: { text: "'<a>' | 'b'" }, default: "'<a>'", description: HOSTILE }],
    members: [{ kind: 'field', name: 'strings', type: { text: 'Record<string, string>' }, description: HOSTILE }, { kind: 'method', name: 'renew', description: HOSTILE }],
    events: [{ name: 'aalto-error', type: { text: 'CustomEvent<{ error: unknown }>' }, description: HOSTILE }],
    cssProperties: [{ name: '--aalto-accent', default: '#0a5ad4', description: HOSTILE }],
    cssParts: [{ name: 'aalto-card', description: `Class \`.aalto-card\`: ${HOSTILE}` }],
  };
  const html = elementPage({ declaration, entry: { tag: 'evil-element', title: '<Evil>' }, example: '<evil-element language="en"></evil-element>', usage: '', shared: [], demoPages: [{ page: 'evil.html', title: '<Evil>' }] });

  it("escapes every text of the manifest and the registry: none becomes markup", () => {
    expect(html).not.toMatch(/<img|<b>|<Evil>|<a>/);
    expect(html).toContain('&#60;img src=x onerror=&#34;alert(1)&#34;&#62; &#38; &#34;quotes&#34; <code>&#60;b&#62;code&#60;/b&#62;</code>');
    // The live example is the one piece of markup the page means, and its code block shows it as text.
    expect(html).toContain('<div class="docs-example">\n<evil-element language="en"></evil-element>\n</div>');
    expect(html).toContain('&#60;evil-element language=&#34;en&#34;&#62;&#60;/evil-element&#62;');
  });

  it('has a table row for each attribute, event, custom property and class, and the methods', () => {
    for (const name of ['x-y', 'aalto-error', '--aalto-accent', '.aalto-card', 'renew()', 'strings']) expect(html).toContain(`<th scope="row"><code>${name}</code></th>`);
  });
});

describe('a code block', () => {
  it('shows its text as text, beside a Copy button that names it', () => {
    const block = codeBlock('<script>alert(1)</script>\n', { id: 'code-1', lang: 'html', what: 'the markup' });
    expect(block).toContain('<code id="code-1" class="language-html">&#60;script&#62;alert(1)&#60;/script&#62;</code>');
    expect(block).toContain('<button type="button" class="docs-copy" data-copy="code-1">Copy<span class="docs-hidden"> the markup</span></button>');
  });
});

describe('the README', () => {
  const tags = ['events-listing', 'news-listing'];
  const readme = `# aalto-hubs\n\nIntro.\n\n## Set up\n\nx\n\n## Elements\n\n## Embedding an element in a CMS template\n\n### \`<events-listing>\`, \`<news-listing>\`\n\nSee [api](docs/api.md) and \`<news-listing>\`.\n\n### Attributes of every element\n\n### Analytics\n\n### Events\n\n### Texts\n\n#### Another language\n\n## Using it from npm, a bundler or a framework\n\n## Theming\n\n## Production: the content API and the search cluster\n\n## Development\n`;

  it('goes to guides and element pages: a section under another goes with it', () => {
    const sections = readmeSections(readme, tags);
    expect(sections.find((s) => s.heading === 'Another language')?.owner).toBe('texts');
    expect(sections.find((s) => s.heading.includes('events-listing'))?.tags).toEqual(tags);
    const texts = guideSections(sections, GUIDES.find((g) => g.slug === 'texts')!);
    expect(texts.map(({ section, level }) => [section.heading, level])).toEqual([['Texts', null], ['Another language', 2]]);
  });

  it('fails on a section that no guide takes, or one that names no element', () => {
    expect(() => readmeSections(`${readme}\n## Something new\n`, tags)).toThrow("README section 'Something new' is in no guide");
    expect(() => readmeSections(readme, ['events-listing'])).toThrow('names no element of the registry: news-listing');
  });

  it("links the repository's files there, and other elements to their pages, never the page's own", () => {
    const sections = readmeSections(readme, tags);
    const section = sections.find((s) => s.tags)!;
    const html = renderSections([section], {
      headingLevel: () => null,
      link: (href) => `https://example.org/${href}`,
      tagHref: (tag) => (tag === 'events-listing' ? null : `/docs/elements/${tag}.html`),
      ids: new Set(),
      codeBlock: (text) => text,
    });
    expect(html).toContain('<a href="https://example.org/docs/api.md">api</a>');
    expect(html).toContain('<a href="/docs/elements/news-listing.html"><code>&#60;news-listing&#62;</code></a>');
  });

  it("is the project's README: every section of it has a place", () => {
    const registry: Array<{ tag: string }> = JSON.parse(readFileSync(`${process.cwd()}/dist/registry.json`, 'utf8'));
    const sections = readmeSections(readFileSync(`${process.cwd()}/README.md`, 'utf8'), registry.map((e) => e.tag));
    const described = new Set(sections.flatMap((s) => s.tags ?? []));
    expect(registry.filter((e) => !described.has(e.tag)).map((e) => e.tag)).toEqual([]);
  });
});
