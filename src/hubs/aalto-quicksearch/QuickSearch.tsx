/**
 * <aalto-quicksearch>: a search form with suggestions (docs/api.md, 'The quick search').
 *
 * Keyboard: ArrowDown and ArrowUp move DOM focus through the suggestions and wrap back to the
 * input; ArrowLeft and ArrowRight return to the input; Escape in the list returns to the input,
 * Escape in the input closes the suggestions; Tab is held while focus is in the list; Enter on a
 * suggestion puts its title in the input without a new search.
 */
import { useId, useMemo, useRef, type FormEvent, type KeyboardEvent } from 'react';
import { track } from '../../core/analytics.js';
import { stringAttribute } from '../../core/element/attributes.js';
import type { ElementProps } from '../../core/element/react-element.js';
import { coreStrings } from '../../core/i18n/core-strings.js';
import { createTranslator } from '../../core/i18n/translate.js';
import { siteUrl } from '../../core/links.js';
import { DEFAULT_INDEX_PREFIX } from '../../core/search/indices.js';
import { Suggestion } from './Suggestion.js';
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
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const id = useId();

  const entries = () => [...(list.current?.querySelectorAll<HTMLElement>('[data-entry]') ?? [])];

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const items = entries();
    if (event.key === 'Escape') {
      if (open) event.preventDefault();
      close();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && open && items.length) {
      event.preventDefault();
      items[event.key === 'ArrowDown' ? 0 : items.length - 1]!.focus();
    }
  };

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = entries();
    const index = items.indexOf((event.target as HTMLElement).closest('[data-entry]') as HTMLElement);
    const toInput = () => input.current?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (index + 1 < items.length) items[index + 1]!.focus();
        else toInput();
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (index > 0) items[index - 1]!.focus();
        else toInput();
        break;
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'Escape':
        event.preventDefault();
        toInput();
        break;
      case 'Tab':
        event.preventDefault();
        break;
      case 'Enter': {
        // On an entry itself (not one of a self-study material's own links): take its title.
        const entry = items[index];
        if (entry && event.target === entry) {
          event.preventDefault();
          choose(entry.dataset.title ?? '');
          toInput();
        }
        break;
      }
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

  const valid = term.trim().length >= MIN_TERM_LENGTH;
  return (
    <form className="aalto-qs" role="search" onSubmit={submit} lang={language}>
      <label htmlFor={`${id}-input`} className="aalto-visually-hidden">
        {t('label')}
      </label>
      <div className="aalto-input-row">
        <input
          ref={input}
          id={`${id}-input`}
          type="search"
          className={`aalto-input aalto-qs__input${valid ? ' aalto-qs__input--valid' : ''}`}
          value={term}
          placeholder={t('placeholder')}
          autoComplete="off"
          aria-controls={`${id}-list`}
          aria-describedby={`${id}-count`}
          onChange={(event) => setTerm(event.currentTarget.value)}
          onKeyDown={onInputKey}
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
      <div className="aalto-qs__popup" hidden={!open}>
        {open && hits.length === 0 && <p className="aalto-qs__empty">{failed ? t('loadFailed') : t('noResults')}</p>}
        {/* Not the shared LoadFailure view: that is in the content API's chunk, which the quick search does not load. */}
        {open && failed && (
          <div className="aalto-load-failure">
            <button type="button" className="aalto-button" onClick={retry}>
              {t('tryAgain')}
            </button>
          </div>
        )}
        <ul ref={list} id={`${id}-list`} className="aalto-qs__list" aria-label={t('suggestions')} onKeyDown={onListKey}>
          {open &&
            hits.map((hit, i) => (
              <li key={i}>
                <Suggestion hit={hit} term={hitsTerm} t={t} />
              </li>
            ))}
        </ul>
      </div>
    </form>
  );
}
