/**
 * The data sources hub (docs/api.md, `datahub/data_sources`): cards with image, short description,
 * author, licence and every list as facts; a filter on each list; search over name, description and
 * keywords. Topics, formats and accessibility are named as the response's `meta` names them. The
 * data hub suggestion tool asks its questions above the list, each answer setting a filter.
 */
import { dataSources, datahubSuggestionTool } from './endpoints.js';
import type { DataSource } from './entities.js';
import { facetCounts } from '../../listing/facets.js';
import { source, type HubDefinition, type HubGroup } from '../../listing/hub.js';
import { GuideSection } from '../../listing/GuideSection.js';
import { ProgressiveCardList } from '../../listing/views/ProgressiveCardList.js';
import { DataSourceCard } from './DataSourceCard.js';
import { dataSourcesStrings, type DataSourcesStrings } from './strings.js';

type Group = HubGroup<DataSource, DataSourcesStrings>;
/** A list field as a filter and a fact, named by `meta` under its field's name where meta names it. */
const list = (id: string, label: Group['label'], values: (d: DataSource) => readonly string[], field = id): Group => ({
  id,
  label,
  values,
  choices: { from: 'items' },
  meta: [field, `${field}s`],
  fact: true,
});

export const dataSourcesHub: HubDefinition<DataSource, 'name', DataSourcesStrings> = {
  className: 'aalto-data-sources',
  source: source({ list: dataSources }, ({ list: answer }) => ({ items: answer.dataSources, meta: answer.meta })),
  strings: dataSourcesStrings,
  empty: 'noResults',
  groups: [
    list('topic', 'groupTopic', (d) => d.topic),
    list('subject', 'groupSubject', (d) => d.subject),
    list('keywords', 'groupKeywords', (d) => d.keywords),
    list('coverage', 'groupCoverage', (d) => d.geographicalCoverage, 'geographicalCoverage'),
    list('format', 'groupFormat', (d) => d.format),
    list('type', 'groupType', (d) => d.type),
    list('unit', 'groupUnit', (d) => d.analysisUnit, 'analysisUnit'),
    list('accessibility', 'groupAccess', (d) => d.accessibility),
  ],
  sort: { keys: { name: { kind: 'text', value: (d) => d.name } }, default: { key: 'name', direction: 'asc' } },
  search: { text: (d) => [d.name, d.shortDescription, d.keywords.join(' ')] },
  pageSize: 20,
  facets: facetCounts,
  image: (d) => d.image,
  itemKey: (d) => d.id || d.url || d.name,
  guide: { source: datahubSuggestionTool, view: GuideSection },
  card: DataSourceCard,
  // Twelve facts a card: the first page's render had been the load's longest task.
  list: ProgressiveCardList,
};
