/** Content API calls of the people hub (docs/api.md, `people_hub/organisations`): the organisation tree, profiles and photos. */
import { endpoint, list } from '../../core/api/endpoint.js';
import { idList } from '../../core/entities/fields.js';
import { organisationSchema, profileSchema } from './entities.js';
import { photoSchema } from '../../core/entities/media.js';

export const peopleOrganisations = /*#__PURE__*/ endpoint('people_hub/organisations', { organisations: list(organisationSchema), main_levels: idList });
export const peopleProfiles = /*#__PURE__*/ endpoint('people_hub/profiles', { profiles: list(profileSchema), photos: list(photoSchema) });
