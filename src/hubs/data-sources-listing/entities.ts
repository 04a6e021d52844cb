/** Data hub entities (docs/api.md, `datahub/data_sources`): data sources. */
import { fields, optionalText, text, textList, url, type Parsed } from '../../core/entities/fields.js';
import { embeddedImage } from '../../core/entities/media.js';

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
