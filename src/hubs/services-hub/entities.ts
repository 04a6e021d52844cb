/** Services hub entities (docs/api.md, `services/categories`): services, categories, index pages. */
import { date } from '../../core/entities/date-fields.js';
import { field, fields, list, optionalText, reshaped, text, textList, url, type Parsed } from '../../core/entities/fields.js';

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
    /** The provider a service names itself (`{id, name}` or an id), besides the index pages that list it. */
    serviceProvider: textList,
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
  /** Its provider: an id, or `{id, name}` (by its name, which matches the provider choices too). */
  serviceProvider: field((value) => textList.compute(value)[0] ?? null),
  /** Its services: service records, or their node ids alone. */
  services: list(field((value) => serviceSchema.compute(typeof value === 'number' || typeof value === 'string' ? { id: value } : value))),
});
export type ServiceIndexPage = Parsed<typeof serviceIndexPageSchema>;
