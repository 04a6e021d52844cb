/** Content API calls of courses (docs/api.md). */
import { endpoint, list, meta } from '../../../core/api/endpoint.js';
import {
  combinedCourseSchema,
  courseListMetaSchema,
  kivitaCourseSchema,
  onlineCourseSchema,
  openUniversityCourseSchema,
  summerSchoolCourseSchema,
} from './entities.js';

/** `meta` names the starting periods and forms of study, in any of the usual shapes. */
export const openUniversityCourses = /*#__PURE__*/ endpoint('open_university/courses', { courses: list(openUniversityCourseSchema), meta });
export const summerSchoolCourses = /*#__PURE__*/ endpoint('summer_school/courses', {
  courses: list(summerSchoolCourseSchema),
  meta: courseListMetaSchema,
});
export const combinedCourses = /*#__PURE__*/ endpoint('combined/courses', { courses: list(combinedCourseSchema), meta });
export const kivitaCourses = /*#__PURE__*/ endpoint('kivita/courses', { courses: list(kivitaCourseSchema), meta });
export const onlineCourses = /*#__PURE__*/ endpoint('online-courses', { courses: list(onlineCourseSchema) });
