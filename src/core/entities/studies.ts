/** Study options (spec §3). */
import { periodOf, parseDate } from '../dates.js';
import { fields, flag, number, optionalText, raw, reshaped, text, textList, url, type Parsed } from './fields.js';
import { embeddedImage } from './media.js';

const studyOptionFields = fields({
  id: text,
  name: text,
  duration: optionalText,
  degree: optionalText,
  degreeType: optionalText,
  doubleDegree: flag(false),
  language: textList,
  languageText: optionalText,
  applicationPeriodStart: raw,
  applicationPeriodEnd: raw,
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
export const studyOptionSchema = reshaped(
  studyOptionFields,
  ({ applicationPeriodStart, applicationPeriodEnd, ...option }) => ({
    ...option,
    registrationPeriod: periodOf(parseDate(applicationPeriodStart), parseDate(applicationPeriodEnd)),
  }),
);
export type StudyOption = Parsed<typeof studyOptionSchema>;
