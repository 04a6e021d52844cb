/**
 * Tag-wide rules, over every element of the registry: so an element added there is covered from
 * its first commit, and one missing anywhere a CMS author or a tool looks fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELEMENTS } from '../../elements/registry';

const root = `${process.cwd()}/`;

/**
 * The tags of docs/api.md's table 'The elements and their calls', the repository's statement of the
 * contract, whose tags are public API: a tag is never renamed or dropped.
 */
function documentedTags(): string[] {
  const section = readFileSync(`${root}docs/api.md`, 'utf8').split('### The elements and their calls')[1]!.split('\n#')[0]!;
  return [...section.matchAll(/^\| ([^|]+) \|/gm)].flatMap((m) => [...m[1]!.matchAll(/`([a-z-]+)`/g)].map((t) => t[1]!));
}

describe('the element registry', () => {
  it('lists each tag once, with a lowercase, hyphenated name', () => {
    const tags = ELEMENTS.map((e) => e.tag);
    expect(new Set(tags).size).toBe(tags.length);
    for (const tag of tags) expect(tag).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/);
  });

  it('is the contract: the tags docs/api.md documents, each once', () => {
    expect(ELEMENTS.map((e) => e.tag).sort()).toEqual(documentedTags().sort());
  });

  for (const entry of ELEMENTS) {
    describe(`<${entry.tag}>`, () => {
      it('has its demo pages and a page budget', () => {
        for (const page of [entry.page, ...(entry.variants ?? []).map((v) => v.page)]) expect(existsSync(`${root}src/hubs/${entry.tag}/${page}`), page).toBe(true);
        expect(entry.budgetKB).toBeGreaterThan(0);
      });

      it('loads a module whose component and attribute parsers match the attributes it observes', async () => {
        const module = await entry.load();
        expect(typeof module.default).toBe('function');
        const parsed = Object.keys(module.attributes ?? {}).map((prop) => prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));
        expect(parsed.sort()).toEqual([...(entry.attributes ?? [])].sort());
      });

      it('has its README, naming its attributes, and the README links it', () => {
        const own = readFileSync(`${root}src/hubs/${entry.tag}/README.md`, 'utf8');
        expect(own.split('\n')[0]).toBe(`# \`<${entry.tag}>\``);
        for (const attribute of entry.attributes ?? []) expect(own, `${entry.tag} ${attribute}`).toContain(`\`${attribute}\``);
        expect(readFileSync(`${root}README.md`, 'utf8')).toContain(`[\`<${entry.tag}>\`](src/hubs/${entry.tag}/README.md)`);
      });

      it('is documented for the manifest (JSDoc with @tag and @summary above its entry)', () => {
        const source = readFileSync(`${root}src/hubs/${entry.tag}/element.ts`, 'utf8');
        expect(source).toContain(`@tag ${entry.tag}`);
        expect(source).toContain('@summary');
      });
    });
  }

  it('is what the loader defines: every tag, with its attributes observed', async () => {
    await import('../../elements/loader');
    for (const { tag, attributes = [] } of ELEMENTS) {
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- it is needed: without it TypeScript knows no observedAttributes.
      const constructor = customElements.get(tag) as (CustomElementConstructor & { observedAttributes?: string[] }) | undefined;
      expect(constructor, tag).toBeDefined();
      for (const attribute of ['user-id', 'language', ...attributes]) expect(constructor!.observedAttributes, `${tag} ${attribute}`).toContain(attribute);
    }
  });
});
