/**
 * The student guide's additions to events and news (docs/api.md, `student_guide/events`): topic,
 * study level and school filters, named by the endpoint's `meta` (values it does not name are shown
 * as sent), shown on the cards too.
 */
import type { StudentGuideFields } from '../events-news/entities.js';
import type { HubGroup } from '../../hub.js';
import type { StudentGuideStrings as Strings } from './strings.js';

type Id = keyof StudentGuideFields;
const IDS: readonly Id[] = ['types', 'levels', 'schools'];

/** The three groups, for any hub whose items carry the student guide's fields. */
export function studentGuideGroups<Item extends StudentGuideFields>(): Array<HubGroup<Item, Strings>> {
  return IDS.map((id) => ({ id, label: `group_${id}` as const, values: (item: Item) => item[id], choices: { from: 'items' }, fact: true }));
}
