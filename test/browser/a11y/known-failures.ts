/**
 * Failures of the keyboard walk, the journeys and the APG checks that issue 56 lists as defects
 * another change is fixing: each names its item. Expected while they happen; a mark whose failure
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
  /** Issue 56's item. */
  item: string;
  sometimes?: boolean;
}


/** The listings with a sort the journey takes (a select, or a table's column). */
const WITH_SORT = /^(courses-listing|innovation-teams-listing|kivita-courses-listing|open-university-listing|summer-school-listing)$/;

export const KNOWN_FAILURES: KnownFailure[] = [
  { in: 'journey', tag: WITH_SORT, match: /^(en|fi): sort: nothing is announced/, item: '7: sorting says nothing' },
  { in: 'journey', tag: 'aalto-cookie-consent', match: /^(en|fi): save: focus fell to the body/, item: "8: focus goes to the body after the consent's first save" },
  { in: 'apg', tag: 'aalto-cookie-consent', match: /^apg: dialog: Choose cookies again did not collapse/, item: "8: the consent's 'Choose cookies' does not collapse" },
  { in: 'journey', tag: /^(site-index|student-guide-index)$/, match: /^(en|fi): filtering: the count is announced \d+ times/, item: '8: the site index announces the count on every keystroke' },
  // Found by these tests in WebKit and not fixed yet.
  {
    in: 'journey',
    engine: 'webkit',
    tag: /^(courses-listing|grants-awards-listing|innovation-teams-listing|open-university-listing|people-hub|programmes-search|site-index|student-guide-events)$/,
    match: /^(en|fi): try again: focus went to the body/,
    item: "WebKit: 'Try again' sends focus to the body",
    sometimes: true,
  },
  { in: 'apg', engine: 'webkit', tag: /^(simple-quiz|summer-school-listing)$/, match: /^apg: radio group: ArrowUp on the first did not wrap/, item: "WebKit's native radios do not wrap at the group's ends" },
  { in: 'walk', tag: 'aalto-cookie-consent', match: /^body: focus fell to the body after .* on button "(Accept all|Decline all|Save choices)"/, item: "8: focus goes to the body after the consent's first save" },
];

export function sortFailures(test: KnownFailure['in'], engine: string, tag: string, failures: string[], known: KnownFailure[] = KNOWN_FAILURES) {
  const marks = known.filter((k) => k.in === test && (k.engine === undefined || k.engine === engine) && (typeof k.tag === 'string' ? k.tag === tag : k.tag.test(tag)));
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
