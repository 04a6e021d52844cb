/**
 * The element of an A–Z index hub, made from its definition: the same store, load and address as
 * every hub (`useHub`), its results in sections by letter (collated per language), shown by the
 * pure `LetterIndex` view. A hub module is `export default indexHubElement(definition)` plus
 * `export { attributes }`.
 */
import { useCallback, useMemo } from 'react';
import type { ElementProps } from '../core/element/react-element.js';
import { createTranslator, type Catalog } from '../core/i18n/translate.js';
import { letterIndexStrings, type LetterIndexStrings } from './letter-index-strings.js';
import type { EntryContext, IndexHubDefinition } from './hub.js';
import { alphabet, OTHER_LETTER, sectionsByLetter } from './letters.js';
import { cardListingAttributes } from './use-card-listing.js';
import { useHub } from './use-hub.js';
import { LetterIndex } from './views/LetterIndex.js';

export const attributes = cardListingAttributes;
export type IndexHubProps = ElementProps<typeof attributes>;

export function indexHubElement<Item, K extends string, S extends Catalog>(def: IndexHubDefinition<Item, K, S>) {
  return function IndexHub({ settings, indexPrefix, linkTarget, headingLevel, paramPrefix }: IndexHubProps) {
    const { language } = settings;
    const { t, state, actions, viewProps } = useHub(def, settings, { indexPrefix, paramPrefix });
    const layout = useMemo(() => createTranslator<LetterIndexStrings>(language, letterIndexStrings, settings.strings), [language, settings.strings]);
    const sections = useMemo(() => sectionsByLetter(state.results, def.index.title, language), [state.results, language]);
    // '#' (entries that start with no letter) is a letter of the row only when it has entries.
    const letters = useMemo(() => alphabet(language).filter((l) => l !== OTHER_LETTER || sections[0]?.key === OTHER_LETTER), [language, sections]);
    const context: EntryContext<S> = useMemo(() => ({ t, language, target: linkTarget }), [t, language, linkTarget]);
    const Entry = def.index.entry;
    const renderEntry = useCallback((item: Item) => <Entry item={item} context={context} />, [Entry, context]);
    const { searchInputRef } = viewProps([]);
    return (
      <LetterIndex<Item>
        className={def.className}
        language={language}
        texts={{
          search: t('search'),
          searchButton: t('searchButton'),
          clearSearch: t('clearSearch'),
          count: state.status === 'FAILED' ? t('loadFailed') : state.loaded ? t('count', { count: state.results.length }) : '',
          tryAgain: t('tryAgain'),
          loading: t('loading'),
          empty: t(def.empty),
          letters: layout('letters'),
          entries: (count) => layout('entries', { count }),
          backToLetters: layout('backToLetters'),
        }}
        status={state.status}
        search={state.search}
        onSearch={actions.setSearch}
        onRetry={state.retry}
        searchInputRef={searchInputRef}
        alphabet={letters}
        sections={sections}
        headingLevel={headingLevel}
        itemKey={def.itemKey}
        renderEntry={renderEntry}
      />
    );
  };
}
