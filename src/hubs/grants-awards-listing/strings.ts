/** The grants and awards listing's texts, in fi, sv and en. */
import { audienceStrings, type AudienceStrings } from '../../core/audience-strings.js';
import type { Catalogs } from '../../core/i18n/translate.js';
import { mergeStrings } from '../../listing/hub.js';

const en = {
  list: 'Grants and awards',
  search: 'Search grants and awards',
  count: { one: 'Showing {count} grant or award', other: 'Showing {count} grants and awards' },
  countPart: { one: 'Showing {shown} of {count} grant or award', other: 'Showing {shown} of {count} grants and awards' },
  noResults: 'No results',
  groupStatus: 'Status',
  groupField: 'Field',
  groupTopic: 'Topic',
  closingSoon: 'Closing soon',
  recentlyPosted: 'Recently posted',
  deadline: 'Deadline',
  continuouslyOpen: 'Continuously open',
};
export type GrantsStrings = typeof en;

const fi: GrantsStrings = {
  list: 'Apurahat ja palkinnot',
  search: 'Hae apurahoja ja palkintoja',
  count: { one: 'Näytetään {count} apuraha tai palkinto', other: 'Näytetään {count} apurahaa ja palkintoa' },
  countPart: { one: 'Näytetään {shown}/{count} apurahasta ja palkinnosta', other: 'Näytetään {shown}/{count} apurahasta ja palkinnosta' },
  noResults: 'Ei tuloksia',
  groupStatus: 'Tila',
  groupField: 'Ala',
  groupTopic: 'Aihe',
  closingSoon: 'Sulkeutuu pian',
  recentlyPosted: 'Äskettäin julkaistu',
  deadline: 'Määräaika',
  continuouslyOpen: 'Jatkuvasti auki',
};

const sv: GrantsStrings = {
  list: 'Stipendier och priser',
  search: 'Sök stipendier och priser',
  count: { one: 'Visar {count} stipendium eller pris', other: 'Visar {count} stipendier och priser' },
  countPart: { one: 'Visar {shown} av {count} stipendier och priser', other: 'Visar {shown} av {count} stipendier och priser' },
  noResults: 'Inga resultat',
  groupStatus: 'Status',
  groupField: 'Område',
  groupTopic: 'Ämne',
  closingSoon: 'Stänger snart',
  recentlyPosted: 'Nyligen publicerat',
  deadline: 'Sista ansökningsdag',
  continuouslyOpen: 'Fortlöpande öppen',
};

// With the audience filter's texts: this hub declares `audience` (only such hubs carry them).
export const grantsStrings: Catalogs<GrantsStrings & AudienceStrings> = mergeStrings(audienceStrings, { en, fi, sv });
