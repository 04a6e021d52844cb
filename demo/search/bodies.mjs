// The body text of the demo corpus's pages: what a university site's page says below its title,
// in paragraphs of sentences about the page's own subject, topics, schools, places and people, in
// the page's language. Seeded by the page's node id, so a page has the same paragraphs in every
// language and on every run; its length is drawn around the size its type has on a real site.
// Finnish pages use the colon forms of abbreviations (`EU:n`, `IT:n`), the English ones short
// words and units (`OS`, `ms`), as real pages do.
import { LOCATIONS, SCHOOLS, TOPICS, pick, speakerNames, t } from '../fixtures/site/words.mjs';

const SENTENCES = [
  t('This page tells you about {title}.', 'Tällä sivulla kerrotaan aiheesta {title}.', 'Här berättar vi om {title}.'),
  t(
    '{title} is part of the work of the {school} on {topic}.',
    '{title} on osa tutkimus- ja opetustyötä ({school}), aiheena {topic}.',
    '{title} är en del av arbetet vid {school} inom {topic}.',
  ),
  t(
    'Students and staff can ask for advice at {place}.',
    'Opiskelijat ja henkilöstö saavat neuvoja osoitteessa {place}.',
    'Studerande och personal kan be om råd vid {place}.',
  ),
  t(
    'Contact {person} if you have questions about {topic}.',
    'Ota yhteyttä: {person}, jos sinulla on kysyttävää aiheesta {topic}.',
    'Kontakta {person} om du har frågor om {topic}.',
  ),
  t(
    'The instructions were last updated in {year}, and they apply to every campus.',
    'Ohjeet on päivitetty viimeksi vuonna {year}, ja ne koskevat kaikkia kampuksia.',
    'Anvisningarna uppdaterades senast år {year} och gäller alla campus.',
  ),
  t(
    'Read the instructions carefully before you apply, and keep your documents at hand.',
    'Lue ohjeet huolellisesti ennen kuin haet, ja pidä asiakirjasi saatavilla.',
    'Läs anvisningarna noggrant innan du ansöker och ha dina dokument till hands.',
  ),
  t(
    'The research combines {topic} with {topic2} and brings together {n} researchers.',
    'Tutkimus yhdistää aiheet {topic} ja {topic2}, ja siinä on mukana {n} tutkijaa.',
    'Forskningen förenar {topic} med {topic2} och samlar {n} forskare.',
  ),
  t(
    'Funding for the project comes from the Research Council of Finland and from industry partners.',
    'Hankkeen rahoitus tulee Suomen Akatemialta ja yrityskumppaneilta.',
    'Projektets finansiering kommer från Finlands Akademi och från partner inom industrin.',
  ),
  t(
    'The course is taught in English, and the materials are available online.',
    'Kurssi opetetaan englanniksi, ja materiaalit ovat saatavilla verkossa.',
    'Kursen undervisas på engelska, och materialet finns på nätet.',
  ),
  t(
    'Registration opens on {date} and closes two weeks later.',
    'Ilmoittautuminen alkaa {date} ja päättyy kaksi viikkoa myöhemmin.',
    'Anmälan öppnar {date} och stänger två veckor senare.',
  ),
  t(
    'The event is free of charge and open to everyone interested in {topic}.',
    'Tapahtuma on maksuton ja avoin kaikille, joita kiinnostaa {topic}.',
    'Evenemanget är avgiftsfritt och öppet för alla som är intresserade av {topic}.',
  ),
  t(
    'Bring your own laptop; the lecture hall has power outlets and a wireless network.',
    'Ota oma kannettava mukaan; luentosalissa on pistorasiat ja langaton verkko.',
    'Ta med egen bärbar dator; föreläsningssalen har eluttag och trådlöst nätverk.',
  ),
  t(
    'The results were published in {year} and have been cited widely.',
    'Tulokset julkaistiin vuonna {year}, ja niihin on viitattu laajasti.',
    'Resultaten publicerades år {year} och har citerats flitigt.',
  ),
  t(
    'Our services support teaching, research and the daily work of the university.',
    'Palvelumme tukevat opetusta, tutkimusta ja yliopiston arkea.',
    'Våra tjänster stöder undervisningen, forskningen och universitetets vardag.',
  ),
  t(
    'The {school} offers {n} courses on {topic} every year.',
    '{school} tarjoaa vuosittain {n} kurssia aiheesta {topic}.',
    '{school} erbjuder {n} kurser om {topic} varje år.',
  ),
  t(
    'Please note that the opening hours change during the summer and the holidays.',
    'Huomaa, että aukioloajat muuttuvat kesällä ja lomien aikana.',
    'Observera att öppettiderna ändras under sommaren och helgerna.',
  ),
  t(
    'The project is funded by the EU and runs until {year}.',
    'Hanke saa EU:n rahoitusta ja jatkuu vuoteen {year}.',
    'Projektet finansieras av EU och pågår till {year}.',
  ),
  t(
    'IT Services keep your OS up to date; a response time over 500 ms means a fault.',
    'IT:n palvelut päivittävät laitteesi; yli 500 ms:n vasteaika on vika.',
    'IT-tjänsterna håller ditt OS uppdaterat; en svarstid över 500 ms är ett fel.',
  ),
  t('Send your CV and a letter to HR by {date}.', 'Lähetä CV ja hakemus HR:lle {date} mennessä.', 'Skicka ditt CV och ett brev till HR senast {date}.'),
  t(
    'Seminars on {topic} are held at {place} in spring and autumn.',
    'Seminaareja aiheesta {topic} järjestetään osoitteessa {place} keväällä ja syksyllä.',
    'Seminarier om {topic} hålls vid {place} på våren och hösten.',
  ),
  t(
    '{person} leads the group, which works closely with the {school}.',
    '{person} johtaa ryhmää, joka tekee tiivistä yhteistyötä muiden yksiköiden kanssa ({school}).',
    '{person} leder gruppen, som samarbetar nära med {school}.',
  ),
  t(
    'Applicants need a bachelor’s degree in a relevant field and good English skills.',
    'Hakijoilta edellytetään soveltuvaa kandidaatin tutkintoa ja hyvää englannin kielen taitoa.',
    'De sökande behöver en kandidatexamen inom ett relevant område och goda kunskaper i engelska.',
  ),
  t(
    'Questions about studies go to the learning services of the {school}.',
    'Opintoja koskevat kysymykset ohjataan opintopalveluihin ({school}).',
    'Frågor om studierna går till lärandetjänsterna vid {school}.',
  ),
  t(
    'The city of Espoo, the EU and the university share the costs of the new building.',
    'Uuden rakennuksen kustannukset jakavat Espoon kaupunki, EU ja yliopisto.',
    'Staden Esbo, EU och universitetet delar på kostnaderna för den nya byggnaden.',
  ),
];

/** A page's typical body length by its type, in characters: [least, most]. */
const LENGTHS = {
  standard_page: [1500, 4500],
  news: [2000, 5000],
  event: [1000, 3000],
  service: [1500, 4000],
  blog_post: [3000, 6000],
  research: [2000, 4500],
  research_group: [1500, 3500],
  research_funding_call: [1500, 4000],
  hub: [800, 2000],
  location: [600, 1500],
  course_location: [400, 1000],
  external_liftup: [300, 800],
  lifewide_learning_course: [1000, 2500],
  open_university_course: [1000, 2500],
  study_option: [1500, 3500],
  kb_teaching_material: [600, 1500],
  kb_selfstudy_material: [400, 1000],
};

/** A small seeded random source (mulberry32): the same draws for a page in every language. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const hash = (text) => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
};

/**
 * The body of a page of a type, seeded by its id: paragraphs of sentences, `scale` times its
 * type's usual length (0: none). A type without a body (people, programmes) has none.
 */
export function bodyText({ id, type, title }, language, scale = 1) {
  const lengths = LENGTHS[type];
  if (!lengths || scale <= 0) return undefined;
  const next = random(hash(`${type}:${id}`));
  const draw = (list) => list[Math.floor(next() * list.length)];
  const [least, most] = lengths;
  const length = Math.round((least + next() * (most - least)) * scale);
  const people = speakerNames();
  const paragraphs = [];
  let size = 0;
  let paragraph = [];
  while (size < length) {
    const parts = {
      title: title ?? '',
      topic: pick(draw(TOPICS), language),
      topic2: pick(draw(TOPICS), language),
      school: pick(draw(SCHOOLS)[2], language),
      place: draw(LOCATIONS),
      person: draw(people),
      year: String(2018 + Math.floor(next() * 9)),
      n: String(3 + Math.floor(next() * 40)),
      date: `${1 + Math.floor(next() * 28)}.${1 + Math.floor(next() * 12)}.`,
    };
    const sentence = pick(draw(SENTENCES), language).replace(/\{(\w+)\}/g, (_, key) => parts[key]);
    paragraph.push(sentence);
    size += sentence.length + 1;
    if (paragraph.length >= 3 + Math.floor(next() * 3)) {
      paragraphs.push(paragraph.join(' '));
      paragraph = [];
    }
  }
  if (paragraph.length) paragraphs.push(paragraph.join(' '));
  return paragraphs.join('\n\n');
}
