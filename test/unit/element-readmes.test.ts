/// <reference types="vite/client" />
/**
 * Each element's README (src/hubs/<tag>/README.md) against what the element is, so that its
 * claims cannot drift (`readmeProblems` in test/tag-rules.ts). A README states three things in
 * tables with fixed headings, which this test reads against the hub declaration of its folder:
 *
 * - `## Filters`, `| filter | address parameter | choices |`: one row per filter a visitor can
 *   choose (groups, status filters, the audience filter, a date range), named as the English
 *   interface names it, with its address parameter(s) in backticks;
 * - `## Sort`, `| order | sort key | default |`: one row per order a visitor can choose (named as
 *   the interface names it), or the one fixed order, with its key and direction (`` `name`
 *   ascending ``), and `yes` in the default's row;
 * - `## Statuses`, `| status | values | shown as |`: one row per clock status, its values as the
 *   interface names them, and `badge`, `filter` or `badge and filter`.
 *
 * An element whose folder declares no hub has none of these sections. Every README also has the
 * sections a reader looks for (data, attributes, events, theming, keyboard and screen readers) and
 * names every event its element fires.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELEMENTS } from '../../elements/registry';
import { declarationOf, readmeProblems } from '../tag-rules';

const modules = import.meta.glob<Record<string, unknown>>('../../src/hubs/*/*.{ts,tsx}', { eager: true });
const folderModules = (tag: string) =>
  Object.entries(modules)
    .filter(([path]) => path.split('/')[4] === tag)
    .map(([, exports]) => exports);
const read = (tag: string, file: string) => readFileSync(`${process.cwd()}/src/hubs/${tag}/${file}`, 'utf8');

describe("the elements' READMEs", () => {
  for (const entry of ELEMENTS)
    it(`src/hubs/${entry.tag}/README.md states what its element is: sections, events, filters, orders, statuses`, () => {
      expect(readmeProblems(read(entry.tag, 'README.md'), read(entry.tag, 'element.ts'), declarationOf(folderModules(entry.tag)))).toEqual([]);
    });

  it('reads a README as the rules say: a wrong default, a missing filter and a missing section are found', () => {
    const grants = declarationOf(folderModules('grants-awards-listing'));
    const text = read('grants-awards-listing', 'README.md')
      .replace('| `deadline` ascending | yes |', '| `deadline` descending | yes |')
      .replace(/^\| Topic \|.*\n/m, '')
      .replace('## Theming', '## Styling');
    expect(readmeProblems(text, read('grants-awards-listing', 'element.ts'), grants)).toEqual([
      "it has a 'Theming' section",
      expect.stringMatching(/^its Filters are /),
      'its default order is `deadline` asc',
    ]);
  });
});
