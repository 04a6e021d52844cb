/**
 * Every element, once. The loader defines each tag from here; the stylesheet's element rules, the
 * demo index, the manifest, the size budgets and the tag-wide tests all read this list, so adding
 * an element is its hub folder, its file in elements/ and one line here.
 */
import type { ElementEntry } from './element-entry.js';
import summerSchoolListing from './summer-school-listing.js';
import cookieConsent from './aalto-cookie-consent.js';
import quicksearch from './aalto-quicksearch.js';
import eventsListing from './events-listing.js';
import newsListing from './news-listing.js';
import studentGuideEvents from './student-guide-events.js';
import studentGuideNews from './student-guide-news.js';
import personnelHubRecent from './personnel-hub-recent.js';
import grantsAwardsListing from './grants-awards-listing.js';
import innovationTeamsListing from './innovation-teams-listing.js';
import onlineCoursesListing from './online-courses-listing.js';
import kivitaCoursesListing from './kivita-courses-listing.js';
import coursesListing from './courses-listing.js';
import openUniversityListing from './open-university-listing.js';
import minorsSearch from './minors-search.js';
import programmesSearch from './programmes-search.js';
import studyOptionsListing from './study-options-listing.js';
import suggestionTool from './suggestion-tool.js';
import dataSourcesListing from './data-sources-listing.js';
import researchProgramsListing from './research-programs-listing.js';
import siteIndex from './site-index.js';
import studentGuideIndex from './student-guide-index.js';
import servicesHub from './services-hub.js';
import peopleHub from './people-hub.js';
import languageTipsListing from './language-tips-listing.js';
import selfStudyMaterialsListing from './self-study-materials-listing.js';
import teachingMaterialsListing from './teaching-materials-listing.js';
import simpleQuiz from './simple-quiz.js';
import languageQuiz from './language-quiz.js';

export const ELEMENTS: readonly ElementEntry[] = [
  summerSchoolListing,
  eventsListing,
  newsListing,
  studentGuideEvents,
  studentGuideNews,
  personnelHubRecent,
  grantsAwardsListing,
  innovationTeamsListing,
  onlineCoursesListing,
  kivitaCoursesListing,
  coursesListing,
  openUniversityListing,
  studyOptionsListing,
  programmesSearch,
  minorsSearch,
  dataSourcesListing,
  researchProgramsListing,
  siteIndex,
  studentGuideIndex,
  servicesHub,
  peopleHub,
  languageTipsListing,
  selfStudyMaterialsListing,
  teachingMaterialsListing,
  suggestionTool,
  simpleQuiz,
  languageQuiz,
  quicksearch,
  cookieConsent,
];
