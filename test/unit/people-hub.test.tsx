/** <people-hub>: the unit menu over the organisation tree, team lead and members, the profiles search, a school's news and events. */
import fetchMock from 'fetch-mock';
import { useLayoutEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { heldAnswer, until, useElementTestPage } from './helpers';
import { count, loaded, mount } from './listing-driver';
import { peopleOf, unitsOf } from '../../src/hubs/people-hub/hub';
import { groupNamesOf, recentGroupOf } from '../../src/hubs/people-hub/schools';
import { peopleOrganisations } from '../../src/hubs/people-hub/endpoints';
import { specContent } from '../spec-data/answers.mjs';
import { UnitMenu } from '../../src/hubs/people-hub/UnitMenu';
import type { Organisation } from '../../src/hubs/people-hub/entities';
import { ORGS, PROFILES, RECENT, SEARCH, unit, TREE, profile, PEOPLE, RECENT_ANSWER, routes, titles, menuButton, toggle } from './people-hub-data';

useElementTestPage(() => history.replaceState(null, '', '/'));

describe('<people-hub>', () => {
  it('shows the people without the menu when the units could not load, and says it could not load when the people could not', async () => {
    fetchMock.route(ORGS, 500);
    fetchMock.route(PROFILES, { data: PEOPLE });
    const el = await mount('people-hub');
    await until(() => titles(el).length === 5);
    expect(el.querySelector('.aalto-units, .aalto-load-failure')).toBeNull();
    el.remove();
    fetchMock.removeRoutes();
    fetchMock.route(ORGS, { data: TREE });
    fetchMock.route(PROFILES, { throws: new TypeError('Failed to fetch') });
    const failed = await mount('people-hub');
    await until(() => failed.querySelector('.aalto-load-failure button'));
    expect(count(failed)).toBe('The content could not be loaded.');
    expect(failed.querySelector('.aalto-status')!.textContent).toMatch(/^No results/);
  });

  it('builds the menu from the main levels as disclosure navigation; a unit shows its team lead, then every member under it', async () => {
    routes();
    const el = await mount('people-hub');
    await loaded(el);
    expect(count(el)).toBe('Showing 5 people');
    expect(titles(el)).toEqual(['Eero Aalto', 'Daniel Berg', 'Bertil Ek', 'Cecilia Nieminen', 'Aino Virta']);
    await until(() => el.querySelector('nav.aalto-units'));
    expect(el.querySelector('nav')!.getAttribute('aria-label')).toBe('Schools and services');
    // Top levels from main_levels only; their branches closed.
    expect([...el.querySelectorAll('nav > ul > li > .aalto-units__row .aalto-units__unit')].map((b) => b.textContent)).toEqual([
      'All people',
      'Schools',
      'Services',
    ]);
    // No unit shown yet: no news and events asked for.
    expect(fetchMock.callHistory.calls(RECENT)).toHaveLength(0);
    const schools = toggle(el, 'Schools');
    expect(schools.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(schools.getAttribute('aria-controls')!)!.hidden).toBe(true);
    schools.click();
    await until(() => schools.getAttribute('aria-expanded') === 'true');
    expect(document.getElementById(schools.getAttribute('aria-controls')!)!.hidden).toBe(false);
    // A closed branch's units are not rendered: Computer Science comes with its school's branch.
    expect(menuButton(el, 'Computer Science')).toBeUndefined();
    toggle(el, 'School of Science').click();
    await until(() => menuButton(el, 'Computer Science'));
    menuButton(el, 'Computer Science').click();
    await until(() => count(el) === 'Showing 3 people');
    expect(menuButton(el, 'Computer Science').getAttribute('aria-current')).toBe('true');
    expect(el.querySelector('.aalto-people__unit')!.textContent).toBe('Computer Science');
    // The manager first, under 'Team lead'; the members of the unit and the units under it.
    expect(el.querySelector('.aalto-people__lead')!.textContent).toContain('Team lead');
    expect(titles(el)).toEqual(['Bertil Ek', 'Eero Aalto', 'Aino Virta']);
    await until(() => location.search === '?unit=sci-cs');
    // The photo has its alternative text; a person without a photo has none.
    const aino = [...el.querySelectorAll('.aalto-person')].find((c) => c.textContent.includes('Aino'))!;
    expect(aino.querySelector('img')!.getAttribute('alt')).toBe('Aino Virta smiling');
    expect(aino.textContent).toContain('UnitsMachine Learning');
    expect(el.querySelector('.aalto-people__lead img')).toBeNull();
    // The school's news and events; an empty section says so.
    await until(() => el.querySelector('.aalto-people__recent'));
    expect(el.querySelector('.aalto-people__recent')!.textContent).toContain('Science news');
    expect(el.querySelector('.aalto-people__recent')!.textContent).toContain('No events found');
    menuButton(el, 'All people').click();
    await until(() => count(el) === 'Showing 5 people');
    expect(el.querySelector('.aalto-people__recent')).toBeNull();
  });

  it('shows 24 people a page; Show more moves focus to the first new person', async () => {
    fetchMock.route(ORGS, { data: TREE });
    fetchMock.route(PROFILES, {
      data: { profiles: Array.from({ length: 30 }, (_, i) => profile(`q${i}`, 'Person', `L${String(i).padStart(2, '0')}`, ['it'])), photos: [] },
    });
    fetchMock.route(RECENT, RECENT_ANSWER);
    const el = await mount('people-hub');
    await loaded(el);
    expect(titles(el)).toHaveLength(24);
    el.querySelector<HTMLButtonElement>('.aalto-show-more button')!.click();
    await until(() => titles(el).length === 30);
    await until(() => document.activeElement?.textContent === 'Person L24');
  });

  it('restores the unit from the address with its branch open, in Finnish', async () => {
    history.replaceState(null, '', '/?unit=it');
    routes();
    const el = await mount('people-hub', { language: 'fi' });
    await until(() => count(el) === 'Näytetään 2 henkilöä');
    expect(el.querySelector('.aalto-people__lead')!.textContent).toContain('Esihenkilö');
    expect(titles(el)).toEqual(['Daniel Berg', 'Eero Aalto']);
    // The path to the unit is open: its button is in no hidden branch.
    await until(() => el.querySelector('.aalto-units__toggle[aria-label="Näytä yksikön Services alayksiköt"]')!.getAttribute('aria-expanded') === 'true');
    expect(menuButton(el, 'IT Services').closest('[hidden]')).toBeNull();
    expect(menuButton(el, 'IT Services').getAttribute('aria-current')).toBe('true');
    // The unit's news and events are asked for once its team shows.
    await until(() => el.querySelector('.aalto-people__recent') !== null);
    expect(el.querySelector('.aalto-people__recent')!.textContent).toContain('Uutisia ei löytynyt');
  });

  it('shows the address unit in the menu and the heading before the people arrive, and keeps a choice made meanwhile', async () => {
    history.replaceState(null, '', '/?unit=it');
    fetchMock.route(ORGS, { data: TREE });
    const people = heldAnswer({ data: PEOPLE });
    fetchMock.route(PROFILES, people.response);
    fetchMock.route(RECENT, RECENT_ANSWER);
    const el = await mount('people-hub');
    // The menu is there before the people: open at the unit, the heading its name, no count yet.
    await until(() => el.querySelector('nav.aalto-units'));
    expect(menuButton(el, 'IT Services').getAttribute('aria-current')).toBe('true');
    expect(menuButton(el, 'IT Services').closest('[hidden]')).toBeNull();
    expect(el.querySelector('.aalto-people__unit')!.textContent).toBe('IT Services');
    expect(count(el)).toBe('');
    expect(el.querySelectorAll('.aalto-person')).toHaveLength(0);
    // 'All people' chosen while the people load: the address unit is not restored over it.
    menuButton(el, 'All people').click();
    await until(() => el.querySelector('.aalto-people__unit')!.textContent === 'All people');
    people.release();
    await until(() => count(el) === 'Showing 5 people');
    expect(menuButton(el, 'All people').getAttribute('aria-current')).toBe('true');
    expect(location.search).toBe('');
  });

  it('searches everyone through the profiles query, hits by URL in its order, and falls back to its own search', async () => {
    routes();
    fetchMock.route(SEARCH, { hits: { hits: [{ _source: { url: ['/en/people/p4'] } }, { _source: { url: ['/en/people/p1'] } }] } });
    history.replaceState(null, '', '/?unit=sci-math');
    const el = await mount('people-hub', { 'user-id': '7' });
    await loaded(el);
    const input = el.querySelector('input[type="search"]') as HTMLInputElement;
    input.value = 'virta';
    input.form!.requestSubmit();
    await until(() => count(el) === 'Showing 2 people');
    expect(titles(el)).toEqual(['Daniel Berg', 'Aino Virta']);
    // The unit is left: the term searches everyone, and the heading says these are its results.
    expect(el.querySelector('.aalto-people__unit')!.textContent).toBe('Search results');
    expect(el.querySelector('.aalto-people__lead')).toBeNull();
    const call = fetchMock.callHistory.lastCall(SEARCH)!;
    expect(call.url).toBe('https://search.test/aalto_live_profiles_en,aalto_live_profiles_intranet_en/_search');
    expect(String(call.options.body)).toContain('"fuzziness":1');
    await until(() => location.search === '?search=virta');
    el.remove();
    fetchMock.removeRoutes();
    routes();
    fetchMock.route(SEARCH, 500);
    history.replaceState(null, '', '/');
    const fallback = await mount('people-hub', { language: 'sv' });
    await loaded(fallback, /Inga resultat/);
    const box = fallback.querySelector('input[type="search"]') as HTMLInputElement;
    box.value = 'machine';
    box.form!.requestSubmit();
    await until(() => count(fallback) === 'Visar 2 personer');
    expect(titles(fallback)).toEqual(['Eero Aalto', 'Aino Virta']);
  });

  it("says 'No results' after failures and renders hostile data as text", async () => {
    fetchMock.route(ORGS, 500);
    fetchMock.route(PROFILES, { body: 'nope' });
    fetchMock.route(RECENT, 500);
    const failed = await mount('people-hub', { language: 'fi' });
    await loaded(failed, /Ei tuloksia/);
    expect(failed.querySelector('nav.aalto-units')).toBeNull();
    failed.remove();
    fetchMock.removeRoutes();
    fetchMock.route(ORGS, {
      data: { organisations: [unit('<b>x</b>', '<img src=x onerror=alert(1)>', 'e', [null, 'junk', { tid: 7, children: 'no' }])], main_levels: 'nope' },
    });
    fetchMock.route(PROFILES, {
      data: {
        profiles: [profile('e', '<script>', '</script>', ['<b>x</b>'], '<i>t</i>'), { id: 3 }, null],
        photos: [{ id: 'e', photo: 'javascript:alert(1)', title: '<u>u</u>' }],
      },
    });
    fetchMock.route(RECENT, RECENT_ANSWER);
    const el = await mount('people-hub');
    await loaded(el);
    await until(() => el.querySelector('nav.aalto-units'));
    expect(el.querySelector('b, i, u, script, img[src^="javascript"], a[href^="javascript"]')).toBeNull();
    expect(el.textContent).toContain('<script> </script>');
    menuButton(el, '<img src=x onerror=alert(1)>').click();
    await until(() => el.querySelector('.aalto-people__lead'));
    expect(titles(el)[0]).toBe('<script> </script>');
  });
});

describe('<UnitMenu>', () => {
  it('opens the path to a unit chosen from outside in the commit that marks it, before any effect', () => {
    // An effect would open it after the paint: on a phone the people below the menu were pushed
    // down by the branch opening (a layout shift of 0.16 when the tree came with the people).
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    const texts = { menu: 'Units', allPeople: 'All people', showUnits: (name: string) => `Show the units of ${name}` };
    const roots = TREE.organisations as unknown as Organisation[];
    const seen: Array<{ current: string | null; open: boolean }> = [];
    function Probe() {
      // Runs in each commit, before that commit's effects.
      useLayoutEffect(() => {
        // A closed branch's units are not rendered at all.
        const leaf = menuButton(host, 'Machine Learning') as HTMLButtonElement | undefined;
        seen.push({ current: leaf?.getAttribute('aria-current') ?? null, open: leaf?.closest('[hidden]') === null });
      });
      return null;
    }
    const show = (chosen: string | null) =>
      flushSync(() =>
        root.render(
          <>
            <UnitMenu roots={roots} chosen={chosen} onChoose={() => {}} texts={texts} />
            <Probe />
          </>,
        ),
      );
    show(null);
    show('sci-cs-ml');
    expect(seen).toEqual([
      { current: null, open: false },
      { current: 'true', open: true },
    ]);
    // A branch the visitor closes stays closed while the choice stays.
    flushSync(() => toggle(host, 'School of Science').click());
    show('sci-cs-ml');
    expect(menuButton(host, 'Machine Learning')).toBeUndefined();
    expect(toggle(host, 'School of Science').getAttribute('aria-expanded')).toBe('false');
    flushSync(() => root.unmount());
    host.remove();
  });
});

describe('people hub, headless', () => {
  it('flattens the tree with parents, joins photos and unit names, and finds the news group of a unit', () => {
    const units = unitsOf(TREE.organisations as never);
    expect(units.find((u) => u.id === 'sci-cs-ml')).toEqual({ id: 'sci-cs-ml', name: 'Machine Learning', parent: 'sci-cs' });
    expect(units.find((u) => u.id === 'schools')).toEqual({ id: 'schools', name: 'Schools' });
    const people = peopleOf(PEOPLE.profiles, PEOPLE.photos, units);
    expect(people[4]).toMatchObject({ name: 'Eero Aalto', photo: null, unitNames: ['Machine Learning', 'IT Services'] });
    expect(people[0]!.photo!.title).toBe('Aino Virta smiling');
    const roots = TREE.organisations as never;
    expect(recentGroupOf(roots, 'sci-cs-ml')).toBe('sci');
    expect(recentGroupOf(roots, 'it')).toBe('personnel');
    expect(recentGroupOf(roots, 'schools')).toBe('all');
    expect(recentGroupOf(roots, null)).toBe('all');
    expect(recentGroupOf(roots, 'nowhere')).toBe('all');
  });

  it('finds the news group of a unit in a tree of numeric term ids, by the school it is under', () => {
    const tree = peopleOrganisations.parse((specContent('people_hub/organisations', new URLSearchParams('language=en')) as { data: unknown }).data);
    const units = unitsOf(tree.organisations);
    const named = (name: string) => units.find((u) => u.name === name)!.id;
    expect(/^\d+$/.test(named('School of Electrical Engineering'))).toBe(true);
    expect(recentGroupOf(tree.organisations, named('School of Electrical Engineering'))).toBe('elec');
    expect(recentGroupOf(tree.organisations, named('Micronova Nanofabrication Centre'))).toBe('elec');
    expect(recentGroupOf(tree.organisations, named('School of Business'))).toBe('biz');
    expect(recentGroupOf(tree.organisations, named('IT Services'))).toBe('personnel');
    expect(recentGroupOf(tree.organisations, named('Schools'))).toBe('all');
    // Another university's names for its schools, from the personnel hub's own labels.
    const other = [
      {
        tid: '7',
        name: 'Faculties',
        code: null,
        manager: null,
        children: [{ tid: '8', name: 'Faculty of Technology', code: null, manager: null, children: [] }],
      },
    ];
    expect(recentGroupOf(other, '8')).toBe('personnel');
    expect(recentGroupOf(other, '8', groupNamesOf({ units: [{ id: 'eng', label: 'Faculty of Technology' }] }))).toBe('eng');
  });
});
