// Builds dist/aalto-hubs.js (the loader: defines every tag, no React) and, by dynamic import, one
// chunk per element plus the shared runtime chunk (React, ReactDOM, the element runtime) that every
// element chunk reuses.
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundlerFormsCheck } from './scripts/bundler-forms.mjs';
import { internalExports } from './scripts/internal-exports.mjs';
import { languagePacks } from './scripts/language-packs.mjs';
import { licenceBanners, thirdPartyLicences, LICENCES_FILE } from './scripts/licenses.mjs';
import { moduleReach } from './scripts/module-reach.mjs';
import { writeRegistry } from './scripts/hub-folders.mjs';
import { chunkByUsers } from './scripts/chunk-users.mjs';
import { buildHash, PLACEHOLDER } from './scripts/build-hash.mjs';
import { preloadDependencies } from './scripts/preload-dependencies.mjs';
import { emitTypeScript } from './scripts/emit-typescript.mjs';

// From a path, not `new URL('.', …)`: a test reads the chunk rules in a DOM environment, whose
// `URL` node's fileURLToPath does not take.
const root = `${dirname(fileURLToPath(import.meta.url))}/`;
// The loader's registry is derived from the hub folders (src/hubs/<tag>/element.ts).
writeRegistry(root);

const RUNTIME = /node_modules\/(react|react-dom|scheduler)\//;
// zustand (the listing's and the stepper's stores): with the content API layer, which every element
// with a store loads, rather than the runtime, which the quick search and the consent dialog load too.
// Its shallow selector, which only the listing's components use, goes with the listing engine.
const STORE = /node_modules\/(zustand\/esm\/(?!(react|vanilla)\/shallow)|use-sync-external-store\/)/;
// The small core every element uses goes with the runtime: a chunk of its own would cost each
// element a request and its own compression context for about a kilobyte.
const SHARED_CORE = /\/src\/core\/(element\/react-element|element\/attributes|i18n\/(?!stepper-strings)|views\/SafeLink|links|languages|settings)/;
// What every element that reads data shares, and the consent dialog never runs: the field
// parsers (the quick search, which loads no content API layer, reads with them too, and the
// guided tools, which read no date, so load no `content`), the load failure (both clients'; left
// to rollup, it went with the search client, and every listing loaded that) and the cookies sent
// as request headers. A chunk of its own rather than the runtime's: the consent dialog, which
// a first visit loads on every page, loads none of it; a data element loads it with its chunks
// (one request more, in parallel with them).
const DATA_CORE = /\/src\/core\/(cookie-headers|entities\/fields|api\/load-error)\.ts$/;

// Dates: the date fields, the site zone's rules and formatting; and the latest-request rule
// of search-as-you-type. Every element that reads a date loads it; the guided tools (much lighter
// for it) and the consent dialog do not.
const CONTENT = /\/src\/core\/(entities\/date-fields|dates|search\/latest)\.tsx?$/;
// The search service's client, index names and the text clauses every query shares, with a
// listing's calls to it: the quick search loads it, a listing only when it searches the service
// (loaded on demand, search-service.ts, together with the hub's query: below). A shared data
// family's query (src/listing/shared/<family>/search-query.ts), a few lines, goes with it: a chunk
// of its own would cost the listings that search the family more in gzip framing and compression
// context than it costs the other pages that load `search`.
const SEARCH = /\/src\/(core\/search\/(client|indices|search-kind|list-search|queries)|listing\/shared\/[\w-]+\/search-query)\.ts$/;
// The content API layer (client, endpoints, the page's cache and declared sources, the loading
// hook, long work in short tasks, query state, media, collators): every element that loads
// content, which the quick search (search service only) does not. It reads no date, so that an
// element that loads it loads no `content` for it (the clock rules, which do, go with the listing
// engine, their one user). With it the loading hook and the hook that loads a declared source
// (use-load.ts, use-source.ts): the personnel hub, the guided tools and the language quiz load
// their sources through them, and no listing.
// With it the hook that reads the address after hydration (use-client-value.ts), which only
// elements that load content use: left to rollup, it went with the listing engine.
const CONTENT_API =
  /\/src\/core\/(api\/(client|endpoint|cache|source|use-load|use-source)|entities\/media|tasks|audience|query-state|use-client-value|collator|search\/search-endpoint)\.tsx?$/;
// Shared views that are not a listing (status texts, card headings). Tabs (only the personnel hub
// shows them so far) and the confirm dialog (the language quiz) go with the element that imports
// them; images with the card views; the disclosure with the filter panel (below). They go in the
// content-api chunk: every element that shows them loads that one too, and a chunk this small would
// cost a request and its own compression.
const UI = /\/src\/core\/views\/(?!use-media-query|Tabs|ResponsiveImage|ConfirmDialog)/;
// The card layout (the card hubs' element, the card listing's view and filters panel, the image
// lookup) and the table layout (sortable table, phone controls): a card hub loads no table code and
// a table hub no card code.
const CARDS = /\/src\/listing\/(HubListing|views\/CardListing|images\/)/;
// The image card, a card layout that five hubs' cards are (`COPIES`, below).
const MEDIA_CARD = /\/src\/listing\/views\/MediaCard\.tsx$/;
const CARD_HEADING = /\/src\/core\/views\/CardHeading\.tsx$/;
const RESPONSIVE_IMAGE = /\/src\/core\/views\/ResponsiveImage\.tsx$/;
const CARD_VIEW_IMPORT = /from ['"][./]*\/views\/(CardList|CardTitle|ShowMore)\.js['"]/;
// The filter panel's views (its groups, the chosen filters' pills, the phone's disclosure): leaves
// (they import React only) that the two layouts show and nothing else does. The card layout's chunk
// holds them and the table layout's a copy of its own (`COPIES`, below), so that an
// element without a filter panel loads none of them, and a listing with one no extra chunk. As a
// chunk of their own they cost every listing with filters more (two files compress apart); in the
// engine's and the content API's chunks, the elements without a filter panel loaded them unused. A page with a card hub and a table hub loads them twice.
const FILTER_VIEWS = /\/src\/(listing\/views\/(FilterGroups|Pills)|core\/views\/Disclosure)\.tsx$/;
// The card layout's controls that only some hubs declare, imported by their definitions
// (`controls`), so that the other card hubs load neither: the sort select is copied into each
// hub's chunk (COPIES, below), the date range goes where its users say (`byUsers`: the chunk of
// the one hub folder that imports it), rather than cost a request (like NAMED_LIST, below).
const SORT_SELECT = /\/src\/listing\/views\/SortSelect\.tsx$/;
const DATE_RANGE = /\/src\/listing\/views\/DateRange\.tsx$/;
// The card views (list, title, heading, badges and facts, 'Show more', the listing's texts): a
// chunk of their own, so that a hub with a layout of its own does not load the card hubs'
// element with them. The responsive image is copied into the hubs that show images (COPIES).
const CARD_VIEWS =
  /\/src\/(listing\/(card-listing-texts|use-hub-cards|views\/(CardList|CardTitle|ShowMore))|core\/views\/(ResponsiveImage|CardHeading))\.tsx?$/;
// The phone-layout hook goes with the table: only its phone layout asks for the media query.
const TABLE = /\/src\/(listing\/(TableHub|views\/(TableListing|RowCards|PhoneControls|SortableTable|SortPanel))|core\/views\/use-media-query)/;
// Calls that take the listing's query, loaded on demand: a chunk of their own.
const ON_DEMAND = /\/src\/listing\/server-query\.ts$/;
// Cards in sections by a key, their view named by the hub's definition: where their users say
// (`byUsers`: the chunk of the one hub that declares them; a chunk of its own once several do).
const SECTIONS = /\/src\/listing\/(sections|views\/CardSections)\.tsx?$/;
// The first paint of a long list in sections: its first sections, the rest a frame later. Both
// layouts in sections (cards by a key, the A–Z index) import it; no other listing loads it.
const FIRST_PAINT = /\/src\/listing\/first-paint\.ts$/;
// A card list a hub names as its `list` (its first cards, then the rest): where its users say
// (`byUsers`: the chunk of the one hub that imports it; a chunk of its own once several do).
const NAMED_LIST = /\/src\/listing\/views\/ProgressiveCardList\.tsx$/;
// Facet counts: the hubs that show them name them in their declaration, so the others load none:
// a copy in the chunk of each hub (or shared folder) that does (COPIES, below), not a request.
const FACETS = /\/src\/listing\/facets\.ts$/;
// The A–Z index layout (letter navigation, sections by letter, their texts): only the A–Z
// indexes load it.
const LETTER_INDEX = /\/src\/listing\/(IndexHub|letters|letter-index-strings|views\/LetterIndex)/;
// The listing engine, hub definitions and the views every layout shares.
// With it, language names (only listings name a language code in data).
const LISTING = /\/src\/(listing\/|core\/language-names\.ts$)/;
// The clock rules (a period's phase: upcoming, ongoing, past), which the engine's statuses and
// some hubs' sorts and cells read.
const PERIOD_PHASE = /\/src\/core\/period-phase\.ts$/;
// Guided paths (the guided tools, the quizzes): the stepper state and view, their texts; loaded
// by the elements that have one. A listing's guided path (its section, hook and placeholder) and
// the tools' settings (GUIDE_LISTING), and the path's view (GUIDE_PATH), are copied into the
// chunks that import them (COPIES, below): the quizzes load no listing's path, a quiz that lays
// out its own steps no path view. Here only if something else imports them.
const GUIDE =
  /\/src\/(core\/(stepper|use-stepper|i18n\/stepper-strings|views\/(GuidePath|GuidePlaceholder|StepperView)|entities\/suggestion)|listing\/(GuideSection|use-guide))\.tsx?$/;
const GUIDE_PATH = /\/src\/core\/views\/GuidePath\.tsx$/;
const GUIDE_LISTING = /\/src\/(listing\/(GuideSection|use-guide)|core\/(views\/GuidePlaceholder|entities\/suggestion))\.tsx?$/;
// The guided tools as elements: their element and matching, which a listing's guided path does
// not load.
const GUIDE_TOOL = /\/src\/core\/(guide-tool|guide-match)\.tsx?$/;
// A consent choice being made: the dialog's and Cookiebot's (COPIES, below).
const THEME_ASSETS = /\/src\/core\/theme-assets\.ts$/;
const CONSENT_CHOICE = /\/src\/core\/(consent\/choice|cookie-writes)\.ts$/;
// A hub's query for the search service (its folder's `search-query.ts`), imported with its first
// search term: a chunk of its own, named after its folder. One a hub imports at once (the quick
// search's) is in the hub's chunk.
const SEARCH_QUERY = /\/src\/hubs\/([\w-]+)\/search-query\.ts$/;
// Code and data that hubs of several folders share (src/listing/shared/<name>/: a data family's
// entities and calls, a layout two hubs show): copied into the chunk of each hub folder that
// imports it (`COPIES`, below), so that no element loads another element's chunk for it and none
// loads a request of its own for it. Here (a chunk named after the folder) only if something else
// imports it.
const SHARED = /\/src\/listing\/shared\/([\w-]+)\//;
// An element's folder, src/hubs/<tag>/: its chunk, named after it (its element module, declaration,
// card, strings, calls and parsers together), so a hub that another extends is still one file.
const HUB = /\/src\/hubs\/([\w-]+)\//;
// Any other module goes where its users say (scripts/chunk-users.mjs): what one element loads,
// in its chunk; what several load, in a chunk of its own for exactly those (a data family's parser
// and endpoints, which rollup would otherwise pull into the chunk of the first folder that imports
// them); what only an `import()` loads (a search term's query), in a chunk of its own.
const byUsers = chunkByUsers();
// The consent core runs in the loader (no React; a returning visitor loads nothing else), with the
// cookie helpers it reads; named after the entry so rollup keeps them in it rather than pulling
// them into the consent dialog's chunk, which imports them too. The languages a site registers
// (`registerTexts`, exported by the entry) too: the element chunks read the entry's table.
// The elements' entries (each folder's element.ts) are the loader's too, and the settings'
// attribute names with the flag and integer readers, which the tag's properties and the runtime's
// parsers share (`element/values.ts`); and the first calls the loader starts, which the content
// API client takes over (`api/first-calls.ts`). Not a choice being made (below).
const LOADER_CORE =
  /(\/elements\/[\w-]+\.ts$|\/src\/hubs\/[\w-]+\/element\.ts$|\/src\/core\/(consent\/consent(-start)?\.ts$|cookies\.ts$|api\/first-calls\.ts$|element\/(define|element-entry|values)\.ts$|languages\.ts$|i18n\/registered\.ts$))/;

/**
 * Per hub folder, the source of its modules (not its fixtures): which other hub folders it builds
 * on and which shared folders it imports are read from it (`sharedCopyChunk`, below).
 */
const hubSources = new Map(
  readdirSync(`${root}src/hubs`).map((tag) => [
    tag,
    readdirSync(`${root}src/hubs/${tag}`)
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => readFileSync(`${root}src/hubs/${tag}/${file}`, 'utf8'))
      .join('\n'),
  ]),
);
const SHARED_NAMES = readdirSync(`${root}src/listing/shared`).flatMap((folder) =>
  readdirSync(`${root}src/listing/shared/${folder}`).map((file) => file.replace(/\.[jt]sx?$/, '')),
);
/**
 * The chunk of a hub folder's copy of a shared folder's module: the folder's own chunk, or that of
 * the hub folder it builds on when that one imports the same shared folder (the student guide's
 * events load the events hub's chunk, which holds its copy already).
 */
function sharedCopyChunk(importer, module) {
  const tag = HUB.exec(importer)?.[1];
  const folder = SHARED.exec(module)?.[1];
  if (!tag || !folder) return null;
  const imports = (source) => source.includes(`/shared/${folder}/`);
  const base = [...hubSources].find(([other, source]) => other !== tag && hubSources.get(tag).includes(`../${other}/`) && imports(source));
  return base?.[0] ?? tag;
}

/** For a module a shared folder's copy imports: the chunk of that copy (a hub's), rather than one named after the folder. */
const sharedCopy = (importer, copyChunk) => (SHARED.test(importer) ? (copyChunk ?? null) : null);
/** The hub chunk an importer's copy goes in: its hub folder's, or that of the shared folder's copy importing it. */
const hubCopy = (importer, copyChunk) => sharedCopy(importer, copyChunk) ?? HUB.exec(importer)?.[1] ?? null;

/**
 * Modules that each chunk importing them holds a copy of (rollup places a module in one chunk
 * only): the same compiled code under another id, `<id>?copy=<chunk>`, which `manualChunks` puts in
 * that chunk. For small views that a few chunks import and nothing else does, so that an element
 * loads them with a chunk it loads anyway, not with a shared chunk that others load unused. A
 * rule's `chunkFor` names the chunk an importer's copy goes in, or null for the original; it is
 * given the importer's id and, when the importer is itself a copy, that copy's chunk.
 */
const COPIES = [
  // What hubs of several folders share (src/listing/shared/<name>/: a data family's parsers and
  // calls, a layout two hubs show): a copy in the chunk of each hub folder that imports it, rather
  // than a chunk of its own, which cost each of those pages a request for well under a kilobyte. A
  // page with two such hubs loads it with each (answers are still asked once: the page's cache
  // keys them by address).
  // A family's search query goes with the search client instead (SEARCH, above).
  {
    names: SHARED_NAMES,
    modules: SHARED,
    chunkFor: (importer, copyChunk, module) => (SEARCH.test(module) ? null : (copyChunk ?? sharedCopyChunk(importer, module))),
  },
  // A consent choice being made (its cookies written, its events, following Cookiebot): not in the
  // loader, which only reads the choice in force; a copy in the dialog's chunk, and the original a
  // chunk of its own that the loader loads where Cookiebot asks, without the dialog or React.
  { names: ['choice', 'cookie-writes'], modules: CONSENT_CHOICE, chunkFor: (importer) => HUB.exec(importer)?.[1] ?? null },
  // The theme's images (a relative image address read against `theme-url`): with the image lookup
  // in the card layout's chunk, and a copy in the chunk of a hub that shows images without it,
  // rather than in the runtime, which the elements that show no image load too.
  { names: ['theme-assets'], modules: THEME_ASSETS, chunkFor: hubCopy },
  // The filter panel's views: the original in the card layout's chunk, a copy in the table's.
  { names: ['FilterGroups', 'Pills', 'Disclosure'], modules: FILTER_VIEWS, chunkFor: (importer) => (TABLE.test(importer) ? 'table' : null) },
  // Facet counts and the sort select: a copy in the chunk of each hub (or shared folder) whose
  // declaration names them, which would otherwise load a chunk of a few hundred bytes for them.
  {
    names: ['facets'],
    modules: FACETS,
    chunkFor: (importer, copyChunk) => sharedCopy(importer, copyChunk) ?? (HUB.exec(importer) ?? SHARED.exec(importer))?.[1] ?? null,
  },
  { names: ['SortSelect'], modules: SORT_SELECT, chunkFor: hubCopy },
  // The image card: a copy in the chunk of each hub whose card is one, rather than in the card
  // layout's chunk, where the other card hubs loaded it unused (those hubs are a little heavier,
  // their copy compressed apart from the card layout's code).
  { names: ['MediaCard'], modules: MEDIA_CARD, chunkFor: hubCopy },
  // The responsive image: a copy in the chunk of each hub whose cards show images (the image card
  // hubs through their copy of the image card), not in the card views, which the card hubs without
  // images load. A page with two of these hubs loads it with each.
  { names: ['ResponsiveImage'], modules: RESPONSIVE_IMAGE, chunkFor: (importer, copyChunk) => copyChunk ?? HUB.exec(importer)?.[1] ?? null },
  // A card's heading, badges and facts: with the card views, which every element showing cards
  // loads, and a copy in a shared folder's chunk whose module shows it without them (it imports
  // none of the other card views), rather than
  // in the content API's chunk, where the tables, the A–Z indexes and the guided tools loaded them unused.
  {
    names: ['CardHeading'],
    modules: CARD_HEADING,
    chunkFor: (importer, copyChunk) =>
      CARD_VIEW_IMPORT.test(readFileSync(importer.replace(COPY, ''), 'utf8')) ? null : (sharedCopy(importer, copyChunk) ?? SHARED.exec(importer)?.[1] ?? null),
  },
  // The guided path's view (questions, answers, results): with the guided tools' element, and a
  // copy with each listing's guided path; a quiz that lays out its own steps loads neither.
  { names: ['GuidePath'], modules: GUIDE_PATH, chunkFor: (importer, copyChunk) => copyChunk ?? (GUIDE_TOOL.test(importer) ? 'guide-tool' : null) },
  // A listing's guided path (its section, the hook that loads its settings, its placeholder) and
  // the guided tools' settings: a copy in the chunk of each hub that has them, so that the
  // quizzes, which have neither, do not load them with the stepper in the guide chunk. A page with
  // two of these elements loads a copy with each.
  {
    names: ['GuideSection', 'use-guide', 'GuidePlaceholder', 'suggestion'],
    modules: GUIDE_LISTING,
    chunkFor: hubCopy,
  },
];
/**
 * `CHUNKS=exact`: rollup's own chunking instead of the rules above, for `npm run size:exact` only
 * (never published). Rollup gives each set of elements that import a module a chunk of its own,
 * so no element loads a module it does not import, at the cost of more, smaller chunks that
 * compress apart. Eight characters of hash: rollup asks for seven or more past 64 chunks.
 */
const EXACT_CHUNKS = process.env.CHUNKS === 'exact';
const COPY = /\?copy=([\w-]+)$/;
const chunkCopies = {
  name: 'chunk-copies',
  async resolveId(source, importer, options) {
    // Only an import named like a copied module is resolved here. A copy's imports of modules of
    // its own rule are copies in its chunk too (the guided path's section and its hook); its other
    // imports are as from the original.
    const name = source.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '');
    if (!importer || !COPIES.some(({ names }) => names.includes(name))) return null;
    const from = importer.replace(COPY, '');
    const resolved = await this.resolve(source, from, { ...options, skipSelf: true });
    const rule = resolved && COPIES.find(({ modules }) => modules.test(resolved.id));
    const copyChunk = COPY.exec(importer)?.[1];
    const chunk = !rule ? null : copyChunk && rule.modules.test(from) ? copyChunk : rule.chunkFor(from, copyChunk, resolved.id);
    return chunk ? `${resolved.id}?copy=${chunk}` : null;
  },
  async load(id) {
    const copy = COPY.exec(id);
    if (!copy) return null;
    // The original as compiled (TypeScript's output), so the copy is the same code.
    const { code } = await this.load({ id: id.slice(0, copy.index) });
    return { code, map: null };
  },
};

/**
 * The registry's entries carry data for the node scripts only (demo page, title, variants, page
 * budget, offline, on-demand chunks: the demo index, the size report, the tag-wide tests read them from
 * dist/registry.json). The loader needs only the tag, attributes, methods, `load` and `first`, so
 * the build leaves those data lines (one property per line, as every entry file writes them, and
 * the card hubs' default budget in element-entry.ts) out of the bundle: every page loads the
 * loader, and the list grows with each element.
 */
const ENTRY_FILE = /\/src\/(hubs\/[\w-]+\/element|core\/element\/element-entry)\.ts$/;
const ENTRY_DATA = /^\s*(page|title|variants|budgetKB|offline|onDemand): .*,\s*$|\bbudgetKB: \d+, /gm;
const registryDataOut = {
  name: 'registry-data-out',
  transform(code, id) {
    if (!ENTRY_FILE.test(id)) return null;
    return { code: code.replace(ENTRY_DATA, ''), map: null };
  },
};

/** The chunk a rule above names for a module; null when none does (`byUsers.place` places it then). */
function ruleChunk(id) {
  if (LOADER_CORE.test(id)) return 'aalto-hubs';
  if (COPY.test(id)) return COPY.exec(id)[1];
  if (FILTER_VIEWS.test(id)) return 'cards';
  if (GUIDE.test(id)) return 'guide';
  if (GUIDE_TOOL.test(id)) return 'guide-tool';
  if (ON_DEMAND.test(id)) return 'server-query';
  if (SECTIONS.test(id)) return null;
  if (FIRST_PAINT.test(id)) return 'first-paint';
  if (NAMED_LIST.test(id)) return null;
  if (FACETS.test(id)) return 'facets';
  if (DATA_CORE.test(id)) return 'data';
  if (RUNTIME.test(id) || SHARED_CORE.test(id)) return 'runtime';
  if (STORE.test(id)) return 'content-api';
  if (CONTENT.test(id)) return 'content';
  if (SEARCH.test(id)) return 'search';
  if (CONTENT_API.test(id)) return 'content-api';
  if (SORT_SELECT.test(id)) return 'sort-select';
  if (DATE_RANGE.test(id)) return null;
  if (CARD_VIEWS.test(id)) return 'card-views';
  if (CARDS.test(id)) return 'cards';
  if (TABLE.test(id)) return 'table';
  if (LETTER_INDEX.test(id)) return 'letter-index';
  if (UI.test(id)) return 'content-api';
  if (SHARED.test(id)) return SHARED.exec(id)[1];
  // The listing engine and its views: one chunk every listing element shares.
  if (PERIOD_PHASE.test(id) || LISTING.test(id)) return 'listing';
  return HUB.exec(id)?.[1] ?? null;
}

const main = {
  input: { 'aalto-hubs': 'elements/loader.ts' },
  // The loader's chunk may export more than the loader's own exports (the consent core and cookie
  // helpers the consent dialog reuses): without this, rollup would add a facade file and a request.
  // Those extra exports then leave the export list (scripts/internal-exports.mjs).
  preserveEntrySignatures: 'allow-extension',
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    // Six characters of hash (36 bits, rollup's shortest): the runtime's its own, the other chunks'
    // the build's (scripts/build-hash.mjs), since the loader names every chunk on every page.
    chunkFileNames: EXACT_CHUNKS ? 'chunks/[name]-[hash:8].js' : ({ name }) => `chunks/[name]-${name === 'runtime' ? '[hash:6]' : PLACEHOLDER}.js`,
    // A chunk imports what it uses, not also what that imports: rollup's hoisted imports only help
    // the browser find the graph sooner, and the loader already starts every chunk an element
    // imports (preload-dependencies.mjs). A little less on every page.
    hoistTransitiveImports: false,
    // Maps for debugging, published beside each file (`<file>.map`, with the sources in them: the
    // package ships no src/), but not named by a sourceMappingURL comment: the comment would cost
    // every page about 0.45 KB gzip (some 45 bytes in each of its ten or so files) for visitors who
    // never open devtools. A developer adds a map in devtools, an error tracker takes them uploaded.
    sourcemap: 'hidden',
    manualChunks(id, api) {
      if (EXACT_CHUNKS) return undefined;
      if (SEARCH_QUERY.test(id) && api?.getModuleInfo(id)?.importers.length === 0) return `${SEARCH_QUERY.exec(id)[1]}-query`;
      return byUsers.onDemand(id, api, ruleChunk) ?? ruleChunk(id) ?? byUsers.place(id, api, ruleChunk);
    },
  },
  plugins: [
    registryDataOut,
    ...(EXACT_CHUNKS ? [] : [chunkCopies]),
    replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx'] }),
    commonjs(),
    emitTypeScript(),
    languagePacks({ root, runtime: `${root}src/core/i18n/packs.ts` }),
    // Before terser: the loader starts an element's chunk and that chunk's imports together (but
    // the runtime, which it starts with every element: define.ts).
    preloadDependencies({ skip: (name) => name === 'runtime' }),
    // The loader exports `defineTag` and `elementClass` only; what chunks reuse of it goes by a symbol.
    // registerTexts: a site's own language, public like the other two.
    internalExports({ entry: 'aalto-hubs.js', publicNames: ['defineTag', 'elementClass', 'registerTexts'] }),
    // Each chunk's `/*! … */` notice of the packages it bundles, which terser keeps (`/^!/`). It
    // names every package, so the few `@license` headers that survive bundling (one of React's
    // five: 0.13 KB gzip on every page) go as the rest of the comments do.
    licenceBanners(),
    // Kept comments: `/*!` notices, and the mark that tells webpack to leave an `import()` of an
    // address made at run time to the browser (define.ts), without which it warns.
    ...(process.env.NO_MINIFY
      ? []
      : [
          terser({
            ecma: 2020,
            module: true,
            toplevel: true,
            format: { comments: /^!|webpackIgnore/ },
            compress: { passes: 3, unsafe_arrows: true, pure_getters: true },
          }),
        ]),
    // dist/THIRD_PARTY_LICENSES: the full licence texts of every bundled package.
    thirdPartyLicences(`dist/${LICENCES_FILE}`),
    // dist/module-reach.json: what each element loads but never imports (`npm run size` lists it).
    moduleReach(),
    // No file may hold a form that an app's bundler expands or warns about (scripts/bundler-forms.mjs).
    bundlerFormsCheck(),
    // Last: every file is written, the chunks' shared hash is theirs.
    buildHash(),
  ],
  onwarn(warning, warn) {
    // React's packages say "use client"; irrelevant outside a server-components bundler.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
};

// dist/consent-default.js: Consent Mode's default as a classic script for <head> (see its source).
const consentDefault = {
  input: 'src/core/consent/consent-default.ts',
  output: { file: 'dist/consent-default.js', format: 'iife' },
  plugins: [
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts'] }),
    emitTypeScript({ sourceMap: false, inlineSources: false }),
    terser({ ecma: 2020, toplevel: true, format: { comments: false } }),
  ],
};

export default [main, consentDefault];
