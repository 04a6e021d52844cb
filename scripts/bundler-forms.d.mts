import type { Plugin } from 'rollup';

export function bundlerForms(code: string): string[];
export function bundlerFormsCheck(): Plugin;
