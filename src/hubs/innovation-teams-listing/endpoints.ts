/** The innovation teams' content API call. */
import { endpoint, list, meta } from '../../core/api/endpoint.js';
import { innovationTeamSchema } from './entities.js';

export const innovationTeams = /*#__PURE__*/ endpoint('innovation_teams/list', { innovation_teams: list(innovationTeamSchema), meta });
