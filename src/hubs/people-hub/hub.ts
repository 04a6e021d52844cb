/**
 * The people hub (docs/api.md, `people_hub/organisations`): profiles with
 * their photos, filed under the units of the organisation tree (a tree group: a unit matches the
 * people of every unit under it), searched by name or department through the search service's
 * profiles query (local search the fallback). The menu, the team lead and the news and events of
 * a school are the element's (`PeopleHub.tsx`), over the sources declared here (`peopleSides`);
 * everything else is derived from this definition.
 */
import { personnelRecent } from '../../listing/shared/recent/endpoints.js';
import { peopleOrganisations, peopleProfiles } from './endpoints.js';
import { declareSource } from '../../core/api/source.js';
import type { Photo } from '../../core/entities/media.js';
import type { Organisation, Profile } from './entities.js';
import { source, type HubWithoutCard, type NamedChoice } from '../../listing/hub.js';
import { itemsByUnit } from '../../listing/shared/recent/recent.js';
import { groupNamesOf } from './schools.js';
import { own } from '../../core/records.js';
import { peopleStrings, type PeopleStrings } from './strings.js';

/** A profile with its full name, its photo and the names of its units. */
export interface Person extends Profile {
  name: string;
  photo: Photo | null;
  unitNames: string[];
}

/** Every unit of the trees, depth first, each with the tid of the unit it sits under. */
export function unitsOf(roots: readonly Organisation[]): NamedChoice[] {
  const out: NamedChoice[] = [];
  const walk = (unit: Organisation, parent: string | undefined) => {
    if (unit.tid) out.push({ id: unit.tid, name: unit.name || unit.tid, ...(parent !== undefined && { parent }) });
    for (const child of unit.children) walk(child, unit.tid || parent);
  };
  for (const root of roots) walk(root, undefined);
  return out;
}

/** Profiles joined with their photos (by id) and their units' names. */
export function peopleOf(profiles: readonly Profile[], photos: readonly Photo[], units: readonly NamedChoice[]): Person[] {
  const photoOf = new Map(photos.filter((p) => p.id && p.photo).map((p) => [p.id, p]));
  const nameOf = new Map(units.map((u) => [u.id, u.name]));
  return profiles.map((p) => ({
    ...p,
    name: `${p.firstName} ${p.lastName}`.trim(),
    photo: photoOf.get(p.id) ?? null,
    unitNames: p.organisations.map((tid) => nameOf.get(tid)).filter((n): n is string => Boolean(n)),
  }));
}

/** The menu's trees, and each unit's manager and name by tid. */
export interface UnitTree {
  roots: readonly Organisation[];
  managers: ReadonlyMap<string, string>;
  names: ReadonlyMap<string, string>;
}

/** The menu's top levels are those `main_levels` names, in its order (every root when it names none of them). */
export function treeOf(organisations: readonly Organisation[], top: readonly string[]): UnitTree {
  const named = top.map((tid) => organisations.find((o) => o.tid === tid)).filter((o): o is Organisation => o !== undefined);
  const roots = named.length ? named : organisations;
  const managers = new Map<string, string>();
  const names = new Map<string, string>();
  const walk = (unit: Organisation) => {
    if (unit.manager) managers.set(unit.tid, unit.manager);
    names.set(unit.tid, unit.name);
    unit.children.forEach(walk);
  };
  roots.forEach(walk);
  return { roots, managers, names };
}

/** A unit's team is shown: a unit is chosen and no term searched. */
export const teamShown = (state: { selected: Readonly<Record<string, readonly string[]>>; search: string }) =>
  (own(state.selected, 'unit')?.length ?? 0) > 0 && state.search.trim() === '';

/**
 * What the layout shows beside the people: the organisation tree for the menu (the listing's own
 * call, made once), and the news and events by unit (the personnel hub's), asked for once a unit's
 * team is first shown.
 */
export const peopleSides = {
  tree: declareSource({ tree: peopleOrganisations }, ({ tree }) => treeOf(tree.organisations, tree.main_levels)),
  recent: {
    ...declareSource({ recent: personnelRecent }, ({ recent }, settings) => ({ items: itemsByUnit(recent, settings), groupNames: groupNamesOf(recent.meta) })),
    when: (state: { loaded: boolean; selected: Readonly<Record<string, readonly string[]>>; search: string }) => state.loaded && teamShown(state),
  },
};

/** The declaration; its card is the element module's (`PeopleHub.tsx`). */
export const peopleHub: HubWithoutCard<Person, 'name', PeopleStrings> = {
  className: 'aalto-people',
  // The profiles first: theirs is the call the listing cannot do without (the units only name them).
  source: source({ profiles: peopleProfiles, organisations: peopleOrganisations }, ({ organisations, profiles }) => {
    const units = unitsOf(organisations.organisations);
    return { items: peopleOf(profiles.profiles, profiles.photos, units), choices: { unit: units } };
  }),
  strings: peopleStrings,
  empty: 'noResults',
  // Chosen from the menu of schools and services, not from a filter panel.
  groups: [{ id: 'unit', label: 'groupUnit', kind: 'tree', values: (p) => p.organisations, choices: { from: 'server' }, filter: false, layout: true }],
  sides: peopleSides,
  sort: { keys: { name: { kind: 'text', value: (p) => `${p.lastName} ${p.firstName}` } }, default: { key: 'name', direction: 'asc' } },
  search: {
    text: (p) => [p.name, p.title, p.unitNames.join(' '), p.photo?.department],
    remote: {
      kind: 'profiles',
      query: () => import('./search-query.js').then(({ profilesQuery }) => profilesQuery),
      keys: (p) => [p.url, p.id],
    },
  },
  pageSize: 24,
  itemKey: (p) => p.id || p.url || p.name,
};
