/** Services hub entities (spec §3): services, categories, index pages. */
import { date } from './date-fields.js';
import { fields, list, optionalText, reshaped, text, textList, url, type Parsed } from './fields.js';

export const serviceSchema = reshaped(
  fields({
    nid: text,
    id: text,
    name: text,
    slug: text,
    targetGroups: textList,
    topics: textList,
    summary: optionalText,
    url,
    updateDate: date,
    category: textList,
  }),
  // Services are keyed by node id; older payloads carry it as `id`.
  ({ nid, id, ...service }) => ({ id: nid || id, ...service }),
);
export type Service = Parsed<typeof serviceSchema>;

export const serviceCategorySchema = reshaped(
  fields({ tid: text, id: text, name: text, slug: text, services: list(serviceSchema) }),
  ({ tid, id, ...category }) => ({ id: tid || id, ...category }),
);
export type ServiceCategory = Parsed<typeof serviceCategorySchema>;

export const serviceIndexPageSchema = fields({
  id: text,
  url,
  language: text,
  title: text,
  leadText: optionalText,
  serviceProvider: optionalText,
  services: list(serviceSchema),
});
export type ServiceIndexPage = Parsed<typeof serviceIndexPageSchema>;
