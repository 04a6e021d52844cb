/**
 * Failures of the keyboard walk, the journeys and the APG checks known and not fixed yet: each
 * names what fails. Expected while they happen; a mark whose failure
 * no longer happens fails its test (`stale`), so that it is removed once the fix lands. A mark with
 * `sometimes` is a failure that depends on where a scroll lands: not stale when it does not show.
 */
export interface KnownFailure {
  /** The test: the keyboard walk, the screen reader journeys, the APG keys. */
  in: 'walk' | 'journey' | 'apg';
  tag: string | RegExp;
  /** Only in this engine. */
  engine?: 'chromium' | 'firefox' | 'webkit';
  /** Matches the failure's line. */
  match: RegExp;
  /** What fails, in a few words. */
  item: string;
  sometimes?: boolean;
}

export const KNOWN_FAILURES: KnownFailure[] = [];

export function sortFailures(test: KnownFailure['in'], engine: string, tag: string, failures: string[], known: KnownFailure[] = KNOWN_FAILURES) {
  const marks = known.filter(
    (k) => k.in === test && (k.engine === undefined || k.engine === engine) && (typeof k.tag === 'string' ? k.tag === tag : k.tag.test(tag)),
  );
  const expected: string[] = [];
  const unexpected: string[] = [];
  const used = new Set<KnownFailure>();
  for (const failure of failures) {
    const mark = marks.find((k) => k.match.test(failure));
    if (mark) {
      used.add(mark);
      expected.push(`${failure} [${mark.item}]`);
    } else unexpected.push(failure);
  }
  const stale = marks.filter((k) => !used.has(k) && !k.sometimes).map((k) => `${k.item}: ${k.match}`);
  return { expected, unexpected, stale };
}
