/** Content API calls of the grants and awards and the innovation teams hubs (docs/api.md). */
import { endpoint, list, meta } from './endpoint.js';
import { grantSchema, innovationTeamSchema } from '../entities/misc.js';

export const grantsAwards = /*#__PURE__*/ endpoint('into/grants-awards', { grantsAwards: list(grantSchema), meta });
export const innovationTeams = /*#__PURE__*/ endpoint('innovation_teams/list', { innovation_teams: list(innovationTeamSchema), meta });
