import type { Program } from 'typescript';

export interface OwnKeysViolation {
  file: string;
  line: number;
  column: number;
  text: string;
  what: string;
}
export function ownKeysViolations(program: Program, include?: (fileName: string) => boolean): OwnKeysViolation[];
export function formatOwnKeys(violations: readonly OwnKeysViolation[], root?: string): string[];
