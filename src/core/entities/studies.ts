/** Study options (spec §3). */
import * as v from 'valibot';
import { periodOf, parseDate } from '../dates.js';
import { flag, number, optionalText, text, textList, url } from './fields.js';
import { embeddedImage } from './media.js';

const studyOptionFields = v.object({
  id: text,
  name: text,
  duration: optionalText,
  degree: optionalText,
  degreeType: optionalText,
  doubleDegree: flag(false),
  language: textList,
  languageText: optionalText,
  applicationPeriodStart: v.optional(v.unknown()),
  applicationPeriodEnd: v.optional(v.unknown()),
  field: optionalText,
  fieldName: optionalText,
  school: optionalText,
  fullTime: flag(true),
  url,
  description: optionalText,
  mainImage: embeddedImage,
  showTuition: flag(false),
  tuitionFeeBachelor: number,
  tuitionFeeMaster: number,
});

/** The registration period comes from two flat fields (spec §3 Study option). */
export const studyOptionSchema = v.pipe(
  studyOptionFields,
  v.transform(({ applicationPeriodStart, applicationPeriodEnd, ...option }) => ({
    ...option,
    registrationPeriod: periodOf(parseDate(applicationPeriodStart), parseDate(applicationPeriodEnd)),
  })),
);
export type StudyOption = v.InferOutput<typeof studyOptionSchema>;
