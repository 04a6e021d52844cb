import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';

export interface SearchFieldProps {
  /** The applied search text; the input follows it when it changes from outside. */
  value: string;
  /** The input's name, and the search and clear buttons' names. */
  texts: { search: string; searchButton: string; clearSearch: string };
  /** Applies a text; clearing applies ''. */
  onSearch: (text: string) => void;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Applies the text as it is typed (filter as you type); the form then has no search button. */
  live?: boolean;
}

/**
 * A search form: the text applies on Enter or the search button (not while typing), or, when
 * `live`, as it is typed; the clear button empties it (disabled and out of sight while the field is
 * empty: it stays a named control of the form, as the contract lists it). The input
 * is uncontrolled so typing never re-renders the listing by itself (only this field, when it
 * becomes empty or not).
 */
export function SearchField({ value, texts, onSearch, inputRef, live = false }: SearchFieldProps) {
  const { search: label, searchButton: searchButtonLabel, clearSearch: clearButtonLabel } = texts;
  const id = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? ownRef;
  const [hasText, setHasText] = useState(value !== '');
  // The input keeps its node (and focus) across searches; only an applied value that differs
  // from what is typed, such as a restore from the address, rewrites it.
  useEffect(() => {
    const input = ref.current;
    if (input && input.value.trim() !== value) input.value = value;
    if (input) setHasText(input.value !== '');
  }, [value, ref]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(ref.current?.value.trim() ?? '');
  };
  const clear = () => {
    const input = ref.current;
    if (input) {
      input.value = '';
      input.focus();
    }
    setHasText(false);
    onSearch('');
  };
  return (
    <form className="aalto-search" role="search" onSubmit={submit}>
      <label htmlFor={id} className="aalto-search__label">
        {label}
      </label>
      <div className="aalto-input-row">
        <input
          ref={ref}
          id={id}
          name="search"
          type="search"
          className="aalto-input aalto-search__input"
          defaultValue={value}
          autoComplete="off"
          enterKeyHint="search"
          onInput={(event) => {
            setHasText(event.currentTarget.value !== '');
            if (live) onSearch(event.currentTarget.value.trim());
          }}
        />
        <button type="button" className="aalto-button aalto-button--icon aalto-search__clear" aria-label={clearButtonLabel} onClick={clear} disabled={!hasText}>
          <span aria-hidden="true">×</span>
        </button>
        {!live && (
          <button type="submit" className="aalto-button aalto-button--primary aalto-search__submit">
            {searchButtonLabel}
          </button>
        )}
      </div>
    </form>
  );
}
