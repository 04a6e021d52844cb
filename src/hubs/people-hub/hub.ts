/**
 * The people hub (spec §2 'People', §3 'People profile', 'Photo', 'Organisation'): profiles with
 * their photos, filed under the units of the organisation tree (a tree group: a unit matches the
 * people of every unit under it), searched by name or department through the search service's
 * profiles query (local search the fallback). The menu, the team lead and the news and events of
 * a school are the element's (`PeopleHub.tsx`); everything else is derived from this definition.
 */
import { peopleOrganisations, peopleProfiles } from '../../core/api/people-endpoints.js';
import type { Photo } from '../../core/entities/media.js';
import type { Organisation, Profile } from '../../core/entities/people.js';
import { source, type HubDefinition, type NamedChoice } from '../../listing/hub.js';
import { ProfileCard } from './ProfileCard.js';
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

export const peopleHub: HubDefinition<Person, 'name', PeopleStrings> = {
  className: 'aalto-people',
  // The profiles first: theirs is the call the listing cannot do without (the units only name them).
  source: source({ profiles: peopleProfiles, organisations: peopleOrganisations }, ({ organisations, profiles }) => {
    const units = unitsOf(organisations.organisations);
    return { items: peopleOf(profiles.profiles, profiles.photos, units), choices: { unit: units } };
  }),
  strings: peopleStrings,
  empty: 'noResults',
  // Chosen from the menu of schools and services, not from a filter panel.
  groups: [{ id: 'unit', label: 'groupUnit', kind: 'tree', values: (p) => p.organisations, choices: { from: 'server' }, filter: false }],
  sort: { keys: { name: { kind: 'text', value: (p) => `${p.lastName} ${p.firstName}` } }, default: { key: 'name', direction: 'asc' } },
  search: {
    text: (p) => [p.name, p.title, p.unitNames.join(' '), p.photo?.department],
    remote: {
      kind: 'profiles',
      query: () => import('../../core/search/profiles-query.js').then(({ profilesQuery }) => profilesQuery),
      keys: (p) => [p.url, p.id],
    },
  },
  pageSize: 24,
  itemKey: (p) => p.id || p.url || p.name,
  card: ProfileCard,
};
