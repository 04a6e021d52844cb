/** <student-guide-news>: the news listing over `student_guide/news`, with types, levels and schools. */
import * as endpoints from '../../core/api/events-news-endpoints.js';
import { fetchEndpoint } from '../../core/api/endpoint.js';
import { attributes, NewsHub, type NewsListingProps, type NewsSource } from '../news/NewsListing.js';
import { studentGuideGroups } from './groups.js';

export { attributes };

const source: NewsSource = {
  async load(settings, signal) {
    const { news, meta } = await fetchEndpoint(settings, endpoints.studentGuideNews, {}, { signal });
    return { news, categories: [], extraGroups: studentGuideGroups(news, meta, settings.language) };
  },
};

export default function StudentGuideNews(props: NewsListingProps) {
  return <NewsHub {...props} source={source} />;
}
