/** The repository's Markdown as pages (markdown.mjs): what its unit test and the docs test call. */
export interface Guide {
  slug: string;
  file: string;
}
export const GUIDES: Guide[];
export const NOT_GUIDES: string[];
export function headingId(text: string): string;
export function uniqueId(ids: Set<string>, id: string): string;
export function splitTitle(text: string): { title: string | null; body: string };
export function relativeLinks(text: string): string[];
export function renderMarkdown(
  text: string,
  options: {
    link: (href: string) => string;
    tagHref: (tag: string) => string | null;
    ids: Set<string>;
    codeBlock: (text: string, lang?: string) => string;
    shift?: number;
  },
): string;
