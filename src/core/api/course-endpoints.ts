/** Content API calls of courses (spec §7). */
import { record } from '../entities/fields.js';
import { choice, endpoint, list, meta } from './endpoint.js';
import { combinedCourseSchema, courseListMetaSchema, kivitaCourseSchema, onlineCourseSchema, openUniversityCourseSchema, summerSchoolCourseSchema } from '../entities/courses.js';

/** The open university's named choices: starting periods and forms of study, each `{id, name}`. */
const openUniversityMeta = record({ startingPeriod: list(choice), formOfStudies: list(choice) }, { startingPeriod: [], formOfStudies: [] });
export const openUniversityCourses = /*#__PURE__*/ endpoint('open_university/courses', { courses: list(openUniversityCourseSchema), meta: openUniversityMeta });
export const summerSchoolCourses = /*#__PURE__*/ endpoint('summer_school/courses', {
    courses: list(summerSchoolCourseSchema),
    meta: courseListMetaSchema,
  });
export const combinedCourses = /*#__PURE__*/ endpoint('combined/courses', { courses: list(combinedCourseSchema), meta });
export const kivitaCourses = /*#__PURE__*/ endpoint('kivita/courses', { courses: list(kivitaCourseSchema), meta });
export const onlineCourses = /*#__PURE__*/ endpoint('online-courses', { courses: list(onlineCourseSchema) });

