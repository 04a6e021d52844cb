/**
 * <minors-search>: the minors of `into/minors`, searched by name and filtered by the groups the
 * minors and programmes searches share (`../study-search/definition.ts`).
 */
import { minors } from '../../core/api/minor-endpoints.js';
import { attributes, hubElement } from '../../listing/HubListing.js';
import { source } from '../../listing/hub.js';
import { namedChoices, studySearchHub } from '../study-search/definition.js';

export { attributes };

export const minorsHub = studySearchHub(
  'aalto-minors',
  source({ list: minors }, ({ list }) => ({ items: list.minors, choices: namedChoices(list.meta) })),
  {
    en: {
      list: 'Minors',
      search: 'Search minors by name',
      count: { one: 'Showing {count} minor', other: 'Showing {count} minors' },
      countPart: { one: 'Showing {shown} of {count} minor', other: 'Showing {shown} of {count} minors' },
      emptyLanguage: 'You are searching for the minor in the wrong language.',
    },
    fi: {
      list: 'Sivuaineet',
      search: 'Hae sivuaineita nimellä',
      count: { one: 'Näytetään {count} sivuaine', other: 'Näytetään {count} sivuainetta' },
      countPart: { one: 'Näytetään {shown}/{count} sivuaineesta', other: 'Näytetään {shown}/{count} sivuaineesta' },
      emptyLanguage: 'haet sivuainetta väärällä kielellä.',
    },
    sv: {
      list: 'Biämnen',
      search: 'Sök biämnen efter namn',
      count: { one: 'Visar {count} biämne', other: 'Visar {count} biämnen' },
      countPart: { one: 'Visar {shown} av {count} biämne', other: 'Visar {shown} av {count} biämnen' },
      emptyLanguage: 'du söker efter biämnet på fel språk.',
    },
  },
);

export default hubElement(minorsHub);
