/**
 * The run's file order: vitest's (the slowest first when it has timings from an earlier run, else
 * the largest file first), but the engine files first among the browser files. Each is short to
 * read and long to run (every element in a browser that starts for it): by size alone they would
 * start last, on a fresh clone, and end the run alone on one core.
 */
import { BaseSequencer } from 'vitest/node';

/** @param {import('vitest/node').TestSpecification} spec */
const isEngineFile = (spec) => spec.project.name === 'browser' && /[\\/]test[\\/]engines[\\/]/.test(spec.moduleId);

export default class EnginesFirst extends BaseSequencer {
  /** @param {import('vitest/node').TestSpecification[]} files */
  async sort(files) {
    const sorted = await super.sort(files);
    const rest = sorted.filter((spec) => !isEngineFile(spec));
    const at = rest.findIndex((spec) => spec.project.name === 'browser');
    if (at < 0) return sorted;
    return [...rest.slice(0, at), ...sorted.filter(isEngineFile), ...rest.slice(at)];
  }
}
