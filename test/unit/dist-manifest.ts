/** The built manifest (dist/custom-elements.json) and its element declarations, for package.test.ts. */
import { readFileSync } from 'node:fs';

export const root = `${process.cwd()}/`;
export const json = (path: string) => JSON.parse(readFileSync(`${root}${path}`, 'utf8'));

export interface Declaration {
  tagName?: string;
  name: string;
  attributes: Array<{ name: string; fieldName: string; type: { text: string }; default?: string; description: string }>;
  members: Array<{ kind: string; name: string; type?: { text: string } }>;
  events: Array<{ name: string; type: { text: string } }>;
  cssProperties: Array<{ name: string; default?: string }>;
  cssParts?: Array<{ name: string; description: string }>;
}
export const manifest = json('dist/custom-elements.json');
export const declarations: Declaration[] = manifest.modules.flatMap((m: { declarations: Declaration[] }) => m.declarations);
export const declarationOf = (tag: string) => declarations.find((d) => d.tagName === tag);
