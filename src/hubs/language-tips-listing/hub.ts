/** The language tips hub (docs/api.md, `language_tips`): title link and text, filtered by skill and topic. */
import { languageTips } from './endpoints.js';
import type { LanguageTip } from './entities.js';
import { facetCounts } from '../../listing/facets.js';
import { source, type HubDefinition } from '../../listing/hub.js';
import { TipCard } from './TipCard.js';
import { languageTipsStrings, type LanguageTipsStrings } from './strings.js';

export const languageTipsHub: HubDefinition<LanguageTip, 'name', LanguageTipsStrings> = {
  className: 'aalto-language-tips',
  source: source({ list: languageTips }, ({ list }) => ({ items: list.language_tips, meta: list.meta })),
  strings: languageTipsStrings,
  empty: 'noResults',
  groups: [
    { id: 'skill', label: 'groupSkill', values: (tip) => tip.skill, choices: { from: 'items' }, fact: true },
    { id: 'topic', label: 'groupTopic', values: (tip) => tip.topic, choices: { from: 'items' }, fact: true },
  ],
  sort: { keys: { name: { kind: 'text', value: (tip) => tip.name } }, default: { key: 'name', direction: 'asc' } },
  search: { text: (tip) => [tip.name, tip.text] },
  pageSize: 20,
  facets: facetCounts,
  itemKey: (tip) => tip.id || tip.url || tip.name,
  card: TipCard,
};
