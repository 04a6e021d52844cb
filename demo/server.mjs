// The demo site: `npm start` builds, then this serves http://127.0.0.1:8080 (PORT overrides):
//   /                  the index of demo pages (demo/pages/index.html)
//   /<page>.html       one page per element (src/hubs/<tag>/<page>.html); ?lang=fi|sv|en sets the
//                      page and element language
//   /dist/*            the built library
//   /docs/             the API reference: a page per element and per guide (dist/docs/, which the
//                      build writes from the manifest, the READMEs and docs/: scripts/docs-site.mjs)
//   /aalto_api/*       the fixture content API (also under /fi, /sv, /en for path-prefix)
//   /search/{indices}/_search  the embedded search service (POST; see search/service.mjs), or with
//                      SEARCH_ENGINE=opensearch an OpenSearch node's answer (OPENSEARCH_URL; see
//                      search/forward.mjs)
//   /__demo/login      sets the demo session cookie (community content) and the demo's jwt
//                      cookie (intranet search indexes); /__demo/logout clears them
//   /{lang}/search?search=…&quicksearch=true   the search results page the quick search submits to
//                      (site/search-page.mjs)
//   /{lang}/…          the site's pages that the fixtures' items link to: title, dates, text and a
//                      link back to the demo page that lists the item (site/detail.mjs)
// Demo pages are templates: `{{head}}`, `{{lang}}`, `{{user}}`, `{{index}}`, `{{elements}}`, and `{{en}}…{{/en}}`,
// `{{fi}}…{{/fi}}`, `{{sv}}…{{/sv}}` around the texts of each language (the page keeps its own).
// Tests steer the fixture API per browser context with cookies: demo_fault (see fixtures/faults.mjs),
// demo_count (how many items an endpoint generates) and demo_data=spec (the content API and the
// search service answer from test/spec-data/, the corpus written from the specification alone);
// demo_probe puts the problem probe (site/probe.mjs) first in every page's head.
// The search corpus is indexed at start, before the first search asks; DEMO_WARM_UP=0 leaves
// each index to its first search (a test that asks one index of the many).
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fixtureData } from './fixtures/registry.mjs';
import { demoPages } from '../scripts/hub-folders.mjs';
import { faultFor, injectHtml, protoKeys, swapTypes } from './fixtures/faults.mjs';
import { DEMO_TOKEN, SEARCH_BUDGET_MS, handleSearch, warmUp } from './search/service.mjs';
// The corpus written from the specification (test/spec-data/): absent from a copy of demo/ alone.
const { specContent, specSearch } = await import('../test/spec-data/answers.mjs').catch(() => ({
  specContent: () => undefined,
  specSearch: () => ({ hits: { total: { value: 0, relation: 'eq' }, hits: [] } }),
}));
import { DEFAULT_OPENSEARCH_URL, forwardSearch } from './search/forward.mjs';
import { detailPage } from './site/detail.mjs';
import { searchPage } from './site/search-page.mjs';
import { HEAD, demoImage, elementList, fillPage } from './site/demo-page.mjs';
import { MAX_BODY_BYTES, TYPES, TooLarge, cookies, readBody, send, serveFile } from './http.mjs';
import { PROBE, PROBE_COOKIE } from './site/probe.mjs';

// A file path, not a URL path: the folder may have spaces or non-ASCII letters in its name.
const root = fileURLToPath(new URL('..', import.meta.url));
export const SESSION_COOKIE = 'demo_session';
/** The user id demo pages give their elements in a logged-in demo session. */
export const DEMO_USER_ID = 4242;
const LANGS = ['fi', 'sv', 'en'];
/** The most items a fixture endpoint makes for a test (`demo_count`): the specification's largest result size. */
export const MAX_DEMO_COUNT = 20_000;
/** What the search service takes as a query body, as a cluster does: JSON (and ndjson, which the elements send). */
const SEARCH_TYPES = /^application\/(json|x-ndjson)\s*(;|$)/i;

/**
 * The files under dist/ that the package leaves out (package.json `files`: `!dist/...`), which
 * the demo does not serve either: what a page can load is what a site that installs it has.
 */
const UNPUBLISHED = packageFiles()
  .filter((entry) => entry.startsWith('!dist/'))
  .map(
    (entry) =>
      new RegExp(
        `^${entry
          .slice(1)
          .replace(/[.+^${}()|[\]\\]/g, '\\$&')
          .replace(/\*\*\//g, '(?:.+/)?')
          .replace(/\*/g, '[^/]*')}$`,
      ),
  );

/** package.json's `files`; none when the demo runs outside the package (a copied folder). */
function packageFiles() {
  try {
    const { files } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    return Array.isArray(files) ? files.filter((entry) => typeof entry === 'string') : [];
  } catch {
    return [];
  }
}

function contentApi(req, res, url, apiPath) {
  const jar = cookies(req);
  const language = LANGS.includes(url.searchParams.get('language')) ? url.searchParams.get('language') : 'en';
  const count = Number.parseInt(jar.demo_count ?? '', 10);
  const spec = jar.demo_data === 'spec' ? specContent(apiPath, url.searchParams) : undefined;
  const data =
    spec !== undefined
      ? (spec?.data ?? null)
      : fixtureData(apiPath, {
          language,
          community: jar[SESSION_COOKIE] === 'community',
          count: Number.isFinite(count) && count > 0 ? Math.min(count, MAX_DEMO_COUNT) : undefined,
          params: url.searchParams,
        });
  if (!data) return send(res, 404, JSON.stringify({ message: 'No such endpoint' }), TYPES['.json']);
  const fault = faultFor(jar.demo_fault, apiPath);
  const json = (body) => send(res, 200, JSON.stringify(body), TYPES['.json']);
  switch (fault) {
    case '500':
      return send(res, 500, JSON.stringify({ message: 'Internal Server Error' }), TYPES['.json']);
    case '404':
      return send(res, 404, JSON.stringify({ message: 'Not found' }), TYPES['.json']);
    case 'network':
      return req.socket.destroy();
    case 'hang': {
      // Never answers while the page waits; bounded so a forgotten request cannot pin the server.
      const timer = setTimeout(() => req.socket.destroy(), 60_000);
      req.on('close', () => clearTimeout(timer));
      return undefined;
    }
    case 'garbage':
      return send(res, 200, '<!doctype html><title>Oops</title><p>Gateway error</p>', TYPES['.json']);
    case 'truncated':
      return send(res, 200, JSON.stringify({ data }).slice(0, 40), TYPES['.json']);
    case 'nodata':
      return json({ items: [] });
    case 'empty':
      return json({ data: {} });
    case 'wrongtypes':
      return json({ data: swapTypes(data) });
    case 'html':
      return json({ data: injectHtml(data) });
    case 'protokeys':
      return json({ data: protoKeys(data) });
    case 'slow':
      return void setTimeout(() => json({ data }), 1500);
    default:
      return json({ data });
  }
}

async function searchService(req, res, indexList, openSearchUrl, budgetMs) {
  const type = req.headers['content-type'] ?? '';
  // As a cluster answers: a body of another type (text/plain, which a page may send without a
  // CORS preflight) is refused.
  if (type && !SEARCH_TYPES.test(type)) {
    return send(res, 406, JSON.stringify({ error: `Content-Type header [${type.slice(0, 100)}] is not supported`, status: 406 }), TYPES['.json']);
  }
  const fault = faultFor(cookies(req).demo_fault, 'search');
  if (fault === 'network') return req.socket.destroy();
  if (fault === '500') return send(res, 500, JSON.stringify({ error: 'internal' }), TYPES['.json']);
  if (fault === 'garbage') return send(res, 200, '<html>proxy error</html>', 'text/html');
  if (fault === 'hang') return undefined;
  let text;
  try {
    text = await readBody(req);
  } catch (error) {
    if (!(error instanceof TooLarge)) throw error;
    // Answered, then the connection closes: the rest of the body is never read.
    return send(res, 413, JSON.stringify({ error: `request body larger than ${MAX_BODY_BYTES} bytes`, status: 413 }), TYPES['.json'], { connection: 'close' });
  }
  if (!type && text.trim()) return send(res, 406, JSON.stringify({ error: 'Content-Type header is missing', status: 406 }), TYPES['.json']);
  const authorization = req.headers.authorization ?? '';
  const { status, body } =
    cookies(req).demo_data === 'spec'
      ? { status: 200, body: specSearch(indexList) }
      : openSearchUrl
        ? await forwardSearch(openSearchUrl, indexList, text, authorization)
        : handleSearch(indexList, text, authorization, { budgetMs });
  const answer = () => send(res, status, JSON.stringify(fault === 'html' ? injectHtml(body) : body), TYPES['.json']);
  // `slow` delays every answer by 1.5 s.
  if (fault === 'slow') return void setTimeout(answer, 1500);
  return answer();
}

/**
 * options.searchEngine: 'embedded' (the default) or 'opensearch' (SEARCH_ENGINE picks it);
 * options.openSearchUrl: the node searches go to in 'opensearch' mode (OPENSEARCH_URL, else
 * http://127.0.0.1:9200); options.dist: the build served under /dist/ (another build's folder, for
 * `npm run bench:browser` to measure two builds in turn); options.searchBudgetMs: how long an
 * embedded search may run before it answers `timed_out` (SEARCH_BUDGET_MS; a test that compares
 * rankings lifts it, as a cluster has no search timeout unless one is set).
 */
export function createDemoServer({
  searchEngine = process.env.SEARCH_ENGINE,
  openSearchUrl = process.env.OPENSEARCH_URL,
  dist = join(root, 'dist'),
  searchBudgetMs = SEARCH_BUDGET_MS,
  warm = process.env.DEMO_WARM_UP !== '0',
} = {}) {
  const node = searchEngine === 'opensearch' ? openSearchUrl || DEFAULT_OPENSEARCH_URL : null;
  // The elements' demo pages, each in its folder: page name → file.
  const pages = demoPages(root);
  // Index the search corpus while the first page loads, not on the first keystroke.
  if (!node && warm) setTimeout(warmUp, 0);
  const server = createServer(async (req, res) => {
    res.acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    try {
      // The request target as a path on this host: `//x` is a path here, not another host (as a
      // relative URL it would be, and an invalid one).
      const url = new URL(`http://localhost${(req.url ?? '/').startsWith('/') ? req.url : `/${req.url}`}`);
      let path;
      try {
        path = decodeURIComponent(url.pathname);
      } catch {
        return send(res, 400, 'Bad Request: malformed % escape in the path');
      }
      // HEAD is GET without the body (Node leaves it out); the search service takes POST only.
      const search = /^\/search\/([^/]+)\/_search$/.exec(path);
      const allowed = search ? ['POST'] : ['GET', 'HEAD'];
      if (!allowed.includes(req.method)) return send(res, 405, 'Method Not Allowed', undefined, { allow: allowed.join(', ') });
      const api = /^\/(?:(?:fi|sv|en)\/)?aalto_api\/(.+?)\/?$/.exec(path);
      if (api) return contentApi(req, res, url, api[1]);
      // Awaited inside the try: a failure here must answer, never end the process.
      if (search) return await searchService(req, res, search[1], node, searchBudgetMs);
      const image = /^\/__demo\/image\/([\w-]{1,60})\.svg$/.exec(path);
      if (image) return send(res, 200, demoImage(image[1], url.searchParams.get('w')), TYPES['.svg'], { 'cache-control': 'max-age=3600' });
      if (path === '/__demo/login') {
        return send(res, 302, '', undefined, {
          location: '/',
          'set-cookie': [`${SESSION_COOKIE}=community; Path=/; SameSite=Lax`, `jwt=${DEMO_TOKEN}; Path=/; SameSite=Lax`],
        });
      }
      if (path === '/__demo/logout') {
        return send(res, 302, '', undefined, { location: '/', 'set-cookie': [`${SESSION_COOKIE}=; Path=/; Max-Age=0`, 'jwt=; Path=/; Max-Age=0'] });
      }
      const built = /^(?:\/[\w-]+)*\/dist(\/.+)$/.exec(path);
      if (built) {
        const file = normalize(join(dist, built[1]));
        // With the separator: `dist-secrets/` starts with `dist` too.
        if (!file.startsWith(normalize(dist) + sep)) return send(res, 403, 'Forbidden');
        if (
          UNPUBLISHED.some((pattern) =>
            pattern.test(
              `dist/${file
                .slice(normalize(dist).length + 1)
                .split(sep)
                .join('/')}`,
            ),
          )
        )
          return send(res, 404, 'Not found');
        return serveFile(res, file);
      }
      if (path === '/docs') return send(res, 301, '', undefined, { location: '/docs/' });
      // Only the names the build writes: no other path reaches the folder.
      const docs = /^\/docs\/((?:elements\/|guides\/)?[a-z0-9-]+\.(?:html|css|js))?$/.exec(path);
      if (docs) return serveFile(res, join(root, 'dist/docs', docs[1] ?? 'index.html'));
      const lang = LANGS.includes(url.searchParams.get('lang')) ? url.searchParams.get('lang') : 'en';
      const jar = cookies(req);
      const community = jar[SESSION_COOKIE] === 'community';
      const user = community ? DEMO_USER_ID : 0;
      const head = jar[PROBE_COOKIE] ? `${PROBE}\n  ${HEAD}` : HEAD;
      // /deep/path/page.html is the summer school page at another page path, loading dist/ by a
      // relative path from yet another folder: an element must work wherever both are served.
      if (path === '/deep/path/page.html') {
        return serveFile(res, pages.get('summer-school.html'), (html) => fillPage(lang, user, '', head)(html).replaceAll('"/dist/', '"../../static/lib/dist/'));
      }
      const name = path === '/' ? 'index.html' : path.slice(1);
      if (name === 'index.html') return serveFile(res, join(root, 'demo/pages/index.html'), fillPage(lang, user, await elementList(lang), head));
      if (pages.has(name)) return serveFile(res, pages.get(name), fillPage(lang, user, '', head));
      // The site's own pages, in the language of their path: the search results, then an item's page.
      const site = /^\/(fi|sv|en)\/(.*)$/.exec(path);
      if (site) {
        const answer =
          site[2] === 'search'
            ? await searchPage({ language: site[1], params: url.searchParams, community, head, openSearchUrl: node })
            : detailPage({ language: site[1], path, community, head });
        return send(res, answer.status, answer.html, TYPES['.html']);
      }
      return send(res, 404, 'Not found');
    } catch (error) {
      return send(res, 500, String(error));
    }
  });
  // A request the HTTP parser cannot read gets its 400 from Node; the server goes on.
  server.searchEngine = node ? `OpenSearch at ${node}` : 'the embedded search service';
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
    else socket.destroy();
  });
  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const port = Number(process.env.PORT ?? 8080);
  const host = process.env.HOST ?? '127.0.0.1';
  const server = createDemoServer();
  server.listen(port, host, () => {
    const address = `http://${host}:${server.address().port}/`;
    console.log(`aalto-hubs demo: ${address} (searches: ${server.searchEngine})`);
    console.log(`  open it in a browser: the index of demo pages (${address}?lang=fi suomeksi, ?lang=sv på svenska); Ctrl+C stops the server`);
  });
}
