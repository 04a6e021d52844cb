/** Course-like entities of docs/api.md: summer school, open university, combined, Kivita, online. */
import { period } from '../../../core/entities/date-fields.js';
import { fields, flag, number, optionalText, record, text, textList, url, type Parsed } from '../../../core/entities/fields.js';

const dateOverrides = record({ teachingPeriod: optionalText, applicationPeriod: optionalText }, { teachingPeriod: null, applicationPeriod: null });

/** `summer_school/courses` item, exactly as the contract gives it (docs/api.md). */
export const summerSchoolCourseSchema = fields({
  id: text,
  language: text,
  name: text,
  field: text,
  fieldName: text,
  courseFormat: textList,
  teachingPeriod: period,
  registrationPeriod: period,
  courseSchedule: optionalText,
  credits: number,
  eligibility: textList,
  organisingSchool: optionalText,
  organisingSchoolLabel: optionalText,
  durationWeeks: number,
  durationLabel: optionalText,
  status: optionalText,
  url,
  isExternalUrl: flag(false),
  topic: optionalText,
  noApplicationPeriod: flag(false),
  ongoingApplication: flag(false),
  dateOverrides,
});
export type SummerSchoolCourse = Parsed<typeof summerSchoolCourseSchema>;

export const openUniversityCourseSchema = fields({
  id: text,
  language: text,
  name: text,
  field: text,
  topic: textList,
  teachingTime: textList,
  studiesType: optionalText,
  courseLanguage: textList,
  suitableFor: textList,
  level: optionalText,
  registrationPeriod: period,
  url,
  startingPeriod: optionalText,
  registrationStatus: optionalText,
  courseSchedule: fields({ start: optionalText, end: optionalText, override: optionalText }),
});
export type OpenUniversityCourse = Parsed<typeof openUniversityCourseSchema>;

export const combinedCourseSchema = fields({
  id: text,
  name: text,
  url,
  applicationPeriod: period,
  teachingPeriod: period,
  courseLanguage: textList,
  courseFormat: textList,
  credits: number,
  creditBearing: flag(false),
  dateOverrides,
  language: text,
  noApplicationPeriod: flag(false),
  seniority: textList,
  startingPeriod: optionalText,
  suitableForHighSchool: flag(false),
  topic: textList,
  orientationLevel: optionalText,
  ongoingApplication: flag(false),
  isExternalUrl: flag(false),
  fee: optionalText,
  noFee: flag(false),
  level: optionalText,
  feeCategory: optionalText,
  schedule: optionalText,
  location: optionalText,
  formOfLearning: optionalText,
});
export type CombinedCourse = Parsed<typeof combinedCourseSchema>;

export const kivitaCourseSchema = fields({
  id: text,
  name: text,
  url,
  topic: textList,
  formOfStudy: textList,
  languageOfInstruction: textList,
  schedule: optionalText,
  registrationPeriod: period,
});
export type KivitaCourse = Parsed<typeof kivitaCourseSchema>;

export const onlineCourseSchema = fields({
  id: text,
  name: text,
  url,
  level: optionalText,
  weekdays: textList,
  times: optionalText,
  semester: optionalText,
  price: optionalText,
  organizer: optionalText,
});
export type OnlineCourse = Parsed<typeof onlineCourseSchema>;

/** `meta` of a course list: the choice lists the server gives for its filters. */
export const courseListMetaSchema = record({ eligibility: textList }, { eligibility: [] });
