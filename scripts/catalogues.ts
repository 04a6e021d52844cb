// Every interface text catalogue of the library: the modules under src/ whose name ends in
// `strings.ts`, each exporting catalogues only (a `{ fi, sv, en }` of texts by key; types aside).
// `npm run docs:strings` documents them; the build (language-packs.mjs) runs this file to take
// their texts out of the chunks into one file per element and language. Run with tsx: printed
// as JSON when run directly.
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

type Entry = string | { one: string; other: string };
export type Catalogs = Record<'fi' | 'sv' | 'en', Record<string, Entry>>;
export interface CatalogueExport {
  /** The module's path from the package root. */
  file: string;
  /** Its export's name. */
  name: string;
  catalogs: Catalogs;
}

// npm runs scripts at the package's root (and the tests and the build run there).
const root = `${process.cwd()}/`;

function catalogueFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return catalogueFiles(path);
    return /strings\.ts$/.test(name) ? [relative(root, path)] : [];
  });
}

const isCatalogs = (value: unknown): value is Catalogs =>
  typeof value === 'object' && value !== null && ['fi', 'sv', 'en'].every((l) => typeof (value as Record<string, unknown>)[l] === 'object');

/** Every catalogue, by file and export name (in that order). Throws on a strings module that exports anything else. */
export async function catalogues(): Promise<CatalogueExport[]> {
  const out: CatalogueExport[] = [];
  for (const file of catalogueFiles(join(root, 'src')).sort()) {
    const module = (await import(pathToFileURL(join(root, file)).href)) as Record<string, unknown>;
    const names = Object.keys(module).sort();
    // The build replaces such a module whole: anything but catalogues would be lost.
    const other = names.filter((name) => !isCatalogs(module[name]));
    if (other.length || !names.length) throw new Error(`${file}: a strings module exports catalogues only (found ${other.join(', ') || 'none'})`);
    for (const name of names) out.push({ file, name, catalogs: module[name] as Catalogs });
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.stdout.write(JSON.stringify(await catalogues()));
