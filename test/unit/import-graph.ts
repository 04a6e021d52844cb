/**
 * The import graph of the sources, read with the TypeScript parser: every static import and
 * re-export (type-only ones included, with the names they take) and every dynamic `import()`,
 * resolved to files under the repository. For tests of the layering rules.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ImportEdge {
  /** The importing file, relative to the repository (`src/hubs/people-hub/PeopleHub.tsx`). */
  from: string;
  /** The imported file, relative to the repository; the specifier itself for a package. */
  to: string;
  /** Every name it takes is a type (`import type`, `export type … from`, or `type` on each name). */
  typeOnly: boolean;
  /** The names it takes (`*` for a namespace or `export *`, `default` for a default import). */
  names: string[];
  dynamic: boolean;
}

/** Every `.ts` and `.tsx` file under a folder of the repository, relative to it. */
export function sourceFiles(folder: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(relative(ROOT, path));
    }
  };
  walk(join(ROOT, folder));
  return out.sort();
}

/** A relative specifier (`./hub.js`) to the file it names, as the bundler resolves it. */
function resolveSpecifier(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const base = resolve(ROOT, dirname(from), specifier);
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile());
  return relative(ROOT, found ?? base);
}

/** The imports of one file. */
export function importsOf(file: string): ImportEdge[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const edges: ImportEdge[] = [];
  const add = (specifier: string, typeOnly: boolean, names: string[], dynamic = false) =>
    edges.push({ from: file, to: resolveSpecifier(file, specifier), typeOnly, names, dynamic });
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const names: string[] = [];
      let allTypes = clause?.isTypeOnly ?? false;
      if (clause && !clause.isTypeOnly) {
        const elements = clause.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : [];
        allTypes =
          !clause.name && !(clause.namedBindings && ts.isNamespaceImport(clause.namedBindings)) && elements.length > 0 && elements.every((e) => e.isTypeOnly);
      }
      if (clause?.name) names.push('default');
      if (clause?.namedBindings) {
        if (ts.isNamespaceImport(clause.namedBindings)) names.push('*');
        else for (const e of clause.namedBindings.elements) names.push((e.propertyName ?? e.name).text);
      }
      add(node.moduleSpecifier.text, allTypes, names);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const elements = clause && ts.isNamedExports(clause) ? clause.elements : [];
      const names = clause ? (ts.isNamedExports(clause) ? elements.map((e) => (e.propertyName ?? e.name).text) : ['*']) : ['*'];
      add(node.moduleSpecifier.text, node.isTypeOnly || (elements.length > 0 && elements.every((e) => e.isTypeOnly)), names);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      add(node.arguments[0].text, false, ['*'], true);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      // `import('./x.js').Thing` in a type.
      add(node.argument.literal.text, true, [node.qualifier ? node.qualifier.getText() : '*']);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return edges;
}

/** The graph of the files under the folders: each file's imports of files under them. */
export function importGraph(folders: readonly string[]): Map<string, ImportEdge[]> {
  const files = folders.flatMap(sourceFiles);
  const inside = new Set(files);
  return new Map(files.map((file) => [file, importsOf(file).filter((edge) => inside.has(edge.to))]));
}

/**
 * The import cycles of a graph (static imports, type-only ones included), each as the files of one
 * strongly connected component with more than one file, or a file that imports itself.
 */
export function importCycles(graph: ReadonlyMap<string, readonly ImportEdge[]>): string[][] {
  // Tarjan's algorithm over static edges (a dynamic import is a chunk boundary, not a cycle).
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const strongConnect = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const edge of graph.get(file) ?? []) {
      if (edge.dynamic) continue;
      if (!index.has(edge.to)) {
        strongConnect(edge.to);
        low.set(file, Math.min(low.get(file)!, low.get(edge.to)!));
      } else if (onStack.has(edge.to)) low.set(file, Math.min(low.get(file)!, index.get(edge.to)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      const selfImport = (graph.get(file) ?? []).some((edge) => !edge.dynamic && edge.to === file);
      if (component.length > 1 || selfImport) cycles.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) strongConnect(file);
  return cycles;
}
