/**
 * Every content API call of spec §7 / contract §5, typed: its path and the parser of its `data`.
 * A failed call (null data) parses as the empty result, so callers never branch on failure.
 * Each endpoint is its own export, so an element's bundle holds only the parsers it calls.
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

/*#__NO_SIDE_EFFECTS__*/
function endpoint<E extends v.ObjectEntries>(path: string, entries: E): Endpoint<v.InferOutput<v.ObjectSchema<E, undefined>>> {
  const schema = v.object(entries);
  return { path, parse: (data) => v.parse(schema, typeof data === 'object' && data !== null ? data : {}) };
}

/** Free-form `meta`: an object, else {}. */
const meta = v.fallback(v.record(v.string(), v.unknown()), {});
const choice = v.object({ id: text, name: text });
const indexEntry = v.object({ title: text, url, letter: optionalText, keywords: textList });

export const serviceCategories = /*#__PURE__*/ endpoint('services/categories', {
    categories: list(serviceCategorySchema),
    target_groups: list(choice),
    topics: list(choice),
    service_providers: list(choice),
    meta,
  });
export const services = /*#__PURE__*/ endpoint('services/services', { services: list(serviceSchema) });
export const serviceIndexPages = /*#__PURE__*/ endpoint('services/index_pages', { index_pages: list(serviceIndexPageSchema) });
export const studyOptions = /*#__PURE__*/ endpoint('studies/list', { list: list(studyOptionSchema), meta });
export const openUniversityCourses = /*#__PURE__*/ endpoint('open_university/courses', { courses: list(openUniversityCourseSchema), meta });
export const summerSchoolCourses = /*#__PURE__*/ endpoint('summer_school/courses', {
    courses: list(summerSchoolCourseSchema),
    meta: courseListMetaSchema,
  });
export const peopleOrganisations = /*#__PURE__*/ endpoint('people_hub/organisations', { organisations: list(organisationSchema), main_levels: textList });
export const peopleProfiles = /*#__PURE__*/ endpoint('people_hub/profiles', { profiles: list(profileSchema), photos: list(photoSchema) });
export const dataSources = /*#__PURE__*/ endpoint('datahub/data_sources', { dataSources: list(dataSourceSchema), meta });
export const researchPrograms = /*#__PURE__*/ endpoint('datahub/research_programs', { researchPrograms: list(researchProgramSchema), meta });
export const datahubSuggestionTool = /*#__PURE__*/ endpoint('datahub/suggestion-tool', { settings: meta });
export const studiesSuggestionTool = /*#__PURE__*/ endpoint('studies/suggestion-tool', { settings: meta });
export const suggestionTool = /*#__PURE__*/ endpoint('suggestion-tool', { settings: meta });
export const events = /*#__PURE__*/ endpoint('events/list', { events: list(eventSchema), meta });
export const eventCategories = /*#__PURE__*/ endpoint('events/categories', { event_categories: list(categorySchema) });
export const news = /*#__PURE__*/ endpoint('news/list', { news: list(newsSchema), meta });
export const newsCategories = /*#__PURE__*/ endpoint('news/categories', { news_categories: list(categorySchema) });
export const studentGuideEvents = /*#__PURE__*/ endpoint('student_guide/events', { events: list(eventSchema), meta });
export const studentGuideNews = /*#__PURE__*/ endpoint('student_guide/news', { news: list(newsSchema), meta });
export const programmes = /*#__PURE__*/ endpoint('programme/list', { meta });
export const minors = /*#__PURE__*/ endpoint('into/minors', { minors: list(minorSchema), meta });
export const grantsAwards = /*#__PURE__*/ endpoint('into/grants-awards', { grantsAwards: list(grantSchema), meta });
export const siteIndex = /*#__PURE__*/ endpoint('index_list', { index: list(indexEntry) });
export const selfStudyMaterials = /*#__PURE__*/ endpoint('self_study_materials/list', { materials: list(selfStudyMaterialSchema), meta });
export const teachingMaterials = /*#__PURE__*/ endpoint('teaching_materials/list', { materials: list(teachingMaterialSchema), meta });
export const images = /*#__PURE__*/ endpoint('image', { images: list(imageSchema) });
export const combinedCourses = /*#__PURE__*/ endpoint('combined/courses', { courses: list(combinedCourseSchema), meta });
export const quizQuestions = /*#__PURE__*/ endpoint('quiz-questions', {
    terms: meta,
    questions: list(quizQuestionSchema),
    results: meta,
    texts: meta,
  });
export const simpleQuiz = /*#__PURE__*/ endpoint('simple-quiz', { pages: list(meta), goals: list(meta), options: list(meta) });
export const personnelRecent = {
    path: 'personnel_hub/recent',
    parse: (data: unknown) => ({
      ...v.parse(personnelRecentSchema, typeof data === 'object' && data !== null ? data : {}),
      meta: v.parse(meta, (data as Record<string, unknown> | null)?.meta),
    }),
  };
export const kivitaCourses = /*#__PURE__*/ endpoint('kivita/courses', { courses: list(kivitaCourseSchema), meta });
export const innovationTeams = /*#__PURE__*/ endpoint('innovation_teams/list', { innovation_teams: list(innovationTeamSchema), meta });
export const languageTips = /*#__PURE__*/ endpoint('language_tips', { language_tips: list(languageTipSchema), meta });
export const onlineCourses = /*#__PURE__*/ endpoint('online-courses', { courses: list(onlineCourseSchema) });



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
