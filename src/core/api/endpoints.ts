/**
 * Every content API call of spec §7 / contract §5, typed: its path and the parser of its `data`.
 * A failed call (null data) parses as the empty result, so callers never branch on failure.
 */
import * as v from 'valibot';
import { getContent, type ApiParams, type ApiSettings } from './client.js';
import { list, optionalText, text, textList, url } from '../entities/fields.js';
import { combinedCourseSchema, courseListMetaSchema, kivitaCourseSchema, onlineCourseSchema, openUniversityCourseSchema, summerSchoolCourseSchema } from '../entities/courses.js';
import { categorySchema, eventSchema, newsSchema, personnelRecentSchema } from '../entities/events-news.js';
import { organisationSchema, profileSchema } from '../entities/people.js';
import { photoSchema, imageSchema } from '../entities/media.js';
import { dataSourceSchema, researchProgramSchema } from '../entities/datahub.js';
import { minorSchema, studyOptionSchema } from '../entities/studies.js';
import { serviceCategorySchema, serviceIndexPageSchema, serviceSchema } from '../entities/services.js';
import { grantSchema, innovationTeamSchema, languageTipSchema, quizQuestionSchema, selfStudyMaterialSchema, teachingMaterialSchema } from '../entities/misc.js';

export interface Endpoint<T> {
  path: string;
  parse: (data: unknown) => T;
}

function endpoint<E extends v.ObjectEntries>(path: string, entries: E): Endpoint<v.InferOutput<v.ObjectSchema<E, undefined>>> {
  const schema = v.object(entries);
  return { path, parse: (data) => v.parse(schema, typeof data === 'object' && data !== null ? data : {}) };
}

/** Free-form `meta`: an object, else {}. */
const meta = v.fallback(v.record(v.string(), v.unknown()), {});
const choice = v.object({ id: text, name: text });
const indexEntry = v.object({ title: text, url, letter: optionalText, keywords: textList });

export const endpoints = {
  serviceCategories: endpoint('services/categories', {
    categories: list(serviceCategorySchema),
    target_groups: list(choice),
    topics: list(choice),
    service_providers: list(choice),
    meta,
  }),
  services: endpoint('services/services', { services: list(serviceSchema) }),
  serviceIndexPages: endpoint('services/index_pages', { index_pages: list(serviceIndexPageSchema) }),
  studyOptions: endpoint('studies/list', { list: list(studyOptionSchema), meta }),
  openUniversityCourses: endpoint('open_university/courses', { courses: list(openUniversityCourseSchema), meta }),
  summerSchoolCourses: endpoint('summer_school/courses', {
    courses: list(summerSchoolCourseSchema),
    meta: courseListMetaSchema,
  }),
  peopleOrganisations: endpoint('people_hub/organisations', { organisations: list(organisationSchema), main_levels: textList }),
  peopleProfiles: endpoint('people_hub/profiles', { profiles: list(profileSchema), photos: list(photoSchema) }),
  dataSources: endpoint('datahub/data_sources', { dataSources: list(dataSourceSchema), meta }),
  researchPrograms: endpoint('datahub/research_programs', { researchPrograms: list(researchProgramSchema), meta }),
  datahubSuggestionTool: endpoint('datahub/suggestion-tool', { settings: meta }),
  studiesSuggestionTool: endpoint('studies/suggestion-tool', { settings: meta }),
  suggestionTool: endpoint('suggestion-tool', { settings: meta }),
  events: endpoint('events/list', { events: list(eventSchema), meta }),
  eventCategories: endpoint('events/categories', { event_categories: list(categorySchema) }),
  news: endpoint('news/list', { news: list(newsSchema), meta }),
  newsCategories: endpoint('news/categories', { news_categories: list(categorySchema) }),
  studentGuideEvents: endpoint('student_guide/events', { events: list(eventSchema), meta }),
  studentGuideNews: endpoint('student_guide/news', { news: list(newsSchema), meta }),
  programmes: endpoint('programme/list', { meta }),
  minors: endpoint('into/minors', { minors: list(minorSchema), meta }),
  grantsAwards: endpoint('into/grants-awards', { grantsAwards: list(grantSchema), meta }),
  siteIndex: endpoint('index_list', { index: list(indexEntry) }),
  selfStudyMaterials: endpoint('self_study_materials/list', { materials: list(selfStudyMaterialSchema), meta }),
  teachingMaterials: endpoint('teaching_materials/list', { materials: list(teachingMaterialSchema), meta }),
  images: endpoint('image', { images: list(imageSchema) }),
  combinedCourses: endpoint('combined/courses', { courses: list(combinedCourseSchema), meta }),
  quizQuestions: endpoint('quiz-questions', {
    terms: meta,
    questions: list(quizQuestionSchema),
    results: meta,
    texts: meta,
  }),
  simpleQuiz: endpoint('simple-quiz', { pages: list(meta), goals: list(meta), options: list(meta) }),
  personnelRecent: {
    path: 'personnel_hub/recent',
    parse: (data: unknown) => ({
      ...v.parse(personnelRecentSchema, typeof data === 'object' && data !== null ? data : {}),
      meta: v.parse(meta, (data as Record<string, unknown> | null)?.meta),
    }),
  },
  kivitaCourses: endpoint('kivita/courses', { courses: list(kivitaCourseSchema), meta }),
  innovationTeams: endpoint('innovation_teams/list', { innovation_teams: list(innovationTeamSchema), meta }),
  languageTips: endpoint('language_tips', { language_tips: list(languageTipSchema), meta }),
  onlineCourses: endpoint('online-courses', { courses: list(onlineCourseSchema) }),
} satisfies Record<string, Endpoint<unknown>>;

export type Endpoints = typeof endpoints;
export type EndpointResult<K extends keyof Endpoints> = ReturnType<Endpoints[K]['parse']>;

/** Calls an endpoint and parses its answer; a failure is the endpoint's empty result. */
export async function fetchEndpoint<T>(
  settings: ApiSettings,
  target: Endpoint<T>,
  params: ApiParams = {},
  options: { signal?: AbortSignal } = {},
): Promise<T> {
  const data = await getContent(settings, target.path, params, options);
  return target.parse(data);
}
