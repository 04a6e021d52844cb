/** Content API calls of the services hub (docs/api.md, `services/categories`): categories with their services and the filters' choices, services of a category, index pages. */
import { endpoint, list, meta } from '../../core/api/endpoint.js';
import { fields, text } from '../../core/entities/fields.js';
import { serviceCategorySchema, serviceIndexPageSchema, serviceSchema } from './entities.js';

/** A filter choice as the services' categories call sends it. */
const choice = fields({ id: text, name: text });
export const serviceCategories = /*#__PURE__*/ endpoint('services/categories', {
  categories: list(serviceCategorySchema),
  target_groups: list(choice),
  topics: list(choice),
  service_providers: list(choice),
  meta,
});
export const services = /*#__PURE__*/ endpoint('services/services', { services: list(serviceSchema) });
export const serviceIndexPages = /*#__PURE__*/ endpoint('services/index_pages', { index_pages: list(serviceIndexPageSchema) });
