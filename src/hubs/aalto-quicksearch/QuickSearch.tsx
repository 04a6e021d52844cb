/**
 * <aalto-quicksearch>: a search form with suggestions (docs/api.md, 'The quick search').
 *
 * The input is a combobox whose popup is a grid (the APG's combobox with a grid popup), one row
 * per hit: its entry, then its links. The arrows move DOM focus onto the entries, as the contract
 * says; the keys are `grid-keys.ts`'s (README, 'Keyboard and screen readers'). Escape in the input
 * closes the suggestions, a second clears it; focus leaving the element closes them.
 */
import { useId, useMemo, useRef, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { track } from '../../core/analytics.js';
import { stringAttribute } from '../../core/element/attributes.js';
import type { ElementProps } from '../../core/element/react-element.js';
import { coreStrings } from '../../core/i18n/core-strings.js';
import { createTranslator } from '../../core/i18n/translate.js';
import { siteUrl } from '../../core/links.js';
import { DEFAULT_INDEX_PREFIX } from '../../core/search/indices.js';
import { useGridKeys } from './grid-keys.js';
import { pageOf, Suggestion } from './Suggestion.js';
import { quickSearchStrings, type Strings } from './strings.js';
import { MIN_TERM_LENGTH, useSuggestions } from './use-suggestions.js';

export const attributes = { indexPrefix: stringAttribute(DEFAULT_INDEX_PREFIX) };
export type QuickSearchProps = ElementProps<typeof attributes>;
export type { Strings };

/** `{base-url}/{language}/search?search={term}&quicksearch=true` (docs/api.md, 'Addresses'). */
export function searchPageUrl(baseUrl: string, language: string, term: string): string {
  return `${siteUrl(baseUrl, `${language}/search`)}?search=${encodeURIComponent(term.trim())}&quicksearch=true`;
}

export default function QuickSearch({ settings, indexPrefix, host, emit }: QuickSearchProps) {
  const { language } = settings;
  const t = useMemo(() => createTranslator<Strings>(language, coreStrings, quickSearchStrings, settings.strings), [language, settings.strings]);
  const { term, hits, open, failed, hitsTerm, setTerm, choose, close, retry } = useSuggestions(settings, indexPrefix);
  const expanded = open && hits.length > 0;
  const id = useId();
  const valid = term.trim().length >= MIN_TERM_LENGTH;
  const input = useRef<HTMLInputElement>(null);
  const keys = useGridKeys(input, hits, (row) => choose(hits[row]!.title));

  const onKeyDown = (event: KeyboardEvent) => {
    keys.onKeyDown(event);
    if (event.defaultPrevented || event.target !== input.current) return;
    if (event.key === 'ArrowDown' && !open && valid) {
      // Closed suggestions open again (asked again) on ArrowDown.
      event.preventDefault();
      retry();
    } else if (event.key === 'Escape' && (open || term)) {
      // Ours when there is something to close or clear (a search field would clear itself at once).
      event.preventDefault();
      if (open) close();
      else setTerm('');
    }
  };

  /** The mouse's way to an entry's page: as a link would (a new tab with Ctrl, Cmd, Shift or the middle button); one with no page takes its title. */
  const clickEntry = (hit: (typeof hits)[number], event: MouseEvent) => {
    const url = pageOf(hit);
    if (event.button > 1) return;
    if (!url) {
      input.current?.focus();
      choose(hit.title);
    } else if (event.button || event.ctrlKey || event.metaKey || event.shiftKey) window.open(url, '_blank', 'noopener');
    else window.location.assign(url);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = term.trim();
    if (!query) return;
    const url = searchPageUrl(settings.baseUrl, language, query);
    track('quicksearch', { search_term: query }, host);
    // Cancelable, so a site (or a test) can handle the search itself.
    if (emit('quicksearch-submit', { term: query, url })) window.location.assign(url);
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the grid's and the input's keys, bubbling to the form that holds both (APG combobox with a grid).
    <form
      className="aalto-qs"
      role="search"
      onSubmit={submit}
      lang={language}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
    >
      <label htmlFor={`${id}-input`} className="aalto-visually-hidden">
        {t('label')}
      </label>
      <div className="aalto-input-row">
        <input
          ref={input}
          id={`${id}-input`}
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-haspopup="grid"
          aria-expanded={expanded}
          aria-controls={`${id}-grid`}
          aria-describedby={`${id}-count`}
          className={`aalto-input aalto-qs__input${valid ? ' aalto-qs__input--valid' : ''}`}
          value={term}
          placeholder={t('placeholder')}
          autoComplete="off"
          onChange={(event) => setTerm(event.currentTarget.value)}
        />
        <button
          type="button"
          className="aalto-button aalto-button--icon aalto-qs__clear"
          aria-label={t('clear')}
          onClick={() => {
            setTerm('');
            close();
            input.current?.focus();
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
        <button type="submit" className="aalto-button aalto-button--primary aalto-qs__submit">
          {t('submit')}
        </button>
      </div>
      {/* The count is of hits: one row each, as the grid holds them. */}
      <p id={`${id}-count`} className="aalto-visually-hidden" role="status" aria-live="polite">
        {open ? (failed ? t('loadFailed') : hits.length ? t('count', { count: hits.length }) : t('noResults')) : ''}
      </p>
      {/* A press in the suggestions moves no focus (a click opens what it is on; focus stays where it was). */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- a mouse press only, not an action: nothing for the keyboard to do. */}
      <div className="aalto-qs__popup" hidden={!open} onMouseDown={(event) => event.preventDefault()}>
        {open && hits.length === 0 && <p className="aalto-qs__empty">{failed ? t('loadFailed') : t('noResults')}</p>}
        {/* Not the shared LoadFailure view: that is in the content API's chunk, which the quick search does not load. */}
        {open && failed && (
          <div className="aalto-load-failure">
            <button type="button" className="aalto-button" onClick={retry}>
              {t('tryAgain')}
            </button>
          </div>
        )}
        <div
          ref={keys.grid}
          id={`${id}-grid`}
          role="grid"
          className="aalto-qs__list"
          aria-label={t('suggestions')}
          hidden={!expanded}
          onFocus={keys.onFocus}
          onBlur={keys.onBlur}
        >
          {expanded && hits.map((hit, i) => <Suggestion key={i} hit={hit} term={hitsTerm} t={t} onClick={(event) => clickEntry(hit, event)} />)}
        </div>
      </div>
    </form>
  );
}
