/**
 * The self-study materials hub (docs/api.md, `self_study_materials/list`): subject, material type,
 * level, supporting language and payment as facts and filters, pros and cons, a mark when the
 * university produced it, and its external links with their titles (as the quick search shows
 * them).
 */
import { selfStudyMaterials } from './endpoints.js';
import type { SelfStudyMaterial } from './entities.js';
import { facetCounts } from '../../listing/facets.js';
import { keyLabel, source, type HubDefinition, type HubGroup } from '../../listing/hub.js';
import { MaterialCard } from './MaterialCard.js';
import { selfStudyStrings, type SelfStudyStrings } from './strings.js';

export const PAYMENTS = ['free', 'paid'] as const;

type Group = HubGroup<SelfStudyMaterial, SelfStudyStrings>;
/** A list field as a filter and a fact, named by `meta` under its field's name where meta names it. */
const list = (id: string, label: Group['label'], values: Group['values'], field = id): Group => ({
  id,
  label,
  values,
  choices: { from: 'items' },
  meta: [field, id],
  fact: true,
});

export const selfStudyHub: HubDefinition<SelfStudyMaterial, 'name', SelfStudyStrings> = {
  className: 'aalto-self-study',
  source: source({ list: selfStudyMaterials }, ({ list }) => ({ items: list.materials, meta: list.meta })),
  strings: selfStudyStrings,
  empty: 'noResults',
  groups: [
    list('subject', 'groupSubject', (m) => m.subject),
    list('type', 'groupType', (m) => m.materialType, 'materialType'),
    list('level', 'groupLevel', (m) => m.level),
    list('support', 'groupSupport', (m) => m.supportingLanguage, 'supportingLanguage'),
    { ...list('payment', 'groupPayment', (m) => (m.payment ? [m.payment] : [])), choiceLabel: keyLabel<SelfStudyStrings>(PAYMENTS, 'payment_') },
  ],
  sort: { keys: { name: { kind: 'text', value: (m) => m.name } }, default: { key: 'name', direction: 'asc' } },
  search: { text: (m) => [m.name, m.subject.join(' '), m.pros, m.cons] },
  pageSize: 20,
  facets: facetCounts,
  itemKey: (m) => m.id || m.url || m.name,
  card: MaterialCard,
};
