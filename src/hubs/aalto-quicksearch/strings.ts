/** The quick search's interface strings and type labels (docs/api.md, 'The quick search'), in fi, sv and en. */
import type { CoreStrings } from '../../core/i18n/core-strings.js';
import type { Catalogs } from '../../core/i18n/translate.js';

const en = {
  label: 'Search',
  placeholder: 'Search the site',
  submit: 'Search',
  clear: 'Clear search',
  suggestions: 'Suggestions',
  open: 'Open',
  count: { one: '{count} suggestion', other: '{count} suggestions' },
  noResults: 'No results',
  forStudents: 'For students',
  type_kb_selfstudy_material: 'Self study material',
  type_kb_teaching_material: 'Teaching material',
};
/**
 * Type labels (docs/api.md, 'The search service'): in English every type but the two `kb_` ones
 * reads as the rule for an unknown type gives it (underscores as spaces, first letter capitalised),
 * so only those two are listed; Finnish and Swedish list every type.
 */
type TypeLabels = Record<`type_${string}`, string>;
export type QuickSearchStrings = typeof en & TypeLabels;
/** Every text the quick search's views read: its own and the core's. */
export type Strings = QuickSearchStrings & CoreStrings;

const fi: QuickSearchStrings = {
  label: 'Hae',
  placeholder: 'Hae sivustolta',
  submit: 'Hae',
  clear: 'Tyhjennä haku',
  suggestions: 'Ehdotukset',
  open: 'Avaa',
  count: { one: '{count} ehdotus', other: '{count} ehdotusta' },
  noResults: 'Ei tuloksia',
  forStudents: 'Opiskelijoille',
  type_lifewide_learning_course: 'Jatkuvan oppimisen kurssi',
  type_open_university_course: 'Avoimen yliopiston kurssi',
  type_news: 'Uutinen',
  type_event: 'Tapahtuma',
  type_standard_page: 'Sivu',
  type_hub: 'Kokoomasivu',
  type_location: 'Sijainti',
  type_service: 'Palvelu',
  type_research_funding_call: 'Tutkimusrahoitushaku',
  type_research_group: 'Tutkimusryhmä',
  type_study_option: 'Koulutusohjelma',
  type_research: 'Tutkimus',
  type_person_profile: 'Henkilöprofiili',
  type_kb_selfstudy_material: 'Itseopiskelumateriaali',
  type_kb_teaching_material: 'Opetusmateriaali',
  type_course_location: 'Kurssin sijainti',
  type_external_liftup: 'Ulkoinen nosto',
  type_blog_post: 'Blogikirjoitus',
};

const sv: QuickSearchStrings = {
  label: 'Sök',
  placeholder: 'Sök på webbplatsen',
  submit: 'Sök',
  clear: 'Töm sökningen',
  suggestions: 'Förslag',
  open: 'Öppna',
  count: { one: '{count} förslag', other: '{count} förslag' },
  noResults: 'Inga resultat',
  forStudents: 'För studerande',
  type_lifewide_learning_course: 'Kurs inom livslångt lärande',
  type_open_university_course: 'Kurs vid öppna universitetet',
  type_news: 'Nyhet',
  type_event: 'Evenemang',
  type_standard_page: 'Sida',
  type_hub: 'Samlingssida',
  type_location: 'Plats',
  type_service: 'Tjänst',
  type_research_funding_call: 'Utlysning av forskningsfinansiering',
  type_research_group: 'Forskningsgrupp',
  type_study_option: 'Utbildningsprogram',
  type_research: 'Forskning',
  type_person_profile: 'Personprofil',
  type_kb_selfstudy_material: 'Självstudiematerial',
  type_kb_teaching_material: 'Undervisningsmaterial',
  type_course_location: 'Kursplats',
  type_external_liftup: 'Extern lyftning',
  type_blog_post: 'Blogginlägg',
};

export const quickSearchStrings: Catalogs<QuickSearchStrings> = { en, fi, sv };
