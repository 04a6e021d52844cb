/** The API reference's pages (pages.mjs): what its unit test calls. */
export interface ManifestDeclaration {
  name: string;
  tagName: string;
  summary?: string;
  description?: string;
  attributes: Array<{ name: string; fieldName?: string; type?: { text: string }; default?: string; description?: string }>;
  members: Array<{
    kind: 'field' | 'method';
    name: string;
    attribute?: string;
    type?: { text: string };
    default?: string;
    description?: string;
    return?: { type?: { text: string } };
  }>;
  events: Array<{ name: string; type?: { text: string }; description?: string }>;
  cssProperties?: Array<{ name: string; default?: string; description?: string }>;
  cssParts?: Array<{ name: string; description: string }>;
}
export const DOCS: string;
export const ELEMENT_PAGE_IDS: string[];
export function elementHref(tag: string): string;
export function guideHref(slug: string): string;
export function codeBlock(text: string, options: { id: string; lang?: string; what?: string }): string;
export function elementPage(page: {
  declaration: ManifestDeclaration;
  entry: { tag: string; title: string };
  example: string;
  usage: string;
  demoPages: Array<{ page: string; title: string }>;
}): string;
