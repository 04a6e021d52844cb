/** Data hub entities (spec §3): data sources and research programs. */
import * as v from 'valibot';
import { optionalText, text, textList, url } from './fields.js';
import { embeddedImage } from './media.js';

export const dataSourceSchema = v.object({
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
export type DataSource = v.InferOutput<typeof dataSourceSchema>;

export const researchProgramSchema = v.object({
  id: text,
  title: text,
  url,
  dataSets: v.fallback(v.object({ readyMade: textList, custom: textList }), { readyMade: [], custom: [] }),
  dataProviders: textList,
  subject: textList,
  image: embeddedImage,
  analysisUnit: textList,
  shortDescription: optionalText,
});
export type ResearchProgram = v.InferOutput<typeof researchProgramSchema>;
