/**
 * <programmes-search>: the programmes of the search service's `programmes` index, with the names
 * of their filter choices from `programme/list`, searched by name and filtered by the groups the
 * minors and programmes searches share (`../study-search/definition.ts`).
 */
import { programmeList } from '../../core/api/minor-endpoints.js';
import { programmes } from '../../core/search/programmes.js';
import { attributes, hubElement } from '../../listing/HubListing.js';
import { source } from '../../listing/hub.js';
import { namedChoices, studySearchHub } from '../study-search/definition.js';

export { attributes };

export const programmesHub = studySearchHub(
  'aalto-programmes',
  source({ list: programmes, names: programmeList }, ({ list, names }) => ({ items: list, choices: namedChoices(names.meta) })),
  {
    en: {
      list: 'Programmes',
      search: 'Search programmes by name',
      count: { one: 'Showing {count} programme', other: 'Showing {count} programmes' },
      countPart: { one: 'Showing {shown} of {count} programme', other: 'Showing {shown} of {count} programmes' },
      emptyLanguage: 'You are searching for the programme in the wrong language.',
    },
    fi: {
      list: 'Koulutusohjelmat',
      search: 'Hae koulutusohjelmia nimellä',
      count: { one: 'Näytetään {count} koulutusohjelma', other: 'Näytetään {count} koulutusohjelmaa' },
      countPart: { one: 'Näytetään {shown}/{count} koulutusohjelmasta', other: 'Näytetään {shown}/{count} koulutusohjelmasta' },
      emptyLanguage: 'haet koulutusohjelmaa väärällä kielellä.',
    },
    sv: {
      list: 'Utbildningsprogram',
      search: 'Sök utbildningsprogram efter namn',
      count: { one: 'Visar {count} utbildningsprogram', other: 'Visar {count} utbildningsprogram' },
      countPart: { one: 'Visar {shown} av {count} utbildningsprogram', other: 'Visar {shown} av {count} utbildningsprogram' },
      emptyLanguage: 'du söker efter programmet på fel språk.',
    },
  },
);

export default hubElement(programmesHub);
