/** Study options (docs/api.md, `studies/list`). */
import { periodOf, parseDate } from '../../core/dates.js';
import { fields, flag, isPresent, number, optionalText, raw, reshaped, text, textList, url, type Parsed } from '../../core/entities/fields.js';
import { embeddedImage } from '../../core/entities/media.js';

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

/** The registration period comes from two flat fields, `applicationPeriodStart` and `applicationPeriodEnd`. */
export const studyOptionSchema = reshaped(studyOptionFields, ({ applicationPeriodStart, applicationPeriodEnd, ...option }) => ({
  ...option,
  // Neither date sent at all: no period ('No info'); one that is not a date: an invalid one.
  registrationPeriod:
    isPresent(applicationPeriodStart) || isPresent(applicationPeriodEnd) ? periodOf(parseDate(applicationPeriodStart), parseDate(applicationPeriodEnd)) : null,
}));
export type StudyOption = Parsed<typeof studyOptionSchema>;
