/** The two throwaway elements of hub-folders.test.ts, each the files of its folder as a developer writes them. */

export const TAG = 'throwaway-hello';

/** The whole of the new element: what a developer writes, and nothing outside the folder. */
export const FOLDER: Record<string, string> = {
  'element.ts': `import type { ElementEntry } from '../../core/element/element-entry.js';

/**
 * A throwaway element that greets by name, made by a test from its folder alone.
 *
 * @summary Greets by name.
 * @tag ${TAG}
 * @attr {string} [name='world'] - Who is greeted.
 * @fires aalto-error - Its code could not load or render.
 */
export default {
  tag: '${TAG}',
  attributes: ['name'],
  load: () => import('./ThrowawayHello.js'),
  page: 'throwaway-hello.html',
  title: 'Throwaway',
  budgetKB: 70,
  offline: true,
} satisfies ElementEntry;
`,
  'ThrowawayHello.tsx': `import { stringAttribute } from '../../core/element/attributes.js';
import type { ElementProps } from '../../core/element/react-element.js';
import { createTranslator } from '../../core/i18n/translate.js';
import { throwawayStrings, type ThrowawayStrings } from './strings.js';

export const attributes = { name: stringAttribute('world') };

export default function ThrowawayHello({ settings, name }: ElementProps<typeof attributes>) {
  const t = createTranslator<ThrowawayStrings>(settings.language, throwawayStrings);
  return <p className="aalto-throwaway">{t('hello', { name })}</p>;
}
`,
  'strings.ts': `import type { Catalogs } from '../../core/i18n/translate.js';

const en = { hello: 'Hello, {name}!' };
export type ThrowawayStrings = typeof en;
export const throwawayStrings: Catalogs<ThrowawayStrings> = { en, fi: { hello: 'Hei, {name}!' }, sv: { hello: 'Hej, {name}!' } };
`,
  'README.md': `# \`<${TAG}>\`

Greets by name.

## Data

None: it loads nothing.

## Attributes

\`name\`: who is greeted (\`world\` by default).

## Events

- \`aalto-error\`: its code could not load or render.

## Theming

\`.aalto-throwaway\`.

## Keyboard and screen readers

A paragraph of text.
`,
  'throwaway-hello.html':
    '<!doctype html><html lang="{{lang}}"><head>{{head}}</head><body><throwaway-hello language="{{lang}}"></throwaway-hello></body></html>\n',
  'fixtures/throwaway.mjs': "export const path = 'throwaway/hello';\nexport function generate() {\n  return { data: [] };\n}\n",
};

export const DATA_TAG = 'throwaway-items';

/** An element with data: its call and parser, a listing with a filter, a fixture answer, its demo page and titles. */
export const DATA_FOLDER: Record<string, string> = {
  'element.ts': `import { cardListingEntry } from '../../core/element/element-entry.js';

/**
 * A throwaway listing of coloured things, made by a test from its folder alone.
 *
 * @summary Things from \`/aalto_api/throwaway/items\`.
 * @tag ${DATA_TAG}
 * @fires aalto-error - A call that could not load.
 */
export default cardListingEntry({
  tag: '${DATA_TAG}',
  load: () => import('./ThrowawayItems.js'),
  page: 'throwaway-items.html',
  title: 'Throwaway items',
});
`,
  'entities.ts': `import { fields, text, textList, url, type Parsed } from '../../core/entities/fields.js';

export const thingSchema = fields({ id: text, name: text, url, colour: textList });
export type Thing = Parsed<typeof thingSchema>;
`,
  'endpoints.ts': `import { endpoint, list, meta } from '../../core/api/endpoint.js';
import { thingSchema } from './entities.js';

export const throwawayThings = /*#__PURE__*/ endpoint('throwaway/items', { things: list(thingSchema), meta });
`,
  'ThrowawayItems.tsx': `import { attributes, hubElement } from '../../listing/HubListing.js';
import { source, type CardContext, type HubDefinition } from '../../listing/hub.js';
import { throwawayThings } from './endpoints.js';
import type { Thing } from './entities.js';
import { thingsStrings, type ThingsStrings } from './strings.js';

function ThingCard({ item, context }: { item: Thing; context: CardContext<Thing, ThingsStrings> }) {
  return <article className="aalto-card"><h3 className="aalto-card__title"><span>{item.name}</span></h3><p>{context.facts(item).map(([label, value]) => \`\${label}: \${value}\`).join('; ')}</p></article>;
}

export const thingsHub: HubDefinition<Thing, 'name', ThingsStrings> = {
  className: 'aalto-things',
  source: source({ list: throwawayThings }, ({ list }) => ({ items: list.things, meta: list.meta })),
  strings: thingsStrings,
  empty: 'noResults',
  groups: [{ id: 'colour', label: 'groupColour', values: (thing) => thing.colour, choices: { from: 'items' }, fact: true }],
  sort: { keys: { name: { kind: 'text', value: (thing) => thing.name } }, default: { key: 'name', direction: 'asc' } },
  search: { text: (thing) => [thing.name] },
  itemKey: (thing) => thing.id,
  card: ThingCard,
};

export { attributes };
export default hubElement(thingsHub);
`,
  'strings.ts': `import type { Catalogs } from '../../core/i18n/translate.js';

const en = {
  list: 'Things',
  search: 'Search things',
  count: { one: 'Showing {count} thing', other: 'Showing {count} things' },
  countPart: { one: 'Showing {shown} of {count} thing', other: 'Showing {shown} of {count} things' },
  noResults: 'No results',
  groupColour: 'Colour',
};
export type ThingsStrings = typeof en;
const fi: ThingsStrings = { ...en, list: 'Asiat', groupColour: 'Väri', count: { one: 'Näytetään {count} asia', other: 'Näytetään {count} asiaa' } };
export const thingsStrings: Catalogs<ThingsStrings> = { en, fi, sv: en };
`,
  'README.md': `# \`<${DATA_TAG}>\`

Coloured things as cards.

## Data

\`throwaway/items\`.

## Attributes

\`index-prefix\`, \`link-target\`, \`heading-level\` and \`param-prefix\`, as every card listing has them.

## Filters

| filter | address parameter | choices |
| --- | --- | --- |
| Colour | \`colour\` | the colours the items have |

## Sort

| order | sort key | default |
| --- | --- | --- |
| By name | \`name\` ascending | yes |

## Events

- \`aalto-error\`: a call could not load.

## Theming

\`.aalto-things\`, \`.aalto-card\`.

## Keyboard and screen readers

The card listing's.
`,
  'throwaway-items.html':
    '<!doctype html><html lang="{{lang}}"><head>{{head}}</head><body><throwaway-items language="{{lang}}"></throwaway-items></body></html>\n',
  'fixtures/throwaway-items.mjs': `export const path = 'throwaway/items';
export function generate({ language }) {
  const red = language === 'fi' ? 'Punainen' : 'Red';
  return { things: [{ id: 1, name: 'Apple', url: '/en/things/apple', colour: [{ id: 7, name: red }] }, { id: 2, name: 'Sky', url: '/en/things/sky', colour: ['Blue'] }], meta: {} };
}
`,
  'demo.mjs': `import { t } from '../../../demo/fixtures/site/words.mjs';

export const titles = { 'throwaway-items.html': t('Throwaway things', 'Kertakäyttöiset asiat', 'Engångssaker') };
export const details = [{ section: 'things', path: 'throwaway/items', items: (data) => data.things, page: 'throwaway-items.html' }];
`,
};
