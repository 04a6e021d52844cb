/**
 * The probe (`probe.ts` and dom-accessibility-api) as one script for a page: bundled by esbuild once
 * a run, put into a document by `A11yPage.goto` (it defines `window.__a11y`).
 */
import { buildSync } from 'esbuild';
import { fileURLToPath } from 'node:url';

let source: string | undefined;

export function probeSource(): string {
  source ??= buildSync({
    entryPoints: [fileURLToPath(new URL('./probe.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  }).outputFiles[0]!.text;
  return source;
}
