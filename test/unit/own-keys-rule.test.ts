/**
 * The own-keys rule (scripts/own-keys.mjs), which `npm run typecheck` runs over src/ and
 * elements/: it finds a record indexed by a string that is not a literal, and leaves Maps,
 * literal keys, own() and waived lines alone.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { ownKeysViolations } from '../../scripts/own-keys.mjs';

const folder = mkdtempSync(join(tmpdir(), 'own-keys-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function violations(source: string): Array<{ line: number; text: string }> {
  const file = join(folder, `case-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(file, source);
  const program = ts.createProgram([file], { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, lib: ['lib.es2022.d.ts'], types: [] });
  return ownKeysViolations(program).map(({ line, text }) => ({ line, text }));
}

describe('the own-keys rule', () => {
  it('flags reads, writes and `in` on a record with a string key', () => {
    expect(
      violations(`
        declare const answers: Record<string, string[]>;
        declare const id: string;
        const a = answers[id];
        answers[id] = [];
        const b = id in answers;
        const c = (answers as { [key: string]: string[] })[\`x\${id}\`];
      `),
    ).toEqual([
      { line: 4, text: 'answers[id]' },
      { line: 5, text: 'answers[id]' },
      { line: 6, text: 'id in answers' },
      { line: 7, text: '(answers as { [key: string]: string[] })[`x${id}`]' },
    ]);
  });

  it('leaves Maps, literal keys, arrays, declared unions and waived lines alone', () => {
    expect(
      violations(`
        declare const answers: Record<string, string[]>;
        declare const byId: Map<string, string[]>;
        declare const list: string[];
        declare const id: string;
        declare const unit: 'all' | 'arts';
        declare const units: Record<'all' | 'arts', number>;
        const a = byId.get(id);
        const b = answers['fixed'];
        const c = list[Number(id)];
        const d = units[unit];
        // own-keys: a key the code declared, on an object it made.
        const e = answers[id];
      `),
    ).toEqual([]);
  });
});
