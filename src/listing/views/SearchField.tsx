import { useId, type FormEvent, type Ref } from 'react';

export interface SearchFieldProps {
  /** The applied search text; the input starts from it and resets when it changes. */
  value: string;
  label: string;
  searchButtonLabel: string;
  clearButtonLabel: string;
  onSearch: (text: string) => void;
  onClear: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A search form: the text applies on Enter or the search button (not while typing), and the clear
 * button empties it. The input is uncontrolled so typing never re-renders the listing.
 */
export function SearchField({ value, label, searchButtonLabel, clearButtonLabel, onSearch, onClear, inputRef }: SearchFieldProps) {
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('search') as HTMLInputElement | null;
    onSearch(input?.value.trim() ?? '');
  };
  const clear = (event: { currentTarget: HTMLButtonElement }) => {
    const input = event.currentTarget.form?.elements.namedItem('search') as HTMLInputElement | null;
    if (input) {
      input.value = '';
      input.focus();
    }
    onClear();
  };
  return (
    <form className="aalto-search" role="search" onSubmit={submit}>
      <label htmlFor={id} className="aalto-search__label">
        {label}
      </label>
      <div className="aalto-search__row">
        <input
          key={value}
          ref={inputRef}
          id={id}
          name="search"
          type="search"
          className="aalto-search__input"
          defaultValue={value}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="button" className="aalto-search__clear" aria-label={clearButtonLabel} onClick={clear}>
          <span aria-hidden="true">×</span>
        </button>
        <button type="submit" className="aalto-search__submit">
          {searchButtonLabel}
        </button>
      </div>
    </form>
  );
}
