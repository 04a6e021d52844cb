// npm run bench:browser: timings in Debian's Chromium against the demo server (fixture API on
// loopback), each the median of RUNS runs in fresh browser contexts. Reports, and exits non-zero
// when a target is missed:
//   - every element: its tag connected → its first render painted (content loaded);
//   - every element as a visitor on a phone gets it (ONLY=visit): navigation → its content painted
//     under Lighthouse's slow 4G (150 ms a round trip, 1.6 Mbps) and a 4× CPU slowdown, with the
//     depth of the chain of requests it waited for (≤ 2) and how many script requests it made,
//     beside the figures measured before the loader started an element's chunks and first calls; with
//     BASELINE=<another build's dist/>, that build measured in turn beside this one (each run of
//     one, then of the other, medians of each);
//   - 5,000 events: data arrival (list and categories) → the first page of cards painted (≤ 250 ms,
//     ≤ 2.3× the floor measured in the same run, no task of 50 ms or more in between); the same at
//     1,000 and at 20 events (what a first page costs whatever the count), and the floor (the 5,000
//     events' body read by a bare fetch().json(), a run of it after each run of the element);
//   - summer school with 1,000 courses: a filter click, a sort click and a keystroke in the search,
//     each input → next paint by the Event Timing API (≤ 50 ms; Chromium reports only events of
//     16 ms or more, so an unreported one counts as under 16); beside it, what is not ours: a click
//     on the same page whose handler only repaints the window, and the same filter click on a
//     reference table (test/bench/reference-table.js) made with React and made with DOM calls.
//   - Lighthouse 12 on every element's demo page, mobile preset: performance ≥ 0.95,
//     accessibility 1, best practices 1. LH_RUNS runs a page (RUNS unless set); the scores are
//     those of Lighthouse's median run (`computeMedianRun`: the run nearest the median first
//     contentful paint and time to interactive), with every run's performance beside them, since
//     one run's score moves by 0.05 on one build.
// Each part writes its table, dated, to its own section of docs/benchmarks.md
// (scripts/bench-report.mjs; a run with LATENCY has sections of its own). Needs `npm run build`.
// Run with tsx.
// The parts: scripts/bench-browser/.
import { dirname, resolve } from 'node:path';
import { chromiumPath } from '../test/browser/chromium';
import { commit, stamp } from './bench-report.mjs';
import { elementFirstPaint } from './bench-browser/first-paint';
import { eventsFirstPage } from './bench-browser/events';
import { summerSchoolInteractions } from './bench-browser/interactions';
import { lighthouseScores } from './bench-browser/lighthouse';
import { line, missed, ms, publish, row, TABLE, tally } from './bench-browser/report';
import { baselineServer, BASELINE, browser, LATENCY, LH_RUNS, registry, RUNS, server } from './bench-browser/setup';
import { BEFORE_FIRST_CALLS, DEPTH_TARGET, visits, type Visit } from './bench-browser/visit';

try {
  console.log(`Medians of ${RUNS} runs in Chromium (${chromiumPath()}), fixture API on loopback${LATENCY ? `, ${LATENCY} ms added to every request` : ''}.\n`);
  console.log(TABLE);
  // ONLY=elements, visit, events, summer or lighthouse runs one part.
  const only = (part: string) => !process.env.ONLY || process.env.ONLY === part;
  const medians = `Medians of ${RUNS} runs in fresh contexts of Chromium against the demo server (loopback, gzip).`;
  if (only('elements')) {
    const started = stamp();
    for (const { tag, page } of registry) row(`<${tag}>: connected → first render painted`, await elementFirstPaint(tag, page));
    publish('elements', 'Every element: connected to first render painted', started, `${medians}\n\n${TABLE}`);
  }
  if (only('visit')) {
    const started = stamp();
    const columns = [
      'element',
      'content painted',
      'chain depth',
      'script requests',
      ...(BASELINE ? ['baseline: content painted', 'chain depth', 'script requests', 'sooner by'] : []),
      'before the loader started first calls: content painted, depth, scripts',
      '',
    ];
    line(`| ${columns.join(' | ')} |\n|${' --- |'.repeat(columns.length)}`);
    for (const { tag, page } of registry) {
      const { now, before } = await visits(tag, page);
      const cells = (v: Visit) => [`${Math.round(v.painted)} ms`, String(v.depth), `loader + ${v.scripts}`];
      const earlier = BEFORE_FIRST_CALLS.get(tag);
      const earlierCell = earlier
        ? `${earlier.painted} ms, ${earlier.depth}${earlier.scripts === undefined ? '' : `, loader + ${earlier.scripts}`} (${Math.round(earlier.painted - now.painted)} ms sooner)`
        : '';
      const deep = !tally(now.depth <= DEPTH_TARGET);
      const verdict = deep ? `MISSED: depth ≤ ${DEPTH_TARGET}` : 'ok';
      line(
        `| <${tag}> | ${[...cells(now), ...(before ? [...cells(before), `${Math.round(before.painted - now.painted)} ms`] : []), earlierCell, verdict].join(' | ')} |`,
      );
    }
    publish(
      'visit',
      'Every element on a phone: navigation to content painted, slow 4G and 4× CPU',
      started,
      `Medians of ${RUNS} runs in fresh contexts of Chromium under its emulation of Lighthouse's slow 4G (150 ms a round trip, 1.6 Mbps) and a 4× CPU slowdown: from navigation to the element's content painted; the chain depth is the most requests in a row that the content waited for (those answered before it was in the page), each started by the one before (the page's document not counted: the loader is 1, the chunks and first calls it starts 2; target ≤ ${DEPTH_TARGET}); script requests are those started before it, the loader's not counted. Beside it, the figures before the loader started an element's chunks and first calls (that build, the same emulation), where they were measured.${BASELINE ? ` And the build of ${commit(dirname(resolve(BASELINE)))} (\`BASELINE\`), each run taken in turn with one of this build.` : ''}\n`,
    );
  }
  if (only('events')) {
    const started = stamp();
    const fiveThousand = await eventsFirstPage(5000, true);
    row('5,000 events: data arrival → first page painted', fiveThousand.painted, 250);
    // How the time grows with the count: what 20 events cost is the first page's own (the body's
    // read, the first render and paint of code that has not run before), the rest is per event.
    row('1,000 events: data arrival → first page painted', (await eventsFirstPage(1000)).painted);
    const twenty = await eventsFirstPage(20);
    row('20 events: data arrival → first page painted (one page: no per-event work beyond it)', twenty.painted);
    row('20 events: the element reads the body → first page painted', twenty.fromRead);
    const { floor } = fiveThousand;
    row('5,000 events: data arrival → body parsed by a bare fetch().json(), no element (the floor)', floor);
    row('5,000 events: first page painted ÷ the floor, in this run', fiveThousand.painted / floor, 2.3, (v) => `${v.toFixed(2)}×`, '×');
    row('5,000 events: the longest task between data arrival and first page painted, in any run', fiveThousand.longestTask, 50);
    // The loader asks for the data with the element's code: it can arrive before that code has run,
    // and the span above then holds the code's loading too. From the element's read of the body:
    row('5,000 events: the element reads the body (data and code both there) → first page painted', fiveThousand.fromRead);
    row('5,000 events: that span ÷ the floor', fiveThousand.fromRead / floor, undefined, (v) => `${v.toFixed(2)}×`, '×');
    row('5,000 events: the longest task in that span, in any run', fiveThousand.longestFromRead);
    publish('events', 'Events: data arrival to first page painted', started, `${medians}\n\n${TABLE}`);
  }
  if (only('summer')) {
    const started = stamp();
    const interactions = await summerSchoolInteractions();
    row('summer school, 1,000 courses: filter click (Event Timing)', interactions.filter, 50, ms);
    row('summer school, 1,000 courses: sort click (Event Timing)', interactions.sort, 50, ms);
    row('summer school, 1,000 courses: typing in the search (Event Timing)', interactions.typing, 50, ms);
    row('summer school, 1,000 courses: a click that only repaints the window, no code of ours (the floor)', interactions.repaint, undefined, ms);
    row('the reference table (test/bench/reference-table.js), React: the same filter click', interactions.reactTable, undefined, ms);
    row('the reference table, DOM calls, no React: the same filter click', interactions.domTable, undefined, ms);
    publish(
      'summer',
      'Summer school at 1,000 courses: input to next paint',
      started,
      `${medians} Event Timing durations come in steps of 8 ms; Chromium reports none under 16 ms.\n\n${TABLE}`,
    );
  }
  if (only('lighthouse')) {
    const started = stamp();
    line(
      `\n| Lighthouse 12, mobile (the median of ${LH_RUNS} runs) | performance (≥ 0.95) | every run's performance | accessibility (1) | best practices (1) | the median run's metrics (simulated slow 4G, 4× CPU) | |\n| --- | --- | --- | --- | --- | --- | --- |`,
    );
    for (const { tag, page } of registry) {
      const score = await lighthouseScores(`/${page}`);
      const ok = score.performance >= 0.95 && score.accessibility === 1 && score.bestPractices === 1;
      tally(ok);
      line(
        `| <${tag}> | ${score.performance} | ${score.every.join(', ')} | ${score.accessibility} | ${score.bestPractices} | ${score.metrics} | ${ok ? 'ok' : 'MISSED'} |`,
      );
    }
    publish(
      'lighthouse',
      'Lighthouse on every demo page',
      started,
      `Lighthouse's median run of ${LH_RUNS} a page (\`computeMedianRun\`), with every run's performance beside it.`,
    );
  }
} finally {
  await browser.close();
  server.close();
  baselineServer?.close();
}
if (missed) {
  console.error(`\n${missed} target(s) missed`);
  process.exitCode = 1;
}
