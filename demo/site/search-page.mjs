// The demo site's search results page, where the quick search's submit goes:
// `/{language}/search?search={term}&quicksearch=true`. It asks the search service (the embedded
// one, or the OpenSearch node the demo forwards to) the quick search's own query for the term
// (src/hubs/aalto-quicksearch/search-query.ts, here as plain data; test/unit/demo-site.test.ts holds the
// two equal) over the same indexes, and lists the hits: the quick search's suggestions first, in
// their order, then more of the same search.
import { DEMO_TOKEN, handleSearch } from '../search/service.mjs';
import { forwardSearch } from '../search/forward.mjs';
import { TYPE_LABELS, escapeHtml, pick, say, showDate } from './i18n.mjs';
import { backTo, frame } from './detail.mjs';

/** How many hits the page lists (the quick search shows the first ten). */
export const RESULTS_SIZE = 30;
const FIELDS = ['title^0.12', 'title.folded^0.12', 'summary^0.04', 'lead_text^0.02', 'body^0.01', 'keywords^0.01', 'parent_programme^0.01'];
/** What a suggestion shows; the page shows each hit's summary too. */
const SOURCE = ['title', 'url', 'type', 'published_at', 'is_into_content', 'parent_programme', 'kb_external_links', 'kb_external_links_title'];
const PAGE_SOURCE = [...SOURCE, 'summary'];

/** The quick search's query body for a term (docs/api.md, 'Constants'), with `size` hits and the fields `source`. */
export function quickSearchBody(term, size = RESULTS_SIZE, source = SOURCE) {
  // As searchTerm does: composed, without pictographs.
  const query = term
    .normalize('NFC')
    // eslint-disable-next-line no-misleading-character-class -- each part of an emoji sequence (joiner, keycap, variation selector) is a character to strip.
    .replace(/[\p{ExtPict}\p{EMod}\p{RI}\u200d\u20e3\ufe0e\ufe0f]/gu, ' ')
    .trim();
  const many = /\s/.test(query);
  const clauses = [
    { multi_match: { query, type: 'phrase_prefix', fields: FIELDS, boost: 0.4 } },
    { multi_match: { query, type: 'best_fields', fields: FIELDS, fuzziness: 'AUTO', prefix_length: 2, ...(many ? { operator: 'and' } : {}), boost: 0.2 } },
  ];
  if (many) clauses.push({ multi_match: { query, type: 'phrase', fields: FIELDS, boost: 0.2 } });
  const flat = (type, boost) => ({ constant_score: { filter: { term: { type } }, boost } });
  const recency = (type, boost) => ({
    bool: { filter: [{ term: { type } }], should: [{ distance_feature: { field: 'published_at', origin: 'now', pivot: '7d', boost } }] },
  });
  return {
    size,
    _source: source,
    sort: ['_score', { nid: 'asc' }, { type: 'asc' }],
    query: {
      bool: {
        must: [{ bool: { should: clauses, minimum_should_match: 1 } }],
        should: [flat('hub', 0.3), flat('service', 0.2), recency('event', 0.1), recency('news', 0.6)],
        filter: [],
      },
    },
  };
}

/** The indexes the quick search asks for a visitor (the intranet index too in the demo session). */
export const searchIndexes = (language, community) => [`aalto_live_public_${language}`, ...(community ? [`aalto_live_intranet_${language}`] : [])].join(',');

/** The hits of a term: `{hits}` or `{failed: true}`. */
async function search(term, language, community, openSearchUrl) {
  const indexes = searchIndexes(language, community);
  const body = JSON.stringify(quickSearchBody(term, RESULTS_SIZE, PAGE_SOURCE));
  const authorization = community ? `Bearer ${DEMO_TOKEN}` : '';
  const { status, body: answer } = openSearchUrl
    ? await forwardSearch(openSearchUrl, indexes, body, authorization)
    : handleSearch(indexes, body, authorization);
  if (status !== 200 || !Array.isArray(answer?.hits?.hits)) return { failed: true, hits: [] };
  return { hits: answer.hits.hits.map((hit) => hit._source ?? {}) };
}

const first = (value) => (Array.isArray(value) ? value[0] : value);

function hitHtml(hit, language) {
  const title = String(first(hit.title) ?? '');
  const url = first(hit.url);
  const type = String(first(hit.type) ?? '');
  const label = TYPE_LABELS[type] ? pick(TYPE_LABELS[type], language) : type.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
  const parent = first(hit.parent_programme);
  const date = type === 'news' ? showDate(first(hit.published_at))?.split(' ')[0] : null;
  const students = (hit.is_into_content ?? []).some((v) => v === true || v === 1 || v === '1' || v === 'true');
  const external = typeof url === 'string' && !url.startsWith('/');
  const name = `${parent ? `${escapeHtml(parent)} / ` : ''}${escapeHtml(title)}`;
  const link =
    typeof url === 'string' && /^(\/|https:\/\/)/.test(url) ? `<a href="${escapeHtml(url)}"${external ? ' rel="external noopener"' : ''}>${name}</a>` : name;
  const links = (hit.kb_external_links ?? [])
    .map((href, i) =>
      typeof href === 'string' && href.startsWith('https://')
        ? `<a href="${escapeHtml(href)}" rel="external noopener">${escapeHtml(String(hit.kb_external_links_title?.[i] || href))}</a>`
        : null,
    )
    .filter(Boolean);
  const meta = [label, date, students ? say('forStudents', language) : null].filter(Boolean).map(escapeHtml).join(' · ');
  return `      <li><p><strong>${link}</strong><br><small>${meta}</small></p>${links.length ? `<p>${links.join(' · ')}</p>` : ''}${first(hit.summary) ? `<p>${escapeHtml(String(first(hit.summary)))}</p>` : ''}</li>`;
}

/** The search results page of a request: `{status, html}`. */
export async function searchPage({ language, params, community, head, openSearchUrl }) {
  const term = (params.get('search') ?? '').trim().slice(0, 200);
  const form = `    <form class="demo-search" role="search" action="/${language}/search" method="get">
      <label for="demo-search">${escapeHtml(say('searchLabel', language))}</label>
      <input id="demo-search" type="search" name="search" value="${escapeHtml(term)}">
      <input type="hidden" name="quicksearch" value="true">
      <button type="submit">${escapeHtml(say('searchButton', language))}</button>
    </form>`;
  let results;
  if (!term) results = `    <p>${escapeHtml(say('searchEmpty', language))}</p>`;
  else {
    const { hits, failed } = await search(term, language, community, openSearchUrl);
    if (failed) results = `    <p>${escapeHtml(say('searchFailed', language))}</p>`;
    else if (!hits.length) results = `    <p role="status">${escapeHtml(say('searchNone', language, { term }))}</p>`;
    else {
      const count = hits.length === 1 ? say('searchOne', language, { term }) : say('searchCount', language, { n: hits.length, term });
      results = `    <p role="status">${escapeHtml(count)}</p>\n    <ol class="demo-results">\n${hits.map((hit) => hitHtml(hit, language)).join('\n')}\n    </ol>`;
    }
  }
  return {
    status: 200,
    html: frame({ head, language, title: say('searchTitle', language), back: backTo('quicksearch.html', language), main: `${form}\n${results}` }),
  };
}
