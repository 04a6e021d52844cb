/** Data hub entities (docs/api.md, `datahub/data_sources`): data sources and research programs. */
import { fields, optionalText, record, text, textList, url, type Parsed } from './fields.js';
import { embeddedImage } from './media.js';

export const dataSourceSchema = fields({
  id: text,
  language: text,
  name: text,
  url,
  topic: textList,
  subject: textList,
  shortDescription: optionalText,
  image: embeddedImage,
  author: optionalText,
  license: optionalText,
  keywords: textList,
  geographicalCoverage: textList,
  format: textList,
  frequency: optionalText,
  encoding: optionalText,
  type: textList,
  analysisUnit: textList,
  accessibility: textList,
});
export type DataSource = Parsed<typeof dataSourceSchema>;

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
