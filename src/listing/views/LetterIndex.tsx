/**
 * The layout of an A–Z index: a filter-as-you-type box, a polite count, a letter navigation and
 * the entries in sections under their letter. Sections and texts arrive as props; the view's own
 * state is only how many sections its first render shows (`first-paint.ts`).
 *
 * A letter with entries is a link to its section; following it moves focus to the section's
 * heading, which names the letter and its entry count, so keyboard and screen reader users land
 * where they chose. A letter without entries stays in the row (the alphabet keeps its shape) but
 * is disabled: not a link, not focusable, `aria-disabled`.
 */
import { useEffect, useId, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { LoadFailure, ResultCount, StatusMessage } from '../../core/views/StatusMessage.js';
import { FIRST_PAINT_ENTRIES, sectionsUpTo, useFirstPaintLimit } from '../first-paint.js';
import { uniqueKeys } from '../keys.js';
import type { Section } from '../sections.js';
import type { Status } from '../types.js';
import { SearchField } from './SearchField.js';
import { pageElement } from '../../core/document-reads.js';
import { headingTag } from '../../core/views/heading.js';

export interface LetterIndexTexts {
  search: string;
  searchButton: string;
  clearSearch: string;
  count: string;
  loading: string;
  empty: string;
  tryAgain: string;
  /** The letter navigation's name ('Index letters'). */
  letters: string;
  /** A section's entry count ('12 entries'). */
  entries: (count: number) => string;
  /** The link after each section back to the letter navigation ('Back to letters'). */
  backToLetters: string;
}

export interface LetterIndexProps<Item> {
  className: string;
  language: string;
  texts: LetterIndexTexts;
  status: Status;
  search: string;
  onSearch: (text: string) => void;
  /** Loads again after a failure ('Try again'). */
  onRetry: () => void;
  searchInputRef?: RefObject<HTMLInputElement | null>;
  /** The language's letters in order; those without a section are disabled. */
  alphabet: readonly string[];
  sections: ReadonlyArray<Section<Item>>;
  headingLevel: number;
  itemKey: (item: Item) => string;
  renderEntry: (item: Item) => ReactNode;
}

/** The element id of a letter's section heading (ids stay valid for '#' and Å). */
const headingId = (base: string, letter: string) => `${base}-letter-${letter.codePointAt(0)}`;

/**
 * The letter row's height while it may stay in view (sticky on a wide screen), or null when it is
 * taller than a third of the window (large text): a row that tall does not stick, or it would
 * cover what the visitor reads. Sections keep their focusable elements clear of it by it.
 */
function useStickyHeight(nav: RefObject<HTMLElement | null>, shown: boolean): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useEffect(() => {
    const element = nav.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.offsetHeight * 3 > innerHeight ? null : element.offsetHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [nav, shown]);
  return height;
}

export function LetterIndex<Item>(props: LetterIndexProps<Item>) {
  const { texts, status, sections } = props;
  const base = useId().replace(/:/g, '');
  const counts = new Map(sections.map((s) => [s.key, s.items.length]));
  // The letter row and its counts are of every section from the first render; the sections past
  // the first 60 entries are rendered a frame later.
  const { limit, showAll } = useFirstPaintLimit(sections.length > 0, FIRST_PAINT_ENTRIES);
  const Heading = headingTag(props.headingLevel);
  const jump = (event: MouseEvent<HTMLAnchorElement>, letter: string) => {
    // A letter whose section is not rendered yet (in the frame after the first paint) renders
    // every section first, so that the jump lands.
    if (!pageElement(headingId(base, letter))) flushSync(showAll);
    const heading = pageElement(headingId(base, letter));
    if (!heading) return;
    // Focus, not the address hash: the address keeps the query (and the page its scroll history).
    event.preventDefault();
    heading.focus();
    heading.scrollIntoView?.({ block: 'start' });
  };
  const navId = `${base}-letters`;
  const nav = useRef<HTMLElement>(null);
  const shown = status === 'NO_RESULTS' || status === 'DONE';
  const sticky = useStickyHeight(nav, shown);
  // Back to the letters: focus on the letter of the section the visitor leaves, so Tab goes on
  // from there (and the row, sticky on a wide screen, is where the eye already is).
  const back = (event: MouseEvent<HTMLAnchorElement>, letter: string) => {
    const link = pageElement(navId)?.querySelector<HTMLAnchorElement>(`a[href="#${headingId(base, letter)}"]`);
    if (!link) return;
    event.preventDefault();
    link.focus();
    link.scrollIntoView?.({ block: 'nearest' });
  };
  return (
    <div
      className={`aalto-listing aalto-index ${props.className}`}
      lang={props.language}
      data-sticky={sticky === null ? undefined : ''}
      style={sticky === null ? undefined : ({ '--aalto-index-row': `${sticky}px` } as CSSProperties)}
    >
      <SearchField value={props.search} texts={texts} onSearch={props.onSearch} inputRef={props.searchInputRef} live />
      <ResultCount text={texts.count} settle />
      {status === 'LOADING' && <StatusMessage text={texts.loading} busy />}
      {/* A failed call is an empty result too (docs/api.md, 'Messages'), one that can be tried again. */}
      {(status === 'NO_RESULTS' || status === 'FAILED') && <StatusMessage text={texts.empty} />}
      {status === 'FAILED' && <LoadFailure retry={texts.tryAgain} onRetry={props.onRetry} />}
      {shown && (
        <nav className="aalto-index__nav" aria-label={texts.letters} id={navId} ref={nav}>
          <ul className="aalto-index__letters">
            {props.alphabet.map((letter) => {
              const count = counts.get(letter) ?? 0;
              return (
                <li key={letter}>
                  {count > 0 ? (
                    <a
                      className="aalto-index__jump"
                      href={`#${headingId(base, letter)}`}
                      aria-label={`${letter}, ${texts.entries(count)}`}
                      onClick={(event) => jump(event, letter)}
                    >
                      {letter}
                    </a>
                  ) : (
                    // eslint-disable-next-line jsx-a11y/anchor-is-valid -- a letter without entries: a link shown disabled (role link, aria-disabled) in the row of letters.
                    <a className="aalto-index__jump" role="link" aria-disabled="true">
                      {letter}
                    </a>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      {status === 'DONE' &&
        sectionsUpTo(sections, limit).map((section) => (
          <section key={section.key} className="aalto-index__section" aria-labelledby={headingId(base, section.key)}>
            <Heading id={headingId(base, section.key)} className="aalto-index__letter" tabIndex={-1}>
              {section.key}
              <span className="aalto-index__count"> {texts.entries(section.items.length)}</span>
            </Heading>
            <ul className="aalto-index__entries">
              {uniqueKeys(section.items, props.itemKey).map((key, index) => (
                <li key={key}>{props.renderEntry(section.items[index]!)}</li>
              ))}
            </ul>
            <p className="aalto-index__back">
              <a href={`#${navId}`} onClick={(event) => back(event, section.key)}>
                {texts.backToLetters}
              </a>
            </p>
          </section>
        ))}
    </div>
  );
}
