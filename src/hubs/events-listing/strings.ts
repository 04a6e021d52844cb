/** The events listing's texts (statuses and messages: docs/api.md), in fi, sv and en. */
import { dateRangeStrings, type DateRangeStrings } from '../../listing/control-strings.js';
import { audienceStrings, type AudienceStrings } from '../../core/audience-strings.js';
import type { Catalogs } from '../../core/i18n/translate.js';
import { mergeStrings } from '../../listing/hub.js';

const en = {
  list: 'Events',
  search: 'Search events',
  count: { one: 'Showing {count} event', other: 'Showing {count} events' },
  countPart: { one: 'Showing {shown} of {count} event', other: 'Showing {shown} of {count} events' },
  noEvents: 'No events found',
  groupCategory: 'Category',
  groupFormat: 'Format',
  groupType: 'Event type',
  groupLanguage: 'Language',
  groupTiming: 'Time',
  format_online: 'Online',
  format_onsite: 'On site',
  when_upcoming: 'Upcoming',
  when_past: 'Past',
  timing_next: 'Starting next',
  timing_ongoing: 'Ongoing',
  timing_past: 'Past',
  registration_ended: 'Registration ended',
  registration_open: 'Registration open',
  registration_upcoming: 'Registration upcoming',
  promoted: 'Featured',
  location: 'Location',
  date: 'Date',
};
export type EventsStrings = typeof en;

const fi: EventsStrings = {
  list: 'Tapahtumat',
  search: 'Hae tapahtumia',
  count: { one: 'Näytetään {count} tapahtuma', other: 'Näytetään {count} tapahtumaa' },
  countPart: { one: 'Näytetään {shown}/{count} tapahtumasta', other: 'Näytetään {shown}/{count} tapahtumasta' },
  noEvents: 'Tapahtumia ei löytynyt',
  groupCategory: 'Kategoria',
  groupFormat: 'Toteutus',
  groupType: 'Tapahtumatyyppi',
  groupLanguage: 'Kieli',
  groupTiming: 'Ajankohta',
  format_online: 'Verkossa',
  format_onsite: 'Paikan päällä',
  when_upcoming: 'Tulevat',
  when_past: 'Menneet',
  timing_next: 'Tulossa',
  timing_ongoing: 'Käynnissä',
  timing_past: 'Päättynyt',
  registration_ended: 'Ilmoittautuminen päättynyt',
  registration_open: 'Ilmoittautuminen auki',
  registration_upcoming: 'Ilmoittautuminen alkaa myöhemmin',
  promoted: 'Nostettu',
  location: 'Paikka',
  date: 'Päivämäärä',
};

const sv: EventsStrings = {
  list: 'Evenemang',
  search: 'Sök evenemang',
  count: { one: 'Visar {count} evenemang', other: 'Visar {count} evenemang' },
  countPart: { one: 'Visar {shown} av {count} evenemang', other: 'Visar {shown} av {count} evenemang' },
  noEvents: 'Inga evenemang hittades',
  groupCategory: 'Kategori',
  groupFormat: 'Format',
  groupType: 'Typ av evenemang',
  groupLanguage: 'Språk',
  groupTiming: 'Tid',
  format_online: 'Online',
  format_onsite: 'På plats',
  when_upcoming: 'Kommande',
  when_past: 'Tidigare',
  timing_next: 'Startar snart',
  timing_ongoing: 'Pågår',
  timing_past: 'Avslutat',
  registration_ended: 'Anmälan har stängt',
  registration_open: 'Anmälan är öppen',
  registration_upcoming: 'Anmälan öppnar senare',
  promoted: 'Utvald',
  location: 'Plats',
  date: 'Datum',
};

// With the audience filter's and the date range's texts: this hub declares `audience` and `ranges` (only such hubs carry them).
export const eventsStrings: Catalogs<EventsStrings & AudienceStrings & DateRangeStrings> = mergeStrings(
  audienceStrings,
  mergeStrings(dateRangeStrings, { en, fi, sv }),
);
