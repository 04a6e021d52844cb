/**
 * Tag-wide rules, over every element of the registry: so an element added there is covered from
 * its first commit, and one missing anywhere a CMS author or a tool looks fails here.
 */
import { describe, expect, it } from 'vitest';
import { ELEMENTS } from '../../elements/registry';
import { documentedTags, elementProblems } from '../tag-rules';

const root = process.cwd();

describe('the element registry', () => {
  it('lists each tag once, with a lowercase, hyphenated name', () => {
    const tags = ELEMENTS.map((e) => e.tag);
    expect(new Set(tags).size).toBe(tags.length);
    for (const tag of tags) expect(tag).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/);
  });

  it('is the contract: the tags docs/api.md documents, each once', () => {
    expect(ELEMENTS.map((e) => e.tag).sort()).toEqual(documentedTags(root).sort());
  });

  // Its demo pages and budget, a module whose attribute parsers match the attributes it observes,
  // its README naming them, the JSDoc the manifest reads, and the public lists of tags.
  for (const entry of ELEMENTS)
    it(`<${entry.tag}> keeps the rules of every element`, async () => {
      expect(await elementProblems(root, entry)).toEqual([]);
    });

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
