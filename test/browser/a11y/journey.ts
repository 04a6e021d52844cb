/**
 * What a screen reader hears on an element's main journey: each step is keys pressed on a control
 * (focused as Tab would reach it), then what the page's live regions said and where focus went; the
 * element's accessibility tree (probe.ts's ARIA snapshot) before and after. The transcript is
 * Markdown, committed beside the tests (`__snapshots__/<tag>.<lang>.md`), so that a review reads
 * what a visitor hears; a transcript that changes fails until updated on purpose (`-u`).
 */
import type { A11yPage } from './driver';
import type { FocusReport } from './probe';

export type Language = 'en' | 'fi';

/** A control of the element, by role and name (a regular expression's source, case-insensitive). */
export interface Control {
  role: string;
  name?: string;
  nth?: number;
}

export interface StepResult {
  /** What the live regions said, in order. */
  heard: string[];
  focus: FocusReport;
  /** The control the step acted on, `role "name"`. */
  on: string;
}

/** Words of the shared controls in each language (the element's strings.ts say the same). */
export const WORDS: Record<Language, { showMore: string; removeFilter: string; sort: string; tryAgain: string; next: string; filters: string }> = {
  en: {
    filters: '^Filters$',
    showMore: '^(Show more|Show all)',
    removeFilter: '^Remove filter',
    sort: '^(Sort|Sort by)$',
    tryAgain: '^Try again',
    next: '^Next',
  },
  fi: {
    filters: '^Suodattimet$',
    showMore: '^(Näytä lisää|Näytä kaikki)',
    removeFilter: '^Poista suodatin',
    sort: '^(Järjestä|Järjestys)$',
    tryAgain: '^Yritä uudelleen',
    next: '^Seuraava',
  },
};

export class Journey {
  readonly lines: string[] = [];
  /** Expectations that did not hold, one line each (`<step>: <what>`). */
  readonly failures: string[] = [];

  constructor(
    readonly page: A11yPage,
    readonly host: string,
    readonly lang: Language,
  ) {}

  /** Starts the transcript on a loaded page: the tree as it first reads, and the live-region recorder. */
  async begin(title: string) {
    // A long list renders its cards over a few frames after the element is ready.
    await this.page.evaluate((probe) => probe.settled(), null);
    if (!this.lines.length) this.lines.push(`# \`<${this.host}>\` (${this.lang}): what a screen reader hears`, '');
    this.lines.push(`## ${title}`, '', ...(await this.tree()));
    await this.page.evaluate((probe) => probe.listen(), null);
  }

  async tree(): Promise<string[]> {
    const text = await this.page.evaluate((probe, host) => probe.snapshot(host, { repeats: 1 }), this.host);
    return ['```yaml', text || '(nothing)', '```', ''];
  }

  has(control: Control): Promise<boolean> {
    return this.page.evaluate((probe, c) => probe.find(c.host, c.role, c.name, c.nth), { host: this.host, ...control });
  }

  /**
   * Focuses `control`, presses `keys` (or types `text` first), waits for the page to settle, and
   * writes what was heard and where focus went. Null when the element has no such control.
   */
  async step(title: string, control: Control, keys: string[], text?: string, { announces = false, record = true } = {}): Promise<StepResult | null> {
    const on = await this.page.evaluate((probe, c) => probe.focusOn(c.host, c.role, c.name, c.nth), { host: this.host, ...control });
    if (!on) return null;
    await this.page.evaluate((probe) => {
      probe.heard();
      probe.mark();
    }, null);
    if (text !== undefined) await this.page.type(text);
    for (const key of keys) await this.page.press(key);
    const focus = await this.page.evaluate(
      async (probe, { host, announces }) => {
        // Long enough a pause for a debounced search (250 ms) to have started its request.
        await probe.settled(5000, 400);
        // A step that should be announced: the announcement may come a little after the page is still.
        if (announces) {
          await probe.awaitSpeech(1500);
          await probe.settled(5000, 0);
        }
        return probe.focus(host);
      },
      { host: this.host, announces },
    );
    const heard = await this.page.evaluate((probe) => probe.heard(), null);
    const masked = await this.page.evaluate((probe, key) => probe.mask(key), focus.key);
    const action = `${text !== undefined ? `type ${JSON.stringify(text)}, ` : ''}${keys.join(', ')} on ${on}`;
    if (record)
      this.lines.push(
        `## ${title}`,
        '',
        `${action.replace(/^./, (c) => c.toUpperCase())}.`,
        '',
        'Heard:',
        '',
        ...(heard.length ? heard.map((h) => `- ${h}`) : ['- (nothing)']),
        '',
        `Focus: ${focus.onBody ? 'the body' : masked}`,
        '',
      );
    return { heard, focus, on };
  }

  /** Records a failed expectation of the current step. */
  expect(ok: boolean, what: string) {
    if (!ok) this.failures.push(what);
  }

  async end(title = 'At the end') {
    this.lines.push(`## ${title}`, '', ...(await this.tree()));
  }

  text(): string {
    return `${this.lines.join('\n').trimEnd()}\n`;
  }
}

/** A name pattern that matches `name` only. */
export const exactly = (name: string) => `^${name.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&')}$`;
const said = (result: StepResult) => result.heard.join(' ');
/** Something was announced, with a number in it (a count). */
export const heardCount = (result: StepResult) => /\d/.test(said(result));
export const heardAnything = (result: StepResult) => result.heard.length > 0;
/** Focus stayed with the element, or on what the step revealed: never the body. */
export const focusKept = (result: StepResult) => !result.focus.onBody && (result.focus.inside || result.focus.revealed);

/**
 * A listing's journey: Show more, a filter, a sort, removing the filter's pill (the last one), a
 * search for a word of the first result. Each step the element has is taken; after each, the
 * count (or what changed) must be announced and focus must stay with the element.
 */
export async function listingJourney(journey: Journey) {
  const words = WORDS[journey.lang];
  const more = await journey.step('Show more', { role: 'button', name: words.showMore }, ['Enter'], undefined, { announces: true });
  if (more) {
    journey.expect(heardCount(more), 'show more: the count is not announced');
    journey.expect(focusKept(more), `show more: focus went to ${more.focus.key}`);
  }
  // Filters behind a disclosure (a phone's panel, a hub's 'Filters' button) are opened first.
  if (!(await journey.has({ role: 'checkbox' }))) await journey.step('Opening the filters', { role: 'button', name: words.filters }, ['Enter']);
  const choice = await journey.page.evaluate((probe, host) => probe.narrowestChoice(host), journey.host);
  const filter = choice ? await journey.step('A filter', { role: 'checkbox', name: exactly(choice) }, ['Space'], undefined, { announces: true }) : null;
  if (filter) {
    journey.expect(heardCount(filter), 'filter: the count is not announced');
    journey.expect(focusKept(filter), `filter: focus went to ${filter.focus.key}`);
  }
  // A sort select, else a table's column header button (the first column not sorted on).
  const header = await journey.page.evaluate((probe, host) => probe.sortHeader(host), journey.host);
  const sort = (await journey.has({ role: 'combobox', name: words.sort }))
    ? await journey.step('A sort', { role: 'combobox', name: words.sort }, ['ArrowDown'], undefined, { announces: true })
    : header
      ? await journey.step('A sort', { role: 'button', name: exactly(header) }, ['Enter'], undefined, { announces: true })
      : null;
  if (sort) {
    journey.expect(heardAnything(sort), 'sort: nothing is announced');
    journey.expect(focusKept(sort), `sort: focus went to ${sort.focus.key}`);
  }
  const pill = await journey.step('Removing the last filter pill', { role: 'button', name: words.removeFilter }, ['Enter'], undefined, { announces: true });
  if (pill) {
    journey.expect(heardCount(pill), 'pill: the count is not announced');
    journey.expect(focusKept(pill), `pill: focus went to ${pill.focus.onBody ? 'the body' : pill.focus.key}`);
  }
  const term = await journey.page.evaluate((probe, host) => probe.termFromFirstResult(host), journey.host);
  if (term) {
    const search = await journey.step('A search', { role: 'searchbox' }, ['Enter'], term, { announces: true });
    if (search) {
      journey.expect(heardCount(search), 'search: the count is not announced');
      journey.expect(focusKept(search), `search: focus went to ${search.focus.key}`);
    }
  }
}
