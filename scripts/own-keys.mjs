// The `own-keys` rule: a record keyed by a string that is not a literal (a key from data, the
// address or a declaration read through a variable) is never indexed directly. On a plain object
// `record['constructor']` finds Object's constructor, `'toString' in record` is true and
// `record['__proto__'] = value` replaces the prototype, so a question id, a filter value or a
// cookie name that happens to be one of Object.prototype's names breaks the element. Such a record
// is a Map, or is read with `own()` (src/core/records.ts), which sees own properties only.
//
// Flagged, where the object's type has a string index signature and the key's type is `string`
// (or a template literal), not a union of literals:
//   record[key]        read or written
//   key in record
// A line that must index directly says why in a comment right above it: `// own-keys: <why>`
// (keys from the code's own declarations, on an object the same function made).
import ts from 'typescript';

const WAIVER = /\/\/\s*own-keys:\s*\S/;

/** The places in a program's source files (those `include` accepts) that break the rule. */
export function ownKeysViolations(program, include = () => true) {
  const checker = program.getTypeChecker();
  const wide = (type) => (type.isUnion() ? type.types.some(wide) : (type.flags & (ts.TypeFlags.String | ts.TypeFlags.TemplateLiteral)) !== 0);
  const indexed = (type) => {
    if (checker.isArrayType(type) || checker.isTupleType(type)) return false;
    if (type.isUnion() || type.isIntersection()) return type.types.some(indexed);
    return checker.getIndexInfoOfType(type, ts.IndexKind.String) !== undefined;
  };
  const found = [];
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile || !include(file.fileName)) continue;
    const lines = file.text.split('\n');
    const waived = (line) => WAIVER.test(lines[line] ?? '') || WAIVER.test(lines[line - 1] ?? '');
    const report = (node, what) => {
      const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file));
      if (!waived(line)) found.push({ file: file.fileName, line: line + 1, column: character + 1, text: node.getText(file).slice(0, 80), what });
    };
    const visit = (node) => {
      if (
        ts.isElementAccessExpression(node) &&
        indexed(checker.getTypeAtLocation(node.expression)) &&
        wide(checker.getTypeAtLocation(node.argumentExpression))
      ) {
        report(node, 'indexes a record with a string key');
      } else if (
        ts.isBinaryExpression(node) &&
        node.operatorToken.kind === ts.SyntaxKind.InKeyword &&
        indexed(checker.getTypeAtLocation(node.right)) &&
        wide(checker.getTypeAtLocation(node.left))
      ) {
        report(node, "asks 'in' of a record with a string key");
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return found;
}

/** Human-readable lines, one per violation. */
export function formatOwnKeys(violations, root = '') {
  return violations.map(
    (v) =>
      `${v.file.startsWith(root) ? v.file.slice(root.length) : v.file}:${v.line}:${v.column} own-keys: ${v.what}: ${v.text} (use a Map or own(); see scripts/own-keys.mjs)`,
  );
}
