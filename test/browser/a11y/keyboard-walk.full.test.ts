/**
 * The keyboard walk (a11y/walk.ts) on every element's demo page of the registry, in each layout:
 * desktop, phone, and desktop at 200 % text. One page load per element and layout; the walk's caps
 * (WALK_CAPS) bound its cost. A known failure not fixed yet is listed in
 * KNOWN_FAILURES with its item: it is expected (the test passes while it happens) and reported, and
 * a known failure that no longer happens fails the test, so that its mark is removed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { engines, useEngine } from '../../engines';
import { DESKTOP_LAYOUT, LARGE_TEXT_LAYOUT, PHONE_LAYOUT, enginePage, type Layout } from './driver';
import { walk } from './walk';
import { sortFailures } from './known-failures';

const registry: Array<{ tag: string; page: string }> = JSON.parse(readFileSync(`${process.cwd()}/dist/registry.json`, 'utf8'));
/** A listing with more items than one page, not so many that Tab spends the walk on cards. */
const COUNT = 24;
const LAYOUTS: Layout[] = [DESKTOP_LAYOUT, PHONE_LAYOUT, LARGE_TEXT_LAYOUT];

describe.each(engines())('the keyboard walk in %s', (name) => {
  const engine = useEngine(name);
  // Chromium serves any number of pages; Firefox and WebKit one session each: their walks run in turn.
  const test = name === 'chromium' ? it.concurrent : it;
  for (const { tag, page: path } of registry) {
    test(
      `${tag}: every control Tab reaches, activated, keeps focus in sight and off the body`,
      () =>
        engine.withPage(async (driven) => {
          const page = enginePage(driven);
          const report: string[] = [];
          const failures: string[] = [];
          for (const layout of LAYOUTS) {
            await page.goto(`/${path}?lang=en`, { layout, count: COUNT });
            const result = await walk(page, tag, layout);
            report.push(`${layout.name}: ${result.stops} stops, ${result.activated.length} activated`);
            failures.push(...result.failures);
            expect(result.activated.length, `${tag} ${layout.name}: no control activated`).toBeGreaterThan(0);
            expect(await page.problems(), `${tag} ${layout.name}`).toEqual([]);
          }
          const { unexpected, expected, stale } = sortFailures('walk', name, tag, failures);
          console.log(`${name} ${tag}: ${report.join('; ')}${expected.length ? `\n  expected (known failures): ${expected.join('\n    ')}` : ''}`);
          expect(unexpected, `${tag}:\n${unexpected.join('\n')}`).toEqual([]);
          expect(stale, `${tag}: known failures that no longer happen (remove their marks)`).toEqual([]);
        }),
      // Three page loads and walks: on a machine busy with other work, more than a test's usual bound.
      240_000,
    );
  }
});
