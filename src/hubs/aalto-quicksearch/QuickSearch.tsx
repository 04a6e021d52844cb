/**
 * <aalto-quicksearch>: a search form with suggestions (docs/api.md, 'The quick search').
 *
 * The input is an ARIA 1.2 combobox whose popup is a listbox (the APG's combobox pattern, as
 * Algolia Autocomplete does it): focus stays in the input while ArrowDown and ArrowUp move the
 * active option (`aria-activedescendant`), past either end back to the input, and reopen closed
 * suggestions; Home, End, ArrowLeft and ArrowRight go back to the input and move its caret. Enter
 * on an active option opens its link (Ctrl, Cmd or Shift: in a new tab), or puts a self-study
 * material's title in the input with no new search; Enter with none submits. Escape closes the
 * suggestions, a second clears the input. Focus leaving the element closes them.
 */
import { useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { track } from '../../core/analytics.js';
import { stringAttribute } from '../../core/element/attributes.js';
import type { ElementProps } from '../../core/element/react-element.js';
import { coreStrings } from '../../core/i18n/core-strings.js';
import { createTranslator } from '../../core/i18n/translate.js';
import { siteUrl } from '../../core/links.js';
import { DEFAULT_INDEX_PREFIX } from '../../core/search/indices.js';
import { Suggestion, suggestionOptions } from './Suggestion.js';
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
  const options = useMemo(() => suggestionOptions(hits), [hits]);
  // The active option belongs to the options it was chosen in: new ones start with none.
  const [activeIn, setActiveIn] = useState({ options, index: -1 });
  const expanded = open && options.length > 0;
  const active = expanded && activeIn.options === options ? activeIn.index : -1;
  const activate = (index: number) => {
    setActiveIn({ options, index });
    if (index >= 0) document.getElementById(optionId(index))?.scrollIntoView?.({ block: 'nearest' });
  };
  const id = useId();
  const optionId = (index: number) => `${id}-${index}`;
  const valid = term.trim().length >= MIN_TERM_LENGTH;

  const input = useRef<HTMLInputElement>(null);

  /** Opens an option's link, as a link would (in a new tab with Ctrl, Cmd or Shift, or the middle button); an option without one takes its title. */
  const pick = (index: number, event: KeyboardEvent | MouseEvent, newTab = event.ctrlKey || event.metaKey || event.shiftKey) => {
    const { url, hit } = options[index]!;
    if (!url) choose(hit.title);
    else if (newTab) window.open(url, '_blank', 'noopener');
    else window.location.assign(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          if (valid) retry();
          break;
        }
        const last = options.length - 1;
        const next = active < 0 ? (event.key === 'ArrowDown' ? 0 : last) : active + (event.key === 'ArrowDown' ? 1 : -1);
        activate(next > last ? -1 : next);
        break;
      }
      case 'Home':
      case 'End':
      case 'ArrowLeft':
      case 'ArrowRight':
        activate(-1);
        break;
      case 'Enter':
        if (active >= 0) {
          event.preventDefault();
          pick(active, event);
        }
        break;
      case 'Escape':
        // Ours when there is something to close or clear (a search field would clear itself at once).
        if (open || term) {
          event.preventDefault();
          if (open) close();
          else setTerm('');
        }
        break;
      default:
    }
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
    <form
      className="aalto-qs"
      role="search"
      onSubmit={submit}
      lang={language}
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
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${id}-count`}
          className={`aalto-input aalto-qs__input${valid ? ' aalto-qs__input--valid' : ''}`}
          value={term}
          placeholder={t('placeholder')}
          autoComplete="off"
          onChange={(event) => {
            activate(-1);
            setTerm(event.currentTarget.value);
          }}
          onKeyDown={onKeyDown}
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
      <p id={`${id}-count`} className="aalto-visually-hidden" role="status" aria-live="polite">
        {open ? (failed ? t('loadFailed') : hits.length ? t('count', { count: hits.length }) : t('noResults')) : ''}
      </p>
      {/* A press in the suggestions keeps focus in the input, so that they stay open for the click. */}
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
        <ul id={`${id}-list`} role="listbox" className="aalto-qs__list" aria-label={t('suggestions')} hidden={!expanded}>
          {expanded &&
            options.map((option, i) => (
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the keys are the combobox input's (APG combobox: focus stays in the input).
              <li
                key={i}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={`aalto-qs__option${option.link ? ' aalto-qs__option--link' : ''}`}
                data-entry={option.link ? undefined : ''}
                onClick={(event) => pick(i, event)}
                onAuxClick={(event) => event.button === 1 && pick(i, event, true)}
              >
                <Suggestion option={option} term={hitsTerm} t={t} />
              </li>
            ))}
        </ul>
      </div>
    </form>
  );
}
