// npm run bench:browser (scripts/bench-browser.ts): Lighthouse 12 on an element's demo page, mobile preset: the median run's scores.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, chromiumPath } from '../../test/browser/chromium';
import { base, LH_RUNS } from './setup';

/** One Lighthouse run of a page (its default: the mobile preset, simulated throttling), in a Chromium of its own. */
export async function lighthouseRun(path: string) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_ARGS });
  try {
    const result = await lighthouse(`${base}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    return result!.lhr;
  } finally {
    chrome.kill();
  }
}

/**
 * A page's category scores over LH_RUNS runs: those of Lighthouse's median run, every run's
 * performance, and the lowest accessibility and best practices of any run (those should never move).
 */
export async function lighthouseScores(path: string) {
  const runs = [];
  for (let run = 0; run < LH_RUNS; run += 1) runs.push(await lighthouseRun(path));
  const median = computeMedianRun(runs);
  const score = (lhr: (typeof runs)[number], id: string) => lhr.categories[id]?.score ?? 0;
  const audit = (id: string) => median.audits[id]?.numericValue ?? NaN;
  // The metrics the performance score is made of, so that a low score says what to look at.
  const metrics = `FCP ${Math.round(audit('first-contentful-paint'))} ms, LCP ${Math.round(audit('largest-contentful-paint'))} ms, TBT ${Math.round(audit('total-blocking-time'))} ms, CLS ${audit('cumulative-layout-shift').toFixed(3)}, SI ${Math.round(audit('speed-index'))} ms`;
  return {
    performance: score(median, 'performance'),
    every: runs.map((lhr) => score(lhr, 'performance')),
    accessibility: Math.min(...runs.map((lhr) => score(lhr, 'accessibility'))),
    bestPractices: Math.min(...runs.map((lhr) => score(lhr, 'best-practices'))),
    metrics,
  };
}
