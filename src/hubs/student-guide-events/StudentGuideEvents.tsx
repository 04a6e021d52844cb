/**
 * <student-guide-events>: the events hub over `student_guide/events`, with topics, levels and
 * schools; the categories are named by `events/categories`, as the events hub names them.
 */
import * as endpoints from '../../listing/shared/events-news/endpoints.js';
import type { StudentGuideEvent } from '../../listing/shared/events-news/entities.js';
import { source } from '../../listing/hub.js';
import { extendHub } from '../../listing/shared/student-guide/extend-hub.js';
import { attributes, hubElement } from '../../listing/HubListing.js';
import { eventsHub } from '../events-listing/hub.js';
import { studentGuideGroups } from '../../listing/shared/student-guide/groups.js';
import { studentGuideStrings } from '../../listing/shared/student-guide/strings.js';

export { attributes };

export const studentGuideEventsHub = extendHub(eventsHub, {
  source: source({ list: endpoints.studentGuideEvents, categories: endpoints.eventCategories }, ({ list, categories }) => ({
    items: list.events,
    meta: list.meta,
    choices: { category: categories.event_categories },
  })),
  groups: studentGuideGroups<StudentGuideEvent>(),
  strings: studentGuideStrings,
});

export default hubElement(studentGuideEventsHub);
