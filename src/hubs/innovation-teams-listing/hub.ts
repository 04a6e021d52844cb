/**
 * The innovation teams hub (docs/api.md, `innovation_teams/list`): name link, status, the UN
 * Sustainable Development Goals by number and name, industry, impact, origin, year established and
 * what the team looks for; filters on each; by name or newest first. Search is local.
 */
import { innovationTeams } from './endpoints.js';
import type { InnovationTeam } from './entities.js';
import type { Translate } from '../../core/i18n/translate.js';
import { facetCounts } from '../../listing/facets.js';
import { source, type HubDefinition } from '../../listing/hub.js';
import { sortControl } from '../../listing/views/SortSelect.js';
import { TeamCard } from './TeamCard.js';
import { teamsStrings, type TeamsStrings } from './strings.js';

/** The goals' numbers, 1 to 17 (the SDGs, the UN's seventeen goals). */
export const SDGS = Array.from({ length: 17 }, (_, i) => String(i + 1));

/** A goal by number and name ('SDG 13: Climate action'); a value that is no goal is shown as sent. */
export const sdgLabel = (value: string, t: Translate<TeamsStrings>) =>
  SDGS.includes(value) ? t('sdgLabel', { number: value, name: t(`sdg_${value}` as 'sdg_1') }) : value;

/** Goals arrive as numbers, number texts or `sdg3`-like keys. */
const sdgsOf = (team: InnovationTeam) => team.sdg.map((v) => v.replace(/^sdg[\s_-]*/i, '').replace(/^0+(?=\d)/, ''));

export const teamsHub: HubDefinition<InnovationTeam, 'name' | 'created', TeamsStrings> = {
  className: 'aalto-innovation-teams',
  source: source({ list: innovationTeams }, ({ list }) => ({ items: list.innovation_teams, meta: list.meta })),
  strings: teamsStrings,
  empty: 'noResults',
  groups: [
    { id: 'status', label: 'groupStatus', values: (x) => (x.status ? [x.status] : []), choices: { from: 'items' }, fact: true },
    { id: 'sdg', label: 'groupSdg', values: sdgsOf, choices: { from: 'known', values: SDGS }, choiceLabel: sdgLabel, fact: true },
    { id: 'industry', label: 'groupIndustry', values: (x) => x.industry, choices: { from: 'items' }, fact: true },
    { id: 'impact', label: 'groupImpact', values: (x) => x.impact, choices: { from: 'items' }, fact: true },
    { id: 'origin', label: 'groupOrigin', values: (x) => (x.origin ? [x.origin] : []), choices: { from: 'items' }, fact: true },
    { id: 'lookingFor', label: 'groupLookingFor', values: (x) => x.lookingFor, choices: { from: 'items' }, fact: true },
  ],
  sort: {
    keys: { name: { kind: 'text', value: (x) => x.name }, created: { kind: 'date', value: (x) => x.created } },
    default: { key: 'name', direction: 'asc' },
    choices: [
      { id: 'name', key: 'name', direction: 'asc', label: 'sortName' },
      { id: 'newest', key: 'created', direction: 'desc', label: 'sortNewest' },
    ],
  },
  search: { text: (x) => [x.name, x.summary, x.industry.join(' '), x.impact.join(' ')] },
  pageSize: 20,
  facets: facetCounts,
  itemKey: (x) => x.id || x.url || x.name,
  card: TeamCard,
  controls: { sort: sortControl },
};
