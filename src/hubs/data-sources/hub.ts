/**
 * The data sources hub (spec §3 'Data source'): cards with image, short description, author,
 * licence and every list as facts; a filter on each list; search over name, description and
 * keywords. Topics, formats and accessibility arrive as keys, named in the page's language. The
 * data hub suggestion tool asks its questions above the list, each answer setting a filter.
 */
import { dataSources } from '../../core/api/datahub-endpoints.js';
import { datahubSuggestionTool } from '../../core/api/suggestion-endpoints.js';
import type { DataSource } from '../../core/entities/datahub.js';
import { facetCounts } from '../../listing/facets.js';
import { keyLabel, source, type HubDefinition, type HubGroup } from '../../listing/hub.js';
import { GuideSection } from '../../listing/GuideSection.js';
import { ProgressiveCardList } from '../../listing/views/ProgressiveCardList.js';
import { DataSourceCard } from './DataSourceCard.js';
import { dataSourcesStrings, type DataSourcesStrings } from './strings.js';

export const TOPICS = ['economy', 'health', 'environment', 'society'] as const;
export const FORMATS = ['register', 'survey', 'spatial'] as const;
export const ACCESS = ['open', 'application'] as const;

type Group = HubGroup<DataSource, DataSourcesStrings>;
const list = (id: string, label: Group['label'], values: (d: DataSource) => readonly string[], extra: Partial<Group> = {}): Group => ({ id, label, values, choices: { from: 'items' }, fact: true, ...extra });
const keyed = (keys: readonly string[], prefix: string): Partial<Group> => ({ choices: { from: 'fixed', values: keys }, choiceLabel: keyLabel<DataSourcesStrings>(keys, prefix) });

export const dataSourcesHub: HubDefinition<DataSource, 'name', DataSourcesStrings> = {
  className: 'aalto-data-sources',
  source: source({ list: dataSources }, ({ list: answer }) => ({ items: answer.dataSources })),
  strings: dataSourcesStrings,
  empty: 'noResults',
  groups: [
    list('topic', 'groupTopic', (d) => d.topic, keyed(TOPICS, 'topic_')),
    list('subject', 'groupSubject', (d) => d.subject),
    list('keywords', 'groupKeywords', (d) => d.keywords),
    list('coverage', 'groupCoverage', (d) => d.geographicalCoverage),
    list('format', 'groupFormat', (d) => d.format, keyed(FORMATS, 'format_')),
    list('type', 'groupType', (d) => d.type),
    list('unit', 'groupUnit', (d) => d.analysisUnit),
    list('accessibility', 'groupAccess', (d) => d.accessibility, keyed(ACCESS, 'access_')),
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
