/** A research program of the data hub: its data sets, providers, subjects and image. */
import { fields, optionalText, record, text, textList, url, type Parsed } from '../../core/entities/fields.js';
import { embeddedImage } from '../../core/entities/media.js';

export const researchProgramSchema = fields({
  id: text,
  title: text,
  url,
  dataSets: record({ readyMade: textList, custom: textList }, { readyMade: [], custom: [] }),
  dataProviders: textList,
  subject: textList,
  image: embeddedImage,
  analysisUnit: textList,
  shortDescription: optionalText,
});
export type ResearchProgram = Parsed<typeof researchProgramSchema>;
