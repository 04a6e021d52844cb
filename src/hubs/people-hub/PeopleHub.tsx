/**
 * <people-hub>: the people listing made from its definition (`hub.ts`), laid out around the menu
 * of schools and services. Choosing a unit shows its team lead (the unit's `manager`) first, then
 * its team members (the people of every unit under it), then the news and events of its school
 * (the personnel hub's recent items: a school's own, the personnel group's for a service). A
 * search term searches everyone (the profiles query) and leaves the unit; choosing a unit clears
 * the term. The tree and the news are the definition's sources; the unit is a layout group of the
 * listing, kept in the address (`unit`) with the term (`search`) and the page.
 */
import { useCallback, useMemo } from 'react';
import { createTranslator } from '../../core/i18n/translate.js';
import { LoadFailure, ResultCount, StatusMessage } from '../../core/views/StatusMessage.js';
import type { HubDefinition } from '../../listing/hub.js';
import type { HubListingProps } from '../../listing/HubListing.js';
import { useHubCards } from '../../listing/use-hub-cards.js';
import { useHub } from '../../listing/use-hub.js';
import { cardListingAttributes as attributes } from '../../listing/use-card-listing.js';
import { CardList, useShowMore } from '../../listing/views/CardList.js';
import { SearchField } from '../../listing/views/SearchField.js';
import { ShowMore } from '../../listing/views/ShowMore.js';
import { personnelStrings } from '../../listing/shared/recent/strings.js';
import { UnitPanel, type RecentStrings } from '../../listing/shared/recent/UnitPanel.js';
import { coreStrings } from '../../core/i18n/core-strings.js';
import { peopleHub, peopleSides, type Person, type UnitTree } from './hub.js';
import type { PeopleStrings } from './strings.js';
import { ProfileCard } from './ProfileCard.js';
import { UnitMenu } from './UnitMenu.js';
import { recentGroupOf } from './schools.js';
import { themedImage } from '../../core/theme-assets.js';
import type { Image } from '../../core/entities/media.js';
import { headingTag } from '../../core/views/heading.js';

export { attributes };

const NO_TREE: UnitTree = { roots: [], managers: new Map(), names: new Map() };

/** The people hub with its card. */
export const peopleHubDefinition: HubDefinition<Person, 'name', PeopleStrings> = { ...peopleHub, card: ProfileCard };

export default function PeopleHub({ settings, indexPrefix, linkTarget, headingLevel, paramPrefix }: HubListingProps) {
  const { language } = settings;
  const { t, context, state, actions, visible, viewProps, side } = useHub(peopleHub, settings, { indexPrefix, paramPrefix });
  // The tree for the menu: the listing's own call, made and parsed once (the page's cache).
  const loadedTree = side(peopleSides.tree);
  const tree = loadedTree.value ?? NO_TREE;
  // The people wait for the menu: the menu arriving after them would push them down (on a phone)
  // or aside, a layout shift. Only the count's live region is there from the start, empty, so that
  // the count is announced when it comes. (A tree that could not load is no menu, not a wait.)
  const menuLoading = loadedTree.value === null && loadedTree.failure === null;

  // The unit is the store's from the start (the address's, checked against the units once the
  // people are in): until then the menu is open at it and the heading names it, so that neither
  // changes (and moves the people) when the people come. A choice made meanwhile is the store's too.
  const chosen = state.selected.unit?.[0] ?? null;
  const shownUnit = chosen !== null && (state.loaded || tree.names.has(chosen)) ? chosen : null;

  const choose = (tid: string | null) => {
    if (state.search) actions.setSearch('');
    actions.setGroup('unit', tid ? [tid] : []);
  };
  const search = (text: string) => {
    // A name is looked for among everyone, not only the chosen unit.
    if (text && chosen) actions.setGroup('unit', []);
    actions.setSearch(text);
  };

  const searching = state.search.trim() !== '';
  const teamView = chosen !== null && !searching;
  // News and events, which the engine asks for once a unit's team is first shown, then keeps.
  const recent = side(peopleSides.recent).value;
  const leadId = teamView ? tree.managers.get(chosen) : undefined;
  const lead = leadId ? state.results.find((p) => p.id === leadId) : undefined;
  const members = lead ? visible.filter((p) => p !== lead) : visible;
  const more = useShowMore(actions.showMore, members.length);
  const Heading = headingTag(headingLevel);
  const SubHeading = headingTag(headingLevel + 1);

  // Photos' addresses relative to the site theme are under `theme-url`.
  const image = useCallback((photo: Image | null) => themedImage(photo, settings.themeUrl), [settings.themeUrl]);
  const { renderCard, texts } = useHubCards(
    peopleHubDefinition,
    { t, context, state, visible },
    {
      // Under 'Team lead' and 'Team members' a level deeper than under the unit's name alone.
      headingLevel: headingLevel + (teamView ? 2 : 1),
      target: linkTarget,
      image,
      empty: t(peopleHub.empty),
    },
  );
  const recentT = useMemo(() => createTranslator<RecentStrings>(language, coreStrings, personnelStrings, settings.strings), [language, settings.strings]);
  const { searchInputRef } = viewProps([]);

  return (
    <div className="aalto-listing aalto-people" lang={language}>
      <SearchField value={state.search} texts={texts} onSearch={search} inputRef={searchInputRef} />
      {menuLoading && <StatusMessage text={texts.loading} busy />}
      <div className="aalto-people__layout">
        {tree.roots.length > 0 && (
          <UnitMenu
            roots={tree.roots}
            chosen={shownUnit}
            onChoose={choose}
            texts={{ menu: t('menu'), allPeople: t('allPeople'), showUnits: (name) => t('showUnits', { name }) }}
          />
        )}
        <div className="aalto-people__main">
          {!menuLoading && (
            <Heading className="aalto-people__unit">
              {shownUnit ? (tree.names.get(shownUnit) ?? shownUnit) : searching ? t('searchResults') : t('allPeople')}
            </Heading>
          )}
          <ResultCount text={menuLoading ? '' : texts.count} />
          {!menuLoading && state.status === 'LOADING' && <StatusMessage text={texts.loading} busy />}
          {!menuLoading && ((state.status === 'NO_RESULTS' && !state.searching) || state.status === 'FAILED') && <StatusMessage text={texts.empty} />}
          {!menuLoading && state.status === 'FAILED' && <LoadFailure retry={texts.tryAgain} onRetry={state.retry} />}
          {!menuLoading && state.status === 'DONE' && (
            <div aria-busy={state.searching || undefined}>
              {lead && (
                <section className="aalto-people__lead">
                  <SubHeading>{t('teamLead')}</SubHeading>
                  <CardList items={[lead]} itemKey={peopleHub.itemKey} renderCard={renderCard} label={t('teamLead')} />
                </section>
              )}
              <section className="aalto-people__members">
                {teamView && <SubHeading>{t('teamMembers')}</SubHeading>}
                <CardList
                  items={members}
                  itemKey={peopleHub.itemKey}
                  renderCard={renderCard}
                  label={teamView ? t('teamMembers') : texts.list}
                  focusFrom={more.focusFrom}
                />
                {visible.length < state.results.length && <ShowMore label={texts.showMore} progress={texts.progress} onShowMore={more.showMore} />}
              </section>
            </div>
          )}
          {!menuLoading && teamView && recent && (
            <section className="aalto-people__recent">
              <SubHeading>{t('newsAndEvents')}</SubHeading>
              <UnitPanel items={recent.items[recentGroupOf(tree.roots, chosen, recent.groupNames)]} t={recentT} level={headingLevel + 2} target={linkTarget} />
            </section>
          )}
        </div>
      </div>
    </div>
  );
}
