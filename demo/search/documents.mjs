// The demo search service's documents: the content of the demo site in each language, every field
// an array as the search service returns it (docs/api.md, 'The search service'). Everything comes
// from the content API's fixtures (or the site's pages, demo/fixtures/site/pages.mjs), so a quick
// search finds what the listings list, by the same title, URL and node id, and each hit's page is
// one the demo server serves. Each document names the index types it belongs to (see
// src/core/search/indices.ts for the naming scheme).
import { generate as summerSchool } from '../../src/hubs/summer-school-listing/fixtures/summer-school-courses.mjs';
import { events, news } from '../fixtures/events-news/generate.mjs';
import { programmeName, programmes } from '../../src/hubs/programmes-search/fixtures/programmes.mjs';
import { MAJORS, generate as studyOptions } from '../../src/hubs/study-options-listing/fixtures/study-options.mjs';
import { servicesData } from '../../src/hubs/services-hub/fixtures/_generate.mjs';
import { peopleData } from '../../src/hubs/people-hub/fixtures/_generate.mjs';
import { generate as openUniversity } from '../../src/hubs/open-university-listing/fixtures/open-university-courses.mjs';
import { generate as grants } from '../../src/hubs/grants-awards-listing/fixtures/grants-awards.mjs';
import { generate as siteIndex } from '../../src/hubs/site-index/fixtures/index-list.mjs';
import { selfStudy, teaching } from '../fixtures/language/generate.mjs';
import { sitePages } from '../fixtures/site/pages.mjs';
import { pick, t } from '../fixtures/site/words.mjs';
import { bodyText } from './bodies.mjs';

/** "Now" for dates that have none: fixed, so the corpus is the same on every run. */
const ANCHOR = Date.parse('2026-11-01T09:00:00Z');
const iso = (ms) => new Date(ms).toISOString();
const PAGE_TEXT = t('{x}: information, instructions and contacts.', '{x}: tietoa, ohjeita ja yhteystiedot.', '{x}: information, anvisningar och kontakter.');
const GUIDE_TEXT = t(
  '{x}: what a student needs to know, step by step.',
  '{x}: mitä opiskelijan tulee tietää, vaihe vaiheelta.',
  '{x}: vad en studerande behöver veta, steg för steg.',
);

function doc(fields, indices) {
  return {
    ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]])),
    _indices: indices,
  };
}
/** A term reference's name, a text as it is. */
const named = (values) => values.map((v) => (v && typeof v === 'object' ? v.name : v));

const cache = new Map();

/**
 * How long the pages' bodies are, against a real site's (demo/search/bodies.mjs): a quarter, so
 * that the demo and the tests index them in seconds; `npm run bench:search` loads them whole.
 */
export const BODY_SCALE = 0.25;

/**
 * The documents of one language, each with `_indices` (the index types it belongs to); bodyScale:
 * the length of the pages' bodies against a real site's (0: none).
 */
export function documents(language, { bodyScale = BODY_SCALE } = {}) {
  const key = `${language}:${bodyScale}`;
  if (cache.has(key)) return cache.get(key);
  const docs = [];

  for (const course of summerSchool({ language }).courses) {
    docs.push(
      doc(
        {
          title: course.name,
          url: course.url,
          nid: course.id,
          type: 'lifewide_learning_course',
          summary: `${course.fieldName}. ${course.topic}`,
          keywords: course.topic,
        },
        ['public'],
      ),
    );
  }
  // Events and news are the content API's own (community ones included: the intranet indexes hold
  // them), so a search finds what the listings list, by the same URL and node id.
  for (const studentGuide of [false, true]) {
    for (const e of events({ language, community: true, studentGuide, count: studentGuide ? 300 : undefined })) {
      const start = typeof e.eventDates.start === 'string' ? Date.parse(e.eventDates.start) : ANCHOR;
      docs.push(
        doc(
          {
            title: e.title,
            url: e.url,
            nid: e.nodeId,
            type: 'event',
            summary: e.summary,
            keywords: [...named(e.eventType), e.location],
            published_at: iso(start),
            is_into_content: studentGuide,
          },
          e.audience === 'community' ? ['intranet', 'events_intranet'] : ['public', 'events'],
        ),
      );
    }
    for (const n of news({ language, community: true, studentGuide, count: studentGuide ? 250 : undefined })) {
      docs.push(
        doc(
          {
            title: n.name,
            url: n.url,
            nid: n.id,
            type: 'news',
            summary: n.description,
            keywords: named(n.newsType),
            published_at: n.published,
            is_into_content: studentGuide,
          },
          n.field_role_restrictions.length ? ['intranet', 'news_intranet'] : ['public', 'news'],
        ),
      );
    }
  }
  // Programmes live in the search service only (programme/list names their choices).
  for (const programme of programmes(language)) docs.push({ ...programme, _indices: ['programmes'] });
  // Profiles are the content API's own, so the people hub picks its own by URL; their department
  // is the name of their units.
  const people = peopleData(language);
  const unitName = new Map(people.units.map((u) => [String(u.tid), u.name]));
  for (const p of people.profiles) {
    const department = p.organisations.map((tid) => unitName.get(String(tid))).filter(Boolean);
    docs.push(
      doc(
        {
          title: `${p.firstName} ${p.lastName}`,
          first_name: p.firstName,
          last_name: p.lastName,
          url: p.url,
          nid: p.id,
          type: 'person_profile',
          summary: p.title ?? undefined,
          department,
          organisations: p.organisations,
        },
        ['public', 'profiles'],
      ),
    );
  }
  // The A–Z indexes' entries are the site's standard pages; the student guide's are student content.
  for (const entry of siteIndex({ language }).index) {
    if (!entry.url.startsWith('/')) continue;
    docs.push(
      doc(
        {
          title: entry.title.trim(),
          url: entry.url,
          nid: entry.id,
          type: 'standard_page',
          summary: pick(PAGE_TEXT, language).replace('{x}', entry.title.trim()),
          keywords: entry.keywords,
        },
        ['public'],
      ),
    );
  }
  for (const entry of siteIndex({ language, params: new URLSearchParams('type=student_guide') }).index) {
    if (!entry.url.startsWith('/')) continue;
    docs.push(
      doc(
        {
          title: entry.title.trim(),
          url: entry.url,
          nid: entry.id,
          type: 'standard_page',
          summary: pick(GUIDE_TEXT, language).replace('{x}', entry.title.trim()),
          keywords: entry.keywords,
          is_into_content: true,
        },
        ['public'],
      ),
    );
  }
  // Services are the content API's own, so the services hub picks its own by node id.
  const { services, topics } = servicesData(language);
  const topicName = new Map(topics.map((topic) => [String(topic.id), topic.name]));
  for (const [i, service] of services.entries()) {
    docs.push(
      doc(
        {
          title: service.name,
          url: service.url,
          nid: service.nid,
          type: 'service',
          summary: service.summary ?? undefined,
          keywords: service.topics.map((id) => topicName.get(String(id))).filter(Boolean),
          is_into_content: i % 2 === 0,
        },
        ['public'],
      ),
    );
  }
  // Study options are the content API's own, so the listing's search finds them by URL and id;
  // each names the programme its major belongs to.
  for (const [i, option] of studyOptions({ language }).list.entries()) {
    const [, , degree, major] = MAJORS[i % MAJORS.length];
    docs.push(
      doc(
        {
          title: option.name,
          url: option.url,
          nid: option.id,
          type: 'study_option',
          parent_programme: programmeName(degree, major, language) ?? undefined,
          summary: option.description,
          keywords: [option.fieldName, option.degree],
          is_into_content: true,
        },
        ['public', 'study_options'],
      ),
    );
  }
  for (const course of openUniversity({ language }).courses) {
    docs.push(
      doc(
        {
          title: course.name,
          url: course.url,
          nid: course.id,
          type: 'open_university_course',
          summary: `${course.field}. ${course.topic.join(', ')}`,
          keywords: course.topic,
        },
        ['public'],
      ),
    );
  }
  // The grants listing's calls are the research funding calls.
  for (const grant of grants({ language, community: true }).grantsAwards) {
    docs.push(
      doc(
        {
          title: grant.title,
          url: grant.url,
          nid: grant.nodeId,
          type: 'research_funding_call',
          summary: grant.summary,
          keywords: named(grant.topic),
          published_at: grant.published,
        },
        grant.privacyType === 'public' ? ['public'] : ['intranet'],
      ),
    );
  }
  // Self-study materials are no links: their external links and titles are.
  for (const material of selfStudy({ language }).materials) {
    docs.push(
      doc(
        {
          title: material.name,
          nid: material.id,
          type: 'kb_selfstudy_material',
          summary: material.pros,
          keywords: [...material.subject, ...material.materialType],
          kb_external_links: material.kb_external_links,
          kb_external_links_title: material.kb_external_links_title,
        },
        ['public'],
      ),
    );
  }
  for (const material of teaching({ language }).materials) {
    docs.push(
      doc(
        {
          title: material.name,
          url: material.url,
          nid: material.id,
          type: 'kb_teaching_material',
          summary: material.summary ?? undefined,
          keywords: material.topicsAndThemes,
        },
        ['public'],
      ),
    );
  }
  for (const page of sitePages(language)) {
    docs.push(doc({ title: page.title, url: page.url, nid: page.id, type: page.type, summary: page.summary, published_at: page.published_at }, ['public']));
  }
  docs.forEach((d, i) => {
    d._id = `${language}-${i + 1}`;
    const body = bodyText({ id: d.nid[0], type: d.type[0], title: d.title[0] }, language, bodyScale);
    if (body) d.body = [body];
  });
  cache.set(key, docs);
  return docs;
}
