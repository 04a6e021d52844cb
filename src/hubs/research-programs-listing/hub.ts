/**
 * The research programs hub (docs/api.md, `datahub/research_programs`): cards with image, short
 * description, subject, analysis unit, data providers, and data sets split into ready-made and
 * custom; filters on subject, analysis unit and data provider; by title. Search is local.
 */
import { researchPrograms } from './endpoints.js';
import type { ResearchProgram } from './entities.js';
import { facetCounts } from '../../listing/facets.js';
import { source, type HubDefinition } from '../../listing/hub.js';
import { ResearchProgramCard } from './ResearchProgramCard.js';
import { researchProgramsStrings, type ResearchProgramsStrings } from './strings.js';

export const researchProgramsHub: HubDefinition<ResearchProgram, 'title', ResearchProgramsStrings> = {
  className: 'aalto-research-programs',
  source: source({ list: researchPrograms }, ({ list }) => ({ items: list.researchPrograms, meta: list.meta })),
  strings: researchProgramsStrings,
  empty: 'noResults',
  groups: [
    { id: 'subject', label: 'groupSubject', values: (p) => p.subject, choices: { from: 'items' }, fact: true },
    { id: 'unit', label: 'groupUnit', values: (p) => p.analysisUnit, choices: { from: 'items' }, meta: ['analysisUnit'], fact: true },
    { id: 'provider', label: 'groupProvider', values: (p) => p.dataProviders, choices: { from: 'items' }, meta: ['dataProviders'], fact: true },
  ],
  sort: { keys: { title: { kind: 'text', value: (p) => p.title } }, default: { key: 'title', direction: 'asc' } },
  search: { text: (p) => [p.title, p.shortDescription, ...p.dataSets.readyMade, ...p.dataSets.custom] },
  pageSize: 20,
  facets: facetCounts,
  image: (p) => p.image,
  itemKey: (p) => p.id || p.url || p.title,
  card: ResearchProgramCard,
};
