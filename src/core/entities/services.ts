/** Services hub entities (spec §3): services, categories, index pages. */
import * as v from 'valibot';
import { date, list, optionalText, text, textList, url } from './fields.js';

export const serviceSchema = v.pipe(
  v.object({
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
  v.transform(({ nid, id, ...service }) => ({ id: nid || id, ...service })),
);
export type Service = v.InferOutput<typeof serviceSchema>;

export const serviceCategorySchema = v.pipe(
  v.object({ tid: text, id: text, name: text, slug: text, services: list(serviceSchema) }),
  v.transform(({ tid, id, ...category }) => ({ id: tid || id, ...category })),
);
export type ServiceCategory = v.InferOutput<typeof serviceCategorySchema>;

export const serviceIndexPageSchema = v.object({
  id: text,
  url,
  language: text,
  title: text,
  leadText: optionalText,
  serviceProvider: optionalText,
  services: list(serviceSchema),
});
export type ServiceIndexPage = v.InferOutput<typeof serviceIndexPageSchema>;
