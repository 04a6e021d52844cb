/**
 * The build's check for forms an app's bundler would expand or warn about (scripts/bundler-forms.mjs);
 * the bundlers themselves run in test/bundlers/.
 */
import { describe, expect, it } from 'vitest';
import { bundlerForms } from '../../scripts/bundler-forms.mjs';

describe('bundlerForms', () => {
  it('finds a file named in new URL(…, import.meta.url), by a string or a template', () => {
    expect(bundlerForms('x=new URL(`./chunks/lang/${t}.${e}-abc.js${n}`,import.meta.url).href')).toHaveLength(1);
    expect(bundlerForms('new URL("./logo.svg", import.meta.url)')).toHaveLength(1);
    expect(bundlerForms('new URL(t,import.meta.url);new URL(location.href)')).toEqual([]);
  });

  it('finds an import() of an address made at run time, unless webpack is told to leave it', () => {
    for (const code of ['import(t)', 'import(`./lang/${t}.js`)', 'import("./lang/"+t)']) expect(bundlerForms(code), code).toHaveLength(1);
    for (const code of [
      'import("./chunks/a-x1.js")',
      "import('./a.js')",
      'import(`./a.js`)',
      'import(/* webpackIgnore: true */t)',
      'import.meta.url',
      '/* an import(t) in a comment */ 1',
      '// import(t)\n1',
    ])
      expect(bundlerForms(code), code).toEqual([]);
  });
});
