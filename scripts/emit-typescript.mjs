// The TypeScript step of both rollup builds (the elements', the React components'): it emits only.
import typescript from '@rollup/plugin-typescript';

/**
 * @rollup/plugin-typescript for src/ and elements/, emitting JS with source maps, no declarations;
 * `options` override (a build without maps turns them off).
 */
export function emitTypeScript(options = {}) {
  return typescript({
    tsconfig: './tsconfig.json',
    // The type check is npm run typecheck's; this build only emits (the same code either way).
    noCheck: true,
    noEmit: false,
    declaration: false,
    sourceMap: true,
    // The sources in the maps (`sourcesContent`): the package ships maps, not src/.
    inlineSources: true,
    include: ['src/**/*', 'elements/**/*'],
    exclude: ['test/**/*'],
    ...options,
  });
}
