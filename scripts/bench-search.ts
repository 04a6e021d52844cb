// npm run bench:search: the search cluster under load, on this machine, through the elements' own
// request path (scripts/bench-search/load.ts). Starts an OpenSearch node (search/opensearch/, the
// JVM as a cluster runs it), installs the templates and seeds the demo corpus with its pages'
// bodies whole (a real site's lengths, demo/search/bodies.mjs), then, each level for SECONDS
// (20 unless set):
//   - typists in the quick search, TYPISTS at a time (1,4,16 unless set), half at a desktop's pace
//     (a key every 80 to 200 ms), half at a phone's (250 to 450 ms), each term read for 0.6 to 3 s:
//     straight to the node, then through the demo server's forwarding (its own process, as a
//     site's proxy would be);
//   - a listing's visitors, LISTERS at a time (1,4 unless set): the events with a term and without,
//     the news without a term (newest first), the people by a name;
//   - the typists at 4 on a copy of the quick search's indexes with 3 primary shards, and the
//     contract's quick-search terms on both copies (and with dfs_query_then_fetch): what the
//     shards change in the ranking.
// For each: answers per second, their times (p50, p95, p99), their sizes, and the CPU the node (and
// the proxy) spent per answer, with the host's load before and after. Writes its tables to
// docs/benchmarks.md (section 'Search cluster under load'). Exits non-zero when an answer failed.
// Bounded: at most 16 visitors at a time, a few minutes in all; run it on a quiet machine. Run with tsx.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { startNode, unavailable } from '../search/opensearch/node.mjs';
import { clientFor, installTemplates, seedDemo } from '../search/templates/install.mjs';
import { documents } from '../demo/search/documents.mjs';
import { eventsQuery } from '../src/hubs/events-listing/search-query';
import { newsQuery } from '../src/hubs/news-listing/search-query';
import { profilesQuery } from '../src/hubs/people-hub/search-query';
import { quickSearchQuery } from '../src/hubs/aalto-quicksearch/search-query';
import type { Language } from '../src/core/languages';
import { QUERY_KINDS } from '../test/search/queries';
import { Recorder, cpuSeconds, list, percentile, random, type, type ListSearch, type Typist } from './bench-search/load';
import { stamp, table, writeSection } from './bench-report.mjs';

const SECONDS = Number(process.env.SECONDS ?? 20);
const TYPISTS = (process.env.TYPISTS ?? '1,4,16').split(',').map(Number);
const LISTERS = (process.env.LISTERS ?? '1,4').split(',').map(Number);
const LANGUAGES: Language[] = ['fi', 'en', 'sv'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const why = unavailable();
if (why) {
  console.error(`Cannot start OpenSearch: ${why}.`);
  process.exit(1);
}
const started = stamp();
const loadBefore = loadavg()[0]!;

// The terms visitors type: the contract's quick-search and list-search terms of the forms a
// visitor types whole (not the empty or the 3-character ones).
const casesOf = (name: string) => QUERY_KINDS.find((kind) => kind.name === name)!.cases.filter((c) => c.term.trim().length > 3);
const quickTerms = (language: Language) =>
  casesOf('quick search')
    .filter((c) => c.language === language)
    .map((c) => c.term);

const node = await startNode({ serving: true, log: (line) => console.log(line) });
let demo: ReturnType<typeof spawn> | undefined;
const failures: string[] = [];
try {
  const client = clientFor(node.url);
  const whole = (language: string) => documents(language, { bodyScale: 1 });
  const seeding = Date.now();
  await installTemplates(client, { environments: ['live'] });
  const counts = await seedDemo(client, { documents: whole });
  await installTemplates(client, { prefix: 'sharded', environments: ['live'], shards: 3 });
  await seedDemo(client, { prefix: 'sharded', types: ['public', 'intranet'], documents: whole });
  const { body: stats } = await client.cat.indices({ index: 'aalto_live_*', bytes: 'b', format: 'json' });
  await client.close();
  const storeBytes = (stats as Array<{ index: string; 'store.size': string }>).reduce((sum, row) => sum + Number(row['store.size']), 0);
  const publicBytes = (stats as Array<{ index: string; 'store.size': string }>)
    .filter((row) => row.index.includes('_public_'))
    .map((row) => `${row.index.slice(-2)} ${(Number(row['store.size']) / 1e6).toFixed(0)} MB`);
  const entries = Object.values(counts).reduce((a, b) => a + b, 0);
  const perLanguage = whole('en').length;
  const bodies = whole('en').filter((doc) => doc.body);
  const bodyKB = bodies.reduce((sum, doc) => sum + String(doc.body![0]).length, 0) / bodies.length / 1024;
  console.log(`seeded in ${((Date.now() - seeding) / 1000).toFixed(0)} s: ${entries} index entries, ${(storeBytes / 1e6).toFixed(0)} MB`);

  // The demo server forwarding to the node, in its own process (as `SEARCH_ENGINE=opensearch npm start`).
  demo = spawn(process.execPath, [join(process.cwd(), 'demo', 'server.mjs')], {
    env: { ...process.env, PORT: '0', SEARCH_ENGINE: 'opensearch', OPENSEARCH_URL: node.url },
  });
  const demoPort = await new Promise<number>((resolve, reject) => {
    demo!.stdout!.on('data', (chunk: Buffer) => {
      const found = /:(\d+)\//.exec(chunk.toString());
      if (found) resolve(Number(found[1]));
    });
    demo!.on('exit', (code) => reject(new Error(`the demo server exited with ${code}`)));
  });
  const proxied = `http://127.0.0.1:${demoPort}/search`;

  let idle = () => 0;
  /** A level: `count` visitors for SECONDS; its recorders, its seconds and the CPU seconds of each process. */
  async function level<R>(count: number, recorders: R, visit: (i: number, until: number, next: () => number) => Promise<void>, pids: number[]) {
    const cpu = pids.map(cpuSeconds);
    const own = process.cpuUsage();
    const from = performance.now();
    const until = from + SECONDS * 1000;
    await Promise.all(Array.from({ length: count }, (_, i) => visit(i, until, random(7919 * (i + 1)))));
    const seconds = (performance.now() - from) / 1000;
    const used = process.cpuUsage(own);
    // The node's CPU without what it spends idle (pids[0] is the node's).
    const spent = pids.map((pid, i) => cpuSeconds(pid) - cpu[i]! - (i === 0 ? idle() * seconds : 0));
    return { recorders, seconds, cpu: spent.map((value) => Math.max(0, value)), bench: (used.user + used.system) / 1e6 };
  }

  const typistOf = (i: number): Typist => ({ language: LANGUAGES[i % 3]!, keys: i % 2 ? [250, 450] : [80, 200] });
  const runTypists = (host: string, prefix: string, count: number, pids: number[]) => {
    const recorders = { desktop: new Recorder(), phone: new Recorder() };
    return level(
      count,
      recorders,
      (i, until, next) => {
        const typist = typistOf(i);
        return type(host, prefix, typist, quickTerms(typist.language), until, i % 2 ? recorders.phone : recorders.desktop, next);
      },
      pids,
    );
  };

  // A warm-up: the node's first queries compile its code; none of them is measured. Then what the
  // node spends idle (its own housekeeping), which each level's CPU is counted without.
  await runTypists(node.url, 'aalto', 4, [node.pid!]);
  const idleFrom = cpuSeconds(node.pid!);
  await sleep(5000);
  const idlePerSecond = (cpuSeconds(node.pid!) - idleFrom) / 5;
  idle = () => idlePerSecond;

  const ms = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–');
  const kb = (values: number[]) => (values.length ? (percentile(values, 0.5) / 1024).toFixed(1) : '–');
  const typistRow = (count: number, run: Awaited<ReturnType<typeof runTypists>>, proxy: boolean) => {
    const { desktop, phone } = run.recorders;
    const times = [...desktop.times, ...phone.times];
    const answered = times.length;
    failures.push(
      ...(desktop.failed + phone.failed ? [`${desktop.failed + phone.failed} quick searches failed at ${count} typists${proxy ? ' (forwarded)' : ''}`] : []),
    );
    const perTypist = (r: Recorder, n: number) => (n ? (r.sent / run.seconds / n).toFixed(2) : '–');
    return [
      String(count),
      `${perTypist(desktop, Math.ceil(count / 2))} / ${perTypist(phone, Math.floor(count / 2))}`,
      (answered / run.seconds).toFixed(1),
      String(desktop.aborted + phone.aborted),
      ms(percentile(times, 0.5)),
      ms(percentile(times, 0.95)),
      ms(percentile(times, 0.99)),
      kb([...desktop.bytes, ...phone.bytes]),
      answered ? ((run.cpu[0]! / answered) * 1000).toFixed(1) : '–',
      ...(proxy ? [answered ? ((run.cpu[1]! / answered) * 1000).toFixed(1) : '–'] : []),
      ((run.bench / run.seconds) * 100).toFixed(0),
    ];
  };

  const direct: string[][] = [];
  for (const count of TYPISTS) direct.push(typistRow(count, await runTypists(node.url, 'aalto', count, [node.pid!]), false));
  const forwarded: string[][] = [];
  for (const count of TYPISTS) forwarded.push(typistRow(count, await runTypists(proxied, 'aalto', count, [node.pid!, demo.pid!]), true));
  const sharded = typistRow(4, await runTypists(node.url, 'sharded', 4, [node.pid!]), false);
  const single = typistRow(4, await runTypists(node.url, 'aalto', 4, [node.pid!]), false);

  // A listing's visitors.
  const listSearches: ListSearch[] = [
    { name: 'events, a term', kind: 'events', query: eventsQuery, terms: casesOf('events').map((c) => c.term) },
    { name: 'events, no term', kind: 'events', query: eventsQuery, terms: [''] },
    { name: 'news, no term', kind: 'news', query: newsQuery, terms: [''] },
    { name: 'people, a name', kind: 'profiles', query: profilesQuery, terms: casesOf('profiles').map((c) => c.term) },
  ];
  const listRows: string[][] = [];
  const kindRows = new Map<string, Recorder>(listSearches.map((s) => [s.name, new Recorder()]));
  for (const count of LISTERS) {
    const recorders = new Map(listSearches.map((s) => [s.name, new Recorder()]));
    const run = await level(count, recorders, (i, until, next) => list(node.url, 'aalto', LANGUAGES[i % 3]!, listSearches, until, recorders, next), [
      node.pid!,
    ]);
    const all = [...recorders.values()];
    const times = all.flatMap((r) => r.times);
    const failed = all.reduce((n, r) => n + r.failed, 0);
    if (failed) failures.push(`${failed} list searches failed at ${count} visitors`);
    listRows.push([
      String(count),
      (times.length / run.seconds).toFixed(1),
      ms(percentile(times, 0.5)),
      ms(percentile(times, 0.95)),
      ms(percentile(times, 0.99)),
      times.length ? ((run.cpu[0]! / times.length) * 1000).toFixed(1) : '–',
      ((run.bench / run.seconds) * 100).toFixed(0),
    ]);
    for (const [name, r] of recorders) {
      const into = kindRows.get(name)!;
      into.times.push(...r.times);
      into.bytes.push(...r.bytes);
    }
  }

  // What 3 shards change in the ranking: the contract's quick-search terms (anonymous, `public`).
  const rank = async (index: string, body: unknown, dfs = false) => {
    const response = await fetch(`${node.url}/${index}/_search${dfs ? '?search_type=dfs_query_then_fetch' : ''}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { hits: { hits: Array<{ _id: string }> } }).hits.hits.map((hit) => hit._id);
  };
  const rankCases = QUERY_KINDS.find((kind) => kind.name === 'quick search')!.cases.filter((c) => c.userId === 0);
  const ranking = { queries: rankCases.length, first: 0, firstDfs: 0, overlap: 0, overlapDfs: 0 };
  for (const c of rankCases) {
    const body = quickSearchQuery(c.term);
    const [one, three, threeDfs] = await Promise.all([
      rank(`aalto_live_public_${c.language}`, body),
      rank(`sharded_live_public_${c.language}`, body),
      rank(`sharded_live_public_${c.language}`, body, true),
    ]);
    const overlap = (other: string[]) =>
      Math.max(one.length, other.length) ? one.filter((id) => other.includes(id)).length / Math.max(one.length, other.length) : 1;
    if (one[0] !== three[0]) ranking.first += 1;
    if (one[0] !== threeDfs[0]) ranking.firstDfs += 1;
    ranking.overlap += overlap(three) / rankCases.length;
    ranking.overlapDfs += overlap(threeDfs) / rankCases.length;
  }

  const loadAfter = loadavg()[0]!;
  const typistHeader = [
    'typists',
    'requests/s a typist (desktop / phone)',
    'answers/s',
    'aborted',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'answer KB (median)',
    'node CPU ms an answer',
  ];
  const body = [
    `Load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on this project's 2-core machine shared with other work: the visitors (this process) and the node share the cores, so the times are an upper bound and the CPU per answer is the figure to size by. OpenSearch 2.19, one node, 512 MB heap, both JIT compilers; its CPU counted without what it spends idle (${(idlePerSecond * 1000).toFixed(0)} ms a second here). Corpus: ${perLanguage} documents a language, ${entries} index entries, ${(storeBytes / 1e6).toFixed(0)} MB on disk (public: ${publicBytes.join(', ')}); page bodies ${bodyKB.toFixed(1)} KB on average. Each level ${SECONDS} s.`,
    '',
    "**Quick search, straight to the node** (the element's debounce, 3-character minimum and aborts; a typist's requests a second)",
    '',
    table([...typistHeader, 'bench CPU %'], direct),
    '',
    "**Quick search through the demo server's forwarding** (its own process, as a site's proxy)",
    '',
    table([...typistHeader, 'proxy CPU ms an answer', 'bench CPU %'], forwarded),
    '',
    "**A listing's searches** (a search, its answer read for 1 to 3 s; the events with a term and without, the news without, the people by a name)",
    '',
    table(['visitors', 'answers/s', 'p50 ms', 'p95 ms', 'p99 ms', 'node CPU ms an answer', 'bench CPU %'], listRows),
    '',
    table(
      ['search', 'answers', 'p50 ms', 'p95 ms', 'answer KB (median)'],
      [...kindRows].map(([name, r]) => [name, String(r.times.length), ms(percentile(r.times, 0.5)), ms(percentile(r.times, 0.95)), kb(r.bytes)]),
    ),
    '',
    "**One primary shard or three** (the quick search's indexes, 4 typists each, in turn)",
    '',
    table(
      [...typistHeader, 'bench CPU %'],
      [
        ['1 shard', ...single.slice(1)],
        ['3 shards', ...sharded.slice(1)],
      ],
    ),
    '',
    `Ranking on 3 shards against 1, the contract's ${ranking.queries} anonymous quick-search terms: the first hit differs on ${ranking.first} (${ranking.firstDfs} with \`dfs_query_then_fetch\`), the top 10s overlap by ${(ranking.overlap * 100).toFixed(0)} % on average (${(ranking.overlapDfs * 100).toFixed(0)} %).`,
  ].join('\n');
  console.log(`\n${body}`);
  writeSection({
    id: 'bench-search',
    title: 'Search cluster under load (`npm run bench:search`)',
    command: 'npm run bench:search',
    started,
    verdict: failures.length ? `${failures.length} failure(s): ${failures.join('; ')}` : 'every answer came (no budgets: a measurement)',
    body,
  });
} finally {
  demo?.kill();
  await node.stop();
}
if (failures.length) {
  console.error(failures.join('\n'));
  process.exitCode = 1;
}
