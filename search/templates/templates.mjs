// The index templates a site installs in its Elasticsearch or OpenSearch cluster before it indexes
// anything (docs/search.md says how). They follow the index names of src/core/search/indices.ts:
// `{prefix}_{environment}_{type}_{language}`.
//
// Made of component templates:
// - `{prefix}-analysis-{language}`: the language's analyser (Finnish, Swedish or English stemming
//   and stop words) as the index's default one, for every text field but people's names (those
//   are `standard`: lowercased words, no stemming), and `folded`, the same with the words folded
//   to ASCII, for `title.folded`;
// - `{prefix}-fields-{kind}`: the mappings of one index kind (content, events, news, profiles,
//   study_options, programmes), every field a query of src/core/search/ touches;
// and one composable index template per index type and language, `{prefix}-{type}-{language}`,
// that puts a language's analysis and a kind's fields together for the index names of every
// environment (and `{name}-*`, for a site that reindexes into dated indexes behind an alias).

export const LANGUAGES = ['fi', 'sv', 'en'];
export const ENVIRONMENTS = ['local', 'dev', 'test', 'live'];

/** The analysers of each language: Lucene's own language analysers (analysis-common). */
const ANALYSERS = { fi: 'finnish', sv: 'swedish', en: 'english' };

/**
 * A language's analysis: its Lucene analyser as the default, and `folded`, the same chain
 * (English's possessive filter, lowercase, the language's stop words, its stemmer) with ASCII
 * folding after the stop words and before the stemmer, so that a word typed without its accents
 * (`Hamalainen`, `Aberg`, `Jarvenpaa`) is the word with them.
 */
function languageAnalysis(language) {
  const name = ANALYSERS[language];
  const possessive = language === 'en' ? ['english_possessive'] : [];
  return {
    filter: {
      [`${name}_stop`]: { type: 'stop', stopwords: `_${name}_` },
      [`${name}_stemmer`]: { type: 'stemmer', language: name },
      ...(possessive.length && { english_possessive: { type: 'stemmer', language: 'possessive_english' } }),
    },
    analyzer: {
      default: { type: name },
      folded: { tokenizer: 'standard', filter: [...possessive, 'lowercase', `${name}_stop`, 'asciifolding', `${name}_stemmer`] },
    },
  };
}

/**
 * People's names folded to ASCII, German spelling first (`german_normalization`: `ü` and `ue`
 * are `u`, `ß` is `ss`), for the names' `folded` sub-fields: Hämäläinen is `hamalainen`, Müller,
 * Mueller and Muller are `muller`, Åberg is `aberg`. Defined with the fields that name it (a
 * component template's mappings may only name an analyser it or Lucene defines).
 */
const NAME_ANALYSIS = { analyzer: { name_folded: { tokenizer: 'standard', filter: ['lowercase', 'german_normalization', 'asciifolding'] } } };

/**
 * The dates the elements read (src/core/dates.ts: ISO 8601, a space or `T` before the time,
 * seconds and a fraction optional, `Z` or an offset optional), and only those: a number (epoch
 * seconds or milliseconds, which a date field would read as milliseconds, seconds since 1970 as
 * a day in January 1970) or another text is malformed, and `ignore_malformed` drops that field
 * alone, as the elements drop a date they cannot read. A time without an offset is UTC here (a
 * cluster has no other default) and Helsinki time in the elements: send an offset.
 */
const FRACTION = Array.from({ length: 9 }, (_, i) => `[.${'S'.repeat(9 - i)}]`).join('');
export const DATE_FORMATS = `strict_date_optional_time||yyyy-MM-dd[ ]['t']HH:mm[:ss${FRACTION}][XXX][XX][X]['z']`;

/**
 * The fields our queries read, by what they are. Text is analysed with the index's default
 * analyser, the language's (a component template's mappings may only name an analyser that exists
 * everywhere, so the language is in the default); names with `standard`. Every field is an array
 * in the documents (the spec's 'Search hit').
 */
const FIELD = {
  text: { type: 'text' },
  name: { type: 'text', analyzer: 'standard', fields: { folded: { type: 'text', analyzer: 'name_folded' } } },
  keyword: { type: 'keyword' },
  date: { type: 'date', format: DATE_FORMATS, ignore_malformed: true },
  /**
   * A flag the elements read as true when it is `true`, `1`, `"1"` or `"true"` (Drupal sends all
   * four): a keyword takes each as it comes, where a boolean refuses the numbers and with them the
   * whole document.
   */
  flag: { type: 'keyword' },
  /** Only shown: kept in `_source`, neither indexed nor in doc values. */
  stored: { type: 'keyword', index: false, doc_values: false },
};

/** The fields every content document has: the quick search's and the list searches' fields. */
const CONTENT = {
  title: FIELD.text,
  summary: FIELD.text,
  lead_text: FIELD.text,
  body: FIELD.text,
  keywords: FIELD.text,
  parent_programme: FIELD.text,
  type: FIELD.keyword,
  nid: FIELD.keyword,
  // Events are boosted by nearness to now, news by recency (distance_feature): a date.
  published_at: FIELD.date,
  url: FIELD.stored,
  is_into_content: FIELD.flag,
  kb_external_links: FIELD.stored,
  kb_external_links_title: FIELD.stored,
};

/** People: the profiles query searches names first, then title, department and organisations. */
const PEOPLE = {
  first_name: FIELD.name,
  last_name: FIELD.name,
  department: FIELD.text,
  organisations: { type: 'text', analyzer: 'standard' },
};

/** The programmes' filter values: keywords (the listing filters on them; no query searches them). */
const PROGRAMME = Object.fromEntries(
  ['languages', 'level', 'target_group', 'theme', 'curricula', 'previous_curricula', 'schools'].map((f) => [f, FIELD.keyword]),
);

/** The fields of each index kind. The quick search's indexes hold every type, people too. */
export const KINDS = {
  content: { ...CONTENT, ...PEOPLE },
  events: CONTENT,
  news: CONTENT,
  profiles: { ...CONTENT, ...PEOPLE },
  study_options: CONTENT,
  programmes: { ...CONTENT, ...PROGRAMME },
};

/**
 * The index types of src/core/search/indices.ts: their kind, and how many hits one query may ask
 * for. The list searches ask for 20,000 hits (docs/api.md, 'Constants') from the indexes they
 * search (services search the `public` index); a cluster refuses more than
 * `index.max_result_window` (10,000 by default), so those indexes raise it.
 */
export const INDEX_TYPES = {
  public: { kind: 'content', window: 20000 },
  intranet: { kind: 'content', window: 20000 },
  events: { kind: 'events', window: 20000 },
  events_intranet: { kind: 'events', window: 20000 },
  news: { kind: 'news', window: 20000 },
  news_intranet: { kind: 'news', window: 20000 },
  profiles: { kind: 'profiles', window: 20000 },
  profiles_intranet: { kind: 'profiles', window: 20000 },
  study_options: { kind: 'study_options', window: 10000 },
  programmes: { kind: 'programmes', window: 10000 },
};

/** Keeps the characters src/core/search/indices.ts keeps in a prefix. */
export function cleanPrefix(prefix) {
  return (
    String(prefix ?? '')
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9_-]/g, '') || 'aalto'
  );
}

export function indexName(prefix, environment, type, language) {
  return `${cleanPrefix(prefix)}_${environment}_${type}_${language}`;
}

/**
 * Every template for a site: `{ components: [{name, body}], indexTemplates: [{name, body}] }`,
 * bodies as the `_component_template` and `_index_template` APIs take them.
 * shards: primary shards per index; replicas: `auto_expand_replicas` (`0-1` is one replica where
 * the cluster has a second node, none on a single node).
 */
export function siteTemplates({ prefix = 'aalto', environments = ENVIRONMENTS, languages = LANGUAGES, shards = 1, replicas = '0-1' } = {}) {
  const site = cleanPrefix(prefix);
  const meta = { managed_by: 'aalto-hubs', site };
  const components = [];
  for (const language of languages) {
    components.push({
      name: `${site}-analysis-${language}`,
      body: {
        template: {
          settings: { analysis: languageAnalysis(language) },
          // The title's folded sub-field names this component's `folded` analyser, so it is mapped
          // here; composed after the fields, this whole definition of `title` is the one kept.
          mappings: { properties: { title: { ...FIELD.text, fields: { folded: { type: 'text', analyzer: 'folded' } } } } },
        },
        _meta: { ...meta, language },
      },
    });
  }
  for (const [kind, properties] of Object.entries(KINDS)) {
    // dynamic false: a field the site adds is kept in _source but not indexed, until a template maps it.
    components.push({
      name: `${site}-fields-${kind}`,
      body: { template: { settings: { analysis: NAME_ANALYSIS }, mappings: { dynamic: false, properties } }, _meta: { ...meta, kind } },
    });
  }
  const indexTemplates = [];
  for (const [type, { kind, window }] of Object.entries(INDEX_TYPES)) {
    for (const language of languages) {
      const names = environments.map((environment) => indexName(site, environment, type, language));
      indexTemplates.push({
        name: `${site}-${type.replace(/_/g, '-')}-${language}`,
        body: {
          index_patterns: names.flatMap((name) => [name, `${name}-*`]),
          // The fields, then the language: a field both map (the title) is the language's.
          composed_of: [`${site}-fields-${kind}`, `${site}-analysis-${language}`],
          priority: 100,
          template: {
            settings: {
              number_of_shards: shards,
              auto_expand_replicas: replicas,
              max_result_window: window,
            },
          },
          _meta: { ...meta, type, language },
        },
      });
    }
  }
  return { components, indexTemplates };
}
