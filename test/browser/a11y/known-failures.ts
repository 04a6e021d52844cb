/**
 * Failures of the keyboard walk, the journeys and the APG checks that issue 56 lists as defects
 * another change is fixing: each names its item. Expected while they happen; a mark whose failure
 * no longer happens fails its test (`stale`), so that it is removed once the fix lands. A mark with
 * `sometimes` is a failure that depends on where a scroll lands: not stale when it does not show.
 */
export interface KnownFailure {
  tag: string | RegExp;
  /** Matches the failure's line. */
  match: RegExp;
  /** Issue 56's item. */
  item: string;
  sometimes?: boolean;
}

const STICKY_LETTERS = /^covered: .* under (ul\.aalto-index__letters|nav\.aalto-index__nav|a\.aalto-index__jump)/;
const STICKY_TABLE_HEAD = /^covered: .* under (th |button\.aalto-table__sort|span\.aalto-table__arrow)/;

export const KNOWN_FAILURES: KnownFailure[] = [
  { tag: 'site-index', match: STICKY_LETTERS, item: "2: the site index's sticky letter row hides focus" },
  { tag: 'student-guide-index', match: STICKY_LETTERS, item: "2: the site index's sticky letter row hides focus" },
  { tag: 'summer-school-listing', match: STICKY_TABLE_HEAD, item: '3: the sticky table headers hide focus', sometimes: true },
  { tag: 'courses-listing', match: STICKY_TABLE_HEAD, item: '3: the sticky table headers hide focus', sometimes: true },
  { tag: 'aalto-cookie-consent', match: /^body: focus fell to the body after .* on button "(Accept all|Decline all|Save choices)"/, item: "8: focus goes to the body after the consent's first save" },
];

export function sortFailures(tag: string, failures: string[], known: KnownFailure[]) {
  const marks = known.filter((k) => (typeof k.tag === 'string' ? k.tag === tag : k.tag.test(tag)));
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
