// npm run lint (scripts/lint.mjs): ESLint with typescript-eslint's type-checked rules over the
// TypeScript that tsconfig.json checks (src/, elements/, test/), React's hooks rules and jsx-a11y
// over the views, and ESLint's recommended rules over the plain scripts (scripts/, demo/, search/).
// Formatting is Prettier's (npm run format); eslint-config-prettier turns off the rules that would
// fight it. Zero warnings: a rule is on (error) or off, never a warning.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// `_name` marks a binding kept on purpose (a parameter a signature needs, a property left out of a rest).
const UNUSED = { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true };

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'elements/registry.ts', 'search/opensearch/target/', '.throwaway-*/', 'test/types/', '**/*.d.mts'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended, prettier],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { 'no-unused-vars': ['error', UNUSED] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked, ...tseslint.configs.stylisticTypeChecked, prettier],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // T[] for a plain element type, Array<...> for a union, object or generic one: how the code writes them.
      '@typescript-eslint/array-type': ['error', { default: 'array-simple' }],
      // `type X = { ... }` stays: unlike an interface, such a type is assignable to Record<string, unknown>.
      '@typescript-eslint/consistent-type-definitions': 'off',
      // On strings and numbers `||` is meant: the API sends '' (and 0) for a missing value, which falls back.
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: true }],
      '@typescript-eslint/no-unused-vars': ['error', UNUSED],
      // A no-op callback (an unsubscribe with nothing to undo, a default handler) is `() => {}`.
      '@typescript-eslint/no-empty-function': 'off',
      // The engine's loops over an index's positions keep the index (the hot path; no iterator).
      '@typescript-eslint/prefer-for-of': 'off',
    },
  },
  {
    files: ['**/*.tsx'],
    // React's two hook rules; the plugin's React Compiler rules are for code the compiler builds,
    // which this library's is not (its views read refs on purpose, e.g. the step last shown).
    plugins: { 'react-hooks': reactHooks },
    // jsx-a11y's recommended set: its exceptions are the ARIA patterns the views follow (a listbox's
    // options on li, a focusable tabpanel), which the strict set forbids.
    extends: [jsxA11y.flatConfigs.recommended],
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Scripts run by tsx outside tsconfig.json's program: the rules that need no types.
    files: ['scripts/**/*.ts'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    // Tests relax the rules that fight their idioms, each for the reason given.
    files: ['test/**/*.{ts,tsx}'],
    rules: {
      // Tests read untyped data (JSON.parse of a request body, page.evaluate results, fixtures) to
      // assert on it: expect() checks the values, and casts to a type would only hide that.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // Test doubles: an async loader or driver method that fulfils an interface returning a promise
      // without awaiting anything.
      '@typescript-eslint/require-await': 'off',
      // The tests' servers (node's createServer) and timers take async handlers; a rejection there fails the test.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
      // The engine drivers send a function to the page as source (new Function), by design.
      '@typescript-eslint/no-implied-eval': 'off',
      // `el.querySelector(selector) as HTMLInputElement` asserts the element's type as well as its
      // presence; the rule's fix (`!`) dropped the type in dozens of places.
      '@typescript-eslint/non-nullable-type-assertion-style': 'off',
      // fetch-mock types a request body as BodyInit; the tests' bodies are strings they parse.
      '@typescript-eslint/no-base-to-string': 'off',
      // Tests destructure the methods of a helper's result (plain closures) to call them.
      '@typescript-eslint/unbound-method': 'off',
      // test/unit/helpers.ts names its per-file setup helpers use...() (vitest hooks, not React's).
      'react-hooks/rules-of-hooks': 'off',
    },
  },
);
