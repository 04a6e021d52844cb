/** The news listing's texts (messages: docs/api.md, 'Messages'), in fi, sv and en. */
import { audienceStrings, type AudienceStrings } from '../../core/audience-strings.js';
import type { Catalogs } from '../../core/i18n/translate.js';
import { mergeStrings } from '../../listing/hub.js';

const en = {
  list: 'News',
  search: 'Search news',
  count: { one: 'Showing {count} news item', other: 'Showing {count} news items' },
  countPart: { one: 'Showing {shown} of {count} news item', other: 'Showing {shown} of {count} news items' },
  noNews: 'No news found',
  groupCategory: 'Category',
  groupNewsType: 'Type',
  promoted: 'Featured',
  published: 'Published',
};
export type NewsStrings = typeof en;

const fi: NewsStrings = {
  list: 'Uutiset',
  search: 'Hae uutisia',
  count: { one: 'Näytetään {count} uutinen', other: 'Näytetään {count} uutista' },
  countPart: { one: 'Näytetään {shown}/{count} uutisesta', other: 'Näytetään {shown}/{count} uutisesta' },
  noNews: 'Uutisia ei löytynyt',
  groupCategory: 'Kategoria',
  groupNewsType: 'Tyyppi',
  promoted: 'Nostettu',
  published: 'Julkaistu',
};

const sv: NewsStrings = {
  list: 'Nyheter',
  search: 'Sök nyheter',
  count: { one: 'Visar {count} nyhet', other: 'Visar {count} nyheter' },
  countPart: { one: 'Visar {shown} av {count} nyhet', other: 'Visar {shown} av {count} nyheter' },
  noNews: 'Inga nyheter hittades',
  groupCategory: 'Kategori',
  groupNewsType: 'Typ',
  promoted: 'Utvald',
  published: 'Publicerad',
};

// With the audience filter's texts: this hub declares `audience` (only such hubs carry them).
export const newsStrings: Catalogs<NewsStrings & AudienceStrings> = mergeStrings(audienceStrings, { en, fi, sv });
