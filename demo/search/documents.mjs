// The demo search service's documents: a seeded, realistic corpus in each language, every field
// an array as the search service returns it (spec §3 'Search hit'). Summer school courses come from
// the content API fixture, so a quick search finds what the listing lists. Each document names the
// index types it belongs to (see src/core/search/indices.ts for the naming scheme).
import { Faker, en, fi, sv, base } from '@faker-js/faker';
import { generate as summerSchool } from '../fixtures/summer-school-courses.mjs';
import { events, news } from '../fixtures/events-news/generate.mjs';
import { programmes } from '../fixtures/programmes.mjs';
import { generate as studyOptions } from '../fixtures/study-options.mjs';
import { servicesData } from '../fixtures/services/generate.mjs';
import { peopleData } from '../fixtures/people/generate.mjs';

const LOCALES = { en, fi, sv };
const DAY = 86_400_000;
/** "Now" for generated dates: fixed, so the corpus is the same on every run. */
const ANCHOR = Date.parse('2026-11-01T09:00:00Z');

const TOPICS = {
  en: ['machine learning', 'sustainability', 'quantum technology', 'design thinking', 'entrepreneurship', 'energy', 'artificial intelligence', 'urban planning', 'materials science', 'digital health', 'circular economy', 'robotics'],
  fi: ['koneoppiminen', 'kestävyys', 'kvanttiteknologia', 'muotoiluajattelu', 'yrittäjyys', 'energia', 'tekoäly', 'kaupunkisuunnittelu', 'materiaalitiede', 'digitaalinen terveys', 'kiertotalous', 'robotiikka'],
  sv: ['maskininlärning', 'hållbarhet', 'kvantteknik', 'designtänkande', 'entreprenörskap', 'energi', 'artificiell intelligens', 'stadsplanering', 'materialvetenskap', 'digital hälsa', 'cirkulär ekonomi', 'robotik'],
};
const PHRASES = {
  en: { news: ['New research on', 'Students win award in', 'Breakthrough in', 'Aalto opens centre for'], event: ['Seminar:', 'Workshop on', 'Open lecture:', 'Meetup:'], page: ['Studying', 'Research in', 'Guide to', 'Services for'], hub: ['All about', 'Explore'], service: ['IT help for', 'Support for', 'Booking:'], group: ['Research group for', 'Lab of'], blog: ['Why', 'What I learned about'], call: ['Funding call:', 'Grant for'] },
  fi: { news: ['Uutta tutkimusta:', 'Opiskelijat voittivat palkinnon:', 'Läpimurto:', 'Uusi keskus:'], event: ['Seminaari:', 'Työpaja:', 'Avoin luento:', 'Tapaaminen:'], page: ['Opiskelu:', 'Tutkimus:', 'Opas:', 'Palvelut:'], hub: ['Kaikki aiheesta', 'Tutustu:'], service: ['IT-tuki:', 'Tuki:', 'Varaus:'], group: ['Tutkimusryhmä:', 'Laboratorio:'], blog: ['Miksi', 'Mitä opin:'], call: ['Rahoitushaku:', 'Apuraha:'] },
  sv: { news: ['Ny forskning om', 'Studerande vinner pris i', 'Genombrott inom', 'Nytt centrum för'], event: ['Seminarium:', 'Workshop om', 'Öppen föreläsning:', 'Träff:'], page: ['Studier i', 'Forskning i', 'Guide till', 'Tjänster för'], hub: ['Allt om', 'Utforska'], service: ['IT-hjälp för', 'Stöd för', 'Bokning:'], group: ['Forskningsgrupp för', 'Laboratoriet för'], blog: ['Varför', 'Vad jag lärde mig om'], call: ['Utlysning:', 'Stipendium för'] },
};
const PROGRAMMES = { en: ['Master’s Programme in Computer Science', 'Bachelor’s Programme in Science and Technology', 'Master’s Programme in Creative Sustainability'], fi: ['Tietotekniikan maisteriohjelma', 'Teknistieteellinen kandidaattiohjelma', 'Luova kestävyys -maisteriohjelma'], sv: ['Magisterprogrammet i datateknik', 'Kandidatprogrammet i teknikvetenskap', 'Magisterprogrammet i kreativ hållbarhet'] };

const cap = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const iso = (ms) => new Date(ms).toISOString();

function doc(fields, indices) {
  return { ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === undefined ? [] : Array.isArray(v) ? v : [v]])), _indices: indices };
}

const cache = new Map();

/** The documents of one language, each with `_indices` (the index types it belongs to). */
export function documents(language) {
  if (cache.has(language)) return cache.get(language);
  const faker = new Faker({ locale: [LOCALES[language] ?? en, en, base] });
  faker.seed(4242);
  const topics = TOPICS[language] ?? TOPICS.en;
  const phrase = PHRASES[language] ?? PHRASES.en;
  const topic = () => faker.helpers.arrayElement(topics);
  const summary = () => faker.lorem.sentence({ min: 8, max: 16 });
  const docs = [];
  const add = (type, count, make) => {
    for (let i = 0; i < count; i += 1) docs.push(make(i, type));
  };

  for (const course of summerSchool({ language }).courses) {
    docs.push(doc({ title: course.name, url: course.url, type: 'lifewide_learning_course', summary: `${course.fieldName}. ${course.topic}`, keywords: course.topic }, ['public']));
  }
  // Events and news are the content API's own (community ones included: the intranet indexes hold
  // them), so a search finds what the listings list, by the same URL and node id.
  for (const studentGuide of [false, true]) {
    for (const e of events({ language, community: true, studentGuide, count: studentGuide ? 900 : undefined })) {
      const start = typeof e.eventDates.start === 'string' ? Date.parse(e.eventDates.start) : ANCHOR;
      docs.push(doc({ title: e.title, url: e.url, nid: e.nodeId, type: 'event', summary: e.summary, keywords: [...e.eventType, e.location], published_at: iso(start), is_into_content: studentGuide }, e.audience === 'community' ? ['intranet', 'events_intranet'] : ['public', 'events']));
    }
    for (const n of news({ language, community: true, studentGuide, count: studentGuide ? 700 : undefined })) {
      docs.push(doc({ title: n.name, url: n.url, nid: n.id, type: 'news', summary: n.description, keywords: n.newsType, published_at: n.published, is_into_content: studentGuide }, n.field_role_restrictions.length ? ['intranet', 'news_intranet'] : ['public', 'news']));
    }
  }
  // Programmes live in the search service only (programme/list names their choices).
  for (const programme of programmes(language)) docs.push({ ...programme, _indices: ['programmes'] });
  // Profiles are the content API's own, so the people hub picks its own by URL; their department
  // is the name of their units.
  const people = peopleData(language);
  const unitName = new Map(people.units.map((u) => [u.tid, u.name]));
  for (const p of people.profiles) {
    const department = p.organisations.map((tid) => unitName.get(tid)).filter(Boolean);
    docs.push(doc({ title: `${p.firstName} ${p.lastName}`, first_name: p.firstName, last_name: p.lastName, url: p.url, type: 'person_profile', summary: p.title ?? undefined, department, organisations: p.organisations }, ['public', 'profiles']));
  }
  add('standard_page', 150, (i, type) => doc({ title: `${faker.helpers.arrayElement(phrase.page)} ${topic()}`, url: `/${language}/page/${i + 1}`, type, summary: summary(), body: faker.lorem.paragraph() }, i % 6 === 0 ? ['intranet'] : ['public']));
  add('hub', 20, (i, type) => doc({ title: `${faker.helpers.arrayElement(phrase.hub)} ${topic()}`, url: `/${language}/hub/${i + 1}`, type, summary: summary() }, ['public']));
  // Services are the content API's own, so the services hub picks its own by node id.
  for (const [i, service] of servicesData(language).services.entries()) {
    docs.push(doc({ title: service.name, url: service.url, nid: service.nid, type: 'service', summary: service.summary ?? undefined, keywords: service.topics, is_into_content: i % 2 === 0 }, ['public']));
  }
  // Study options are the content API's own, so the listing's search finds them by URL and id.
  for (const option of studyOptions({ language }).list) {
    docs.push(doc({ title: option.name, url: option.url, nid: option.id, type: 'study_option', parent_programme: faker.helpers.arrayElement(PROGRAMMES[language] ?? PROGRAMMES.en), summary: option.description, keywords: [option.fieldName, option.degree], is_into_content: true }, ['public', 'study_options']));
  }
  add('kb_selfstudy_material', 40, (i, type) => {
    const t = topic();
    return doc({ title: `${cap(t)} ${faker.helpers.arrayElement(['podcast', 'exercises', 'video series', 'reading list'])}`, type, summary: summary(), keywords: t, kb_external_links: [`https://materials.example.org/${i}/a`, `https://materials.example.org/${i}/b`], kb_external_links_title: [faker.company.name(), faker.company.name()] }, ['public']);
  });
  add('kb_teaching_material', 30, (i, type) => doc({ title: `${cap(topic())} ${faker.helpers.arrayElement(['worksheet', 'slides', 'lesson plan'])}`, url: `/${language}/teaching-materials/${i + 1}`, type, summary: summary() }, ['public']));
  for (const [type, count, key] of [['research_group', 40, 'group'], ['research_funding_call', 25, 'call'], ['blog_post', 60, 'blog']]) {
    add(type, count, (i) => doc({ title: `${faker.helpers.arrayElement(phrase[key])} ${topic()}`, url: `/${language}/${type.replace(/_/g, '-')}/${i + 1}`, type, summary: summary(), published_at: type === 'blog_post' ? iso(ANCHOR - i * 5 * DAY) : undefined }, ['public']));
  }
  for (const [type, count] of [['location', 20], ['course_location', 15], ['research', 40], ['open_university_course', 60], ['external_liftup', 10]]) {
    add(type, count, (i) => doc({ title: `${cap(topic())}${type === 'location' || type === 'course_location' ? `, ${faker.location.street()}` : ''}`, url: type === 'external_liftup' ? `https://partner.example.org/${i}` : `/${language}/${type.replace(/_/g, '-')}/${i + 1}`, type, summary: summary() }, ['public']));
  }
  docs.forEach((d, i) => {
    d._id = `${language}-${i + 1}`;
  });
  cache.set(language, docs);
  return docs;
}
