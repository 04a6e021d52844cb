/**
 * The content API call of study options (docs/api.md, `studies/list`): a module of its own, so that the study options'
 * chunk holds it and its parser, and loads none of the courses' (`course-endpoints.ts`).
 */
import { endpoint, list, meta } from './endpoint.js';
import { studyOptionSchema } from '../entities/studies.js';

export const studyOptions = /*#__PURE__*/ endpoint('studies/list', { list: list(studyOptionSchema), meta });
