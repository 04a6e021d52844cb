/** The README as guides and usage notes (readme.mjs): what its unit test calls. */
export interface Guide {
  slug: string;
  title: string;
  sections: string[];
}
export interface ReadmeSection {
  depth: number;
  heading: string;
  owner: string;
  tags?: string[];
}
export const GUIDES: Guide[];
export function readmeSections(text: string, tags: readonly string[]): ReadmeSection[];
export function guideSections(sections: readonly ReadmeSection[], guide: Guide): Array<{ section: ReadmeSection; level: number | null }>;
export function renderSections(
  sections: readonly ReadmeSection[],
  options: {
    headingLevel: (section: ReadmeSection) => number | null;
    link: (href: string) => string;
    tagHref: (tag: string) => string | null;
    ids: Set<string>;
    codeBlock: (text: string, lang?: string) => string;
  },
): string;
