/**
 * The run's file order: the longest files first, each group of projects (unit and bundlers, then
 * browser and search) filling its workers with them, so that no long file starts late and ends the
 * run alone on one core while the others idle. Vitest orders by an earlier run's timings when it
 * has them, else by file size; on a fresh clone (CI) there are none, and size says little: the
 * engine and axe files are short to read and long to run. So the files known to run longest come
 * first, in LONGEST's order (longest first, from a whole run's per-file durations on a 2-core
 * machine); every other file follows in vitest's own order. A file missing from the list is only
 * started later: keep the list to the files that run well over the median.
 */
import { BaseSequencer } from 'vitest/node';

/** `project:path`, the longest first. */
const LONGEST = [
  // unit and bundlers
  'unit:test/unit/demo-server.test.ts',
  'unit:test/unit/spec-data.test.tsx',
  'unit:test/unit/demo-site.test.ts',
  'unit:test/unit/demo-server-fuzz.test.ts',
  'unit:test/property/parsers.test.ts',
  'unit:test/unit/react-components.test.tsx',
  'unit:test/property/hostile-parsers.test.ts',
  'unit:test/unit/events.test.tsx',
  'unit:test/unit/summer-school.test.tsx',
  // browser and search
  'browser:test/browser/hostile-content.test.ts',
  'browser:test/browser/axe-phone.test.ts',
  'browser:test/browser/events.test.ts',
  'browser:test/browser/hostile.test.ts',
  'browser:test/engines/webkit.test.ts',
  'search:test/search/contract.test.ts',
  'browser:test/browser/axe-desktop.test.ts',
  'browser:test/browser/docs-pages.test.ts',
  'browser:test/engines/firefox.test.ts',
  'browser:test/engines/chromium.test.ts',
  'browser:test/browser/summer-school.test.ts',
  'browser:test/browser/quicksearch.test.ts',
  'browser:test/browser/finished-look.test.ts',
  'browser:test/browser/site-index.test.ts',
  'browser:test/browser/language-listings.test.ts',
  'browser:test/browser/spec-data.test.ts',
  'browser:test/browser/loader.test.ts',
  'browser:test/browser/language-quiz.test.ts',
  'search:test/search/analysis.test.ts',
  'search:test/search/templates.test.ts',
];
const rank = new Map(LONGEST.map((key, index) => [key, index]));

/** @param {import('vitest/node').TestSpecification} spec */
function rankOf(spec) {
  const path = spec.moduleId.slice(spec.project.config.root.length + 1).replaceAll('\\', '/');
  return rank.get(`${spec.project.name}:${path}`) ?? LONGEST.length;
}

export default class LongestFirst extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the unlisted files keep vitest's order.
    return sorted
      .map((spec) => [rankOf(spec), spec])
      .sort((a, b) => a[0] - b[0])
      .map(([, spec]) => spec);
  }
}
