/**
 * Which group of the personnel hub's recent news and events a unit of the organisation tree belongs
 * to (news and events by target group or school). The schools' groups are the specification's keys
 * (arts, biz, chem, elec, eng, sci); a unit is a school's when the tree, on its way to the unit,
 * carries that school: its code ('ELEC'), its name in fi, sv or en, or the key itself (whatever its
 * term id). A unit under no school but in a tree of schools (the schools' root itself) is all of
 * them; a unit elsewhere (the university services) is the personnel group's, the staff's target
 * group.
 */
import { PERSONNEL_UNITS, type PersonnelUnit } from '../../listing/shared/recent/endpoints.js';
import type { Organisation } from './entities.js';
import { metaChoices } from '../../core/entities/fields.js';
import { fold } from '../../listing/choices.js';

type School = Exclude<PersonnelUnit, 'all' | 'personnel'>;

/** How an organisation tree may name each school, besides its key. */
const SCHOOL_NAMES: Record<School, readonly string[]> = {
  arts: ['School of Arts, Design and Architecture', 'Taiteiden ja suunnittelun korkeakoulu', 'Högskolan för konst, design och arkitektur'],
  biz: ['School of Business', 'Kauppakorkeakoulu', 'Handelshögskolan'],
  chem: ['School of Chemical Engineering', 'Kemian tekniikan korkeakoulu', 'Högskolan för kemiteknik'],
  elec: ['School of Electrical Engineering', 'Sähkötekniikan korkeakoulu', 'Högskolan för elektroteknik'],
  eng: ['School of Engineering', 'Insinööritieteiden korkeakoulu', 'Högskolan för ingenjörsvetenskaper'],
  sci: ['School of Science', 'Perustieteiden korkeakoulu', 'Högskolan för teknikvetenskaper'],
};
const SCHOOLS = PERSONNEL_UNITS.filter((unit): unit is School => unit in SCHOOL_NAMES);

/**
 * The school a unit is, by its code, tid or name (and the names `more` gives, such as the
 * personnel hub's own labels for its groups); null for a unit that is no school.
 */
export function schoolOf(unit: Organisation, more: ReadonlyMap<string, readonly string[]> = new Map()): School | null {
  const texts = [unit.code, unit.tid, unit.name].filter((t): t is string => Boolean(t)).map(fold);
  return SCHOOLS.find((school) => [school, ...SCHOOL_NAMES[school], ...(more.get(school) ?? [])].some((name) => texts.includes(fold(name)))) ?? null;
}

/**
 * The names the personnel hub's own answer gives its groups (its `meta`, under any key: a list
 * of `{id: 'elec', label: 'ELEC'}`, a map of key to name): another university's names for its
 * schools, by the group keys.
 */
export function groupNamesOf(meta: unknown): Map<string, string[]> {
  const names = new Map<string, string[]>();
  for (const key of typeof meta === 'object' && meta !== null ? Object.keys(meta) : []) {
    for (const choice of metaChoices(meta, key)) {
      if ((SCHOOLS as readonly string[]).includes(choice.id)) names.set(choice.id, [...(names.get(choice.id) ?? []), choice.name]);
    }
  }
  return names;
}

/** The units from a root down to a unit (none when it is not in the tree). */
function pathTo(roots: readonly Organisation[], tid: string): Organisation[] {
  for (const root of roots) {
    if (root.tid === tid) return [root];
    const below = pathTo(root.children, tid);
    if (below.length) return [root, ...below];
  }
  return [];
}

/** The recent items' group of a unit: its school's, the personnel group outside the schools' tree, else all. */
export function recentGroupOf(roots: readonly Organisation[], tid: string | null, more?: ReadonlyMap<string, readonly string[]>): PersonnelUnit {
  const path = tid ? pathTo(roots, tid) : [];
  if (!path.length) return 'all';
  for (const unit of path) {
    const school = schoolOf(unit, more);
    if (school) return school;
  }
  // The root a school hangs under is the schools' tree: a unit there (the root itself) is all of them.
  const schoolsRoot = path[0]!.children.some((child) => schoolOf(child, more) !== null);
  return schoolsRoot ? 'all' : 'personnel';
}
