/** <student-guide-events>: the events listing over `student_guide/events`, with types, levels and schools. */
import * as endpoints from '../../core/api/events-news-endpoints.js';
import { fetchEndpoint } from '../../core/api/endpoint.js';
import { attributes, EventsHub, type EventsListingProps, type EventsSource } from '../events/EventsListing.js';
import { studentGuideGroups } from './groups.js';

export { attributes };

const source: EventsSource = {
  async load(settings, signal) {
    const { events, meta } = await fetchEndpoint(settings, endpoints.studentGuideEvents, {}, { signal });
    return { events, categories: [], extraGroups: studentGuideGroups(events, meta, settings.language) };
  },
};

export default function StudentGuideEvents(props: EventsListingProps) {
  return <EventsHub {...props} source={source} />;
}
