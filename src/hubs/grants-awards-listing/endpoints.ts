/** Content API call of the grants and awards (docs/api.md). */
import { endpoint, list, meta } from '../../core/api/endpoint.js';
import { grantSchema } from './entities.js';

export const grantsAwards = /*#__PURE__*/ endpoint('into/grants-awards', { grantsAwards: list(grantSchema), meta });
