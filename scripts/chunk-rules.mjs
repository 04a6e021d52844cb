// The chunk rules of the build (rollup.config.mjs's `manualChunks`): which chunk each module goes
// in, each rule's comment saying why. Copies of small modules in several chunks: chunk-copies.mjs.
import { chunkByUsers } from './chunk-users.mjs';

const RUNTIME = /node_modules\/(react|react-dom|scheduler)\//;
// zustand (the listing's and the stepper's stores): with the content API layer, which every element
// with a store loads, rather than the runtime, which the quick search and the consent dialog load too.
// Its shallow selector, which only the listing's components use, goes with the listing engine.
const STORE = /node_modules\/(zustand\/esm\/(?!(react|vanilla)\/shallow)|use-sync-external-store\/)/;
// The small core every element uses goes with the runtime: a chunk of its own would cost each
// element a request and its own compression context for about a kilobyte.
const SHARED_CORE = /\/src\/core\/(element\/react-element|element\/attributes|i18n\/(?!stepper-strings)|views\/SafeLink|links|languages|settings)/;
// What every element that reads data shares, and the consent dialog never runs: the field
// parsers, the load failure (both clients') and the cookies sent as request headers. With the
// content API layer, which every element that reads content loads: as a chunk of its own it cost
// each of them a request. The quick search, which reads with them but loads no content API layer,
// holds copies of its own (`COPIES`, chunk-copies.mjs), as the search client does.
export const DATA_CORE = /\/src\/core\/(cookie-headers|entities\/fields|api\/load-error)\.ts$/;

// Dates: the site zone's rules and formatting; and the latest-request rule
// of search-as-you-type. With the listing engine, which every listing loads and which reads them
// (its clock rules, its date filters): a chunk of their own cost each listing a request. An
// element that reads dates without the engine (the quick search, the personnel hub's recent items)
// holds copies of its own (`COPIES`, chunk-copies.mjs); the guided tools and the consent dialog
// load none.
export const CONTENT = /\/src\/core\/(dates|search\/latest)\.tsx?$/;
// The date fields (an entity's date and period parsers): a copy in the chunk of each hub that
// parses dates (`COPIES`, chunk-copies.mjs), rather than in the listing engine's, which the
// listings whose items have no date load too; what they read of the dates is the original's, with
// the engine (or the copies above). Here only if something else imports them.
export const DATE_FIELDS = /\/src\/core\/entities\/date-fields\.ts$/;
// The search service's client, index names and the text clauses every query shares, with a
// listing's calls to it: a listing loads it only when it searches the service (on demand,
// search-service.ts, together with the hub's query: below); the quick search and a hub whose items
// come from the search service hold copies (`COPIES`, chunk-copies.mjs). A shared data family's
// query (src/listing/shared/<family>/search-query.ts), a few lines, is copied into the hubs that
// import it, and goes with the client when a hub's own query imports it.
export const SEARCH = /\/src\/(core\/search\/(client|indices|search-kind|list-search|queries)|listing\/(search-at-once|shared\/[\w-]+\/search-query))\.ts$/;
export const CORE_SEARCH = /\/src\/(core\/search\/(client|indices|search-kind|list-search|queries)|listing\/search-at-once)\.ts$/;
// The content API layer (client, endpoints, the page's cache and declared sources, the loading
// hook, long work in short tasks, query state, collators): every element that loads
// content, which the quick search (search service only) does not. It reads no date, so that an
// element that loads it loads no dates for it (the clock rules, which do, go with the listing
// engine, their one user). With it the loading hook and the hook that loads a declared source
// (use-load.ts, use-source.ts): the personnel hub, the guided tools and the language quiz load
// their sources through them, and no listing.
const CONTENT_API = /\/src\/core\/(api\/(client|endpoint|cache|source|use-load|use-source)|tasks|query-state|collator)\.tsx?$/;
// What the listings read and the elements that load content without the engine (the quizzes, the
// guided tools) do not: the audience rule, a search-service endpoint's shape and the hook that
// reads the address after hydration. With the listing engine, every listing's; the
// personnel hub's recent items, which read them without the engine, hold copies of their own
// (`COPIES`, chunk-copies.mjs). Not in the content API layer, which the quizzes load too.
export const LISTING_DATA = /\/src\/core\/(audience|use-client-value|search\/search-endpoint)\.tsx?$/;
// The hook that loads a declared source, copied into the elements that load one (`COPIES`,
// chunk-copies.mjs); here (with the content API layer) only if something else imports it.
export const USE_SOURCE = /\/src\/core\/api\/use-source\.ts$/;
// A declared source (`declareSource`), copied into the elements that declare one (`COPIES`,
// chunk-copies.mjs): the listings, which declare theirs with the engine's `source()`, load it unused.
export const SOURCE = /\/src\/core\/api\/source\.ts$/;
// Shared views that are not a listing (status texts, card headings). Tabs (only the personnel hub
// shows them so far) and the confirm dialog (the language quiz) go with the element that imports
// them; images with the card views; the disclosure with the filter panel (below). They go in the
// content-api chunk: every element that shows them loads that one too, and a chunk this small would
// cost a request and its own compression.
const UI = /\/src\/core\/views\/(?!use-media-query|Tabs|ResponsiveImage|ConfirmDialog)/;
// A listing's layouts and the views only they show, copied into the chunk of each hub that shows
// them (LAYOUT, `COPIES` in chunk-copies.mjs): a hub loads its layout with its own code, not in a
// request of its own, and only the views it imports. The names below are the originals' chunks,
// used only if something other than a hub imports them.
// The card layout (the card hubs' element, the card listing's view, the image lookup).
const CARDS = /\/src\/listing\/(HubListing|views\/CardListing|images\/)/;
// The card views (list, title, heading, badges and facts, 'Show more', the listing's texts, the
// image card and the responsive image), which a hub with a layout of its own shows too.
const CARD_VIEWS =
  /\/src\/(listing\/(card-listing-texts|use-hub-cards|views\/(CardList|CardTitle|ShowMore|MediaCard))|core\/views\/(ResponsiveImage|CardHeading))\.tsx?$/;
// The filter panel's views (its groups, the chosen filters' pills, the phone's disclosure), which
// both layouts show.
const FILTER_VIEWS = /\/src\/(listing\/views\/(FilterGroups|Pills)|core\/views\/Disclosure)\.tsx$/;
// The card layout's controls that only some hubs declare (`controls`): the sort select, the date
// range.
const CONTROLS = /\/src\/listing\/views\/(SortSelect|DateRange)\.tsx$/;
// The table layout: its frame, its two layouts (the desktop's sortable table; the phone's panels
// and cards), the rows both show, and the media-query hook that switches them. A table hub's
// module for one layout holds that layout and imports the other (`desktop-first.ts`,
// `phone-first.ts`): that one is an original, in this chunk, loaded when the window crosses the
// phone query.
const TABLE =
  /\/src\/(listing\/(TableHub|use-table-layout|views\/(TableListing|RowCards|PhoneControls|SortableTable|SortPanel|DesktopTable|PhoneTable|row-limit|desktop-first|phone-first))|core\/views\/use-media-query)/;
// Cards in sections by a key, their view named by the hub's definition; the first paint of a long
// list in sections (its first sections, the rest a frame later), which both layouts in sections
// (cards by a key, the A–Z index) import; a card list a hub names as its `list`.
const SECTIONS = /\/src\/listing\/(sections|first-paint|views\/(CardSections|ProgressiveCardList))\.tsx?$/;
// The A–Z index layout (letter navigation, sections by letter, their texts).
const LETTER_INDEX = /\/src\/listing\/(IndexHub|letters|letter-index-strings|views\/LetterIndex)/;
export const LAYOUT = new RegExp([CARDS, CARD_VIEWS, FILTER_VIEWS, CONTROLS, TABLE, SECTIONS, LETTER_INDEX].map(({ source }) => `(?:${source})`).join('|'));
// Calls that take the listing's query, loaded on demand: a chunk of their own, unless the hub names
// them (a copy in its chunk, chunk-copies.mjs).
export const ON_DEMAND = /\/src\/listing\/server-query\.ts$/;
// Facet counts: the hubs that show them name them in their declaration, so the others load none:
// a copy in the chunk of each hub (or shared folder) that does (`COPIES`, chunk-copies.mjs), not a request.
export const FACETS = /\/src\/listing\/facets\.ts$/;
// A long list's first page found before its items are read whole: the hubs that have one name it
// in their declaration (`firstPage`), so a copy goes in the chunk of each (`COPIES`, chunk-copies.mjs).
export const FIRST_PAGE = /\/src\/listing\/first-page\.ts$/;
// The listing engine, hub definitions and the views every layout shares.
const LISTING = /\/src\/listing\//;
// Language names (a language code in data named in the page's language): only the hubs whose
// filters offer languages name them, so a copy goes in the chunk of each (`COPIES`,
// chunk-copies.mjs) rather than in the listing engine's, which the other listings loaded unused.
export const LANGUAGE_NAMES = /\/src\/core\/language-names\.ts$/;
// The clock rules (a period's phase: upcoming, ongoing, past), which the engine's statuses and
// some hubs' sorts and cells read.
const PERIOD_PHASE = /\/src\/core\/period-phase\.ts$/;
// Guided paths (the guided tools, the quizzes): the stepper state and view, their texts; loaded
// by the elements that have one. The stepper (STEPPER) and the tools' element (GUIDE_TOOL), a
// listing's guided path (its section, hook and placeholder) and the tools' settings
// (GUIDE_LISTING), and the path's view (GUIDE_PATH), are copied into the chunks that import them
// (`COPIES`, chunk-copies.mjs): the quizzes load no listing's path, a quiz that lays out its own
// steps no path view. Here only if something else imports them.
const GUIDE =
  /\/src\/(core\/(stepper|use-stepper|i18n\/stepper-strings|views\/(GuidePath|GuidePlaceholder|StepperView)|entities\/suggestion)|listing\/(GuideSection|use-guide))\.tsx?$/;
export const STEPPER = /\/src\/core\/(stepper|use-stepper|i18n\/stepper-strings|views\/StepperView)\.tsx?$/;
export const GUIDE_PATH = /\/src\/core\/views\/GuidePath\.tsx$/;
export const GUIDE_LISTING = /\/src\/(listing\/(GuideSection|use-guide)|core\/(views\/GuidePlaceholder|entities\/suggestion))\.tsx?$/;
// The guided tools as elements: their element and matching, which a listing's guided path does
// not load.
export const GUIDE_TOOL = /\/src\/core\/(guide-tool|guide-match)\.tsx?$/;
// A consent choice being made: the dialog's and Cookiebot's (`COPIES`, chunk-copies.mjs).
export const THEME_ASSETS = /\/src\/core\/theme-assets\.ts$/;
export const CONSENT_CHOICE = /\/src\/core\/(consent\/choice|cookie-writes)\.ts$/;
// The media fields (images, videos): a copy in the chunk of each hub that reads them (`COPIES`,
// chunk-copies.mjs), not in the content API layer, which the guided tools and the quizzes load
// without reading any.
export const MEDIA = /\/src\/core\/entities\/media\.ts$/;
// A hub's query for the search service (its folder's `search-query.ts`), imported with its first
// search term: a chunk of its own, named after its folder. One a hub imports at once (the quick
// search's) is in the hub's chunk.
export const SEARCH_QUERY = /\/src\/hubs\/([\w-]+)\/search-query\.ts$/;
// Code and data that hubs of several folders share (src/listing/shared/<name>/: a data family's
// entities and calls, a layout two hubs show): copied into the chunk of each hub folder that
// imports it (`COPIES`, chunk-copies.mjs), so that no element loads another element's chunk for it and none
// loads a request of its own for it. Here (a chunk named after the folder) only if something else
// imports it.
export const SHARED = /\/src\/listing\/shared\/([\w-]+)\//;
// An element's folder, src/hubs/<tag>/: its chunk, named after it (its element module, declaration,
// card, strings, calls and parsers together), so a hub that another extends is still one file.
export const HUB = /\/src\/hubs\/([\w-]+)\//;
// A table hub's module for the phone layout (`<Module>.phone.tsx`, which the hub's `element.ts`
// imports when the window is a phone's): a chunk of its own, `<tag>-phone`, holding copies of what
// the hub's chunk holds (`COPIES`, chunk-copies.mjs) but the phone's layout for the desktop's, so
// that a page loads one hub chunk either way, and only the layout it shows.
export const PHONE_MODULE = /\/src\/hubs\/([\w-]+)\/[\w-]+\.phone\.tsx?$/;
// A table hub's other layout, imported when the window crosses the phone query: the layout's
// module (`DesktopTable.tsx`, `PhoneTable.tsx`) with the views it shows, copied into a chunk of its
// own that every table hub shares (chunk-copies.mjs, `resolveDynamicImport`).
export const LAYOUT_CHUNKS = { desktop: 'table-desktop', phone: 'table-phone' };
/** The chunk of a table hub's phone module and of its copies; null for any other module. */
export const phoneChunk = (id) => (PHONE_MODULE.test(id) ? `${PHONE_MODULE.exec(id)[1]}-phone` : null);
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
// API client takes over (`api/first-calls.ts`); and the import of the texts' files, which the
// runtime's packs reuse, resolved beside the loader (`element/texts-import.ts`); and the phone
// query, by which a table hub's entry picks the module of the layout shown (`layout.ts`; a copy
// in the chunk of each table hub, whose element picks its layout by it: `COPIES`,
// chunk-copies.mjs). Not a choice being made (below).
const LOADER_CORE =
  /(\/elements\/[\w-]+\.ts$|\/src\/hubs\/[\w-]+\/element\.ts$|\/src\/core\/(consent\/consent(-start)?\.ts$|cookies\.ts$|api\/first-calls\.ts$|element\/(define|element-entry|values|texts-import)\.ts$|layout\.ts$|languages\.ts$|i18n\/registered\.ts$))/;
// A copy of a module in a chunk of its own (chunk-copies.mjs): `<id>?copy=<chunk>`.
export const COPY = /\?copy=([\w-]+)$/;
// The phone query (LOADER_CORE above), copied into the table hubs' chunks.
export const PHONE_LAYOUT = /\/src\/core\/layout\.ts$/;

/** The chunk a rule above names for a module; null when none does (`byUsers.place` places it then). */
function ruleChunk(id) {
  if (LOADER_CORE.test(id)) return 'aalto-hubs';
  if (COPY.test(id)) return COPY.exec(id)[1];
  if (GUIDE.test(id)) return 'guide';
  if (GUIDE_TOOL.test(id)) return 'guide-tool';
  if (ON_DEMAND.test(id)) return 'server-query';
  if (FACETS.test(id)) return 'facets';
  if (DATA_CORE.test(id)) return 'content-api';
  if (RUNTIME.test(id) || SHARED_CORE.test(id)) return 'runtime';
  if (STORE.test(id)) return 'content-api';
  if (CONTENT.test(id)) return 'listing';
  if (DATE_FIELDS.test(id)) return 'listing';
  if (LISTING_DATA.test(id)) return 'listing';
  if (SEARCH.test(id)) return 'search';
  if (CONTENT_API.test(id)) return 'content-api';
  if (LAYOUT.test(id)) return 'layouts';
  if (UI.test(id)) return 'content-api';
  if (SHARED.test(id)) return SHARED.exec(id)[1];
  if (PHONE_MODULE.test(id)) return phoneChunk(id);
  // The listing engine and its views: one chunk every listing element shares.
  if (PERIOD_PHASE.test(id) || LISTING.test(id)) return 'listing';
  return HUB.exec(id)?.[1] ?? null;
}

/** `manualChunks`: a hub's query imported on demand, then the rules above, then where the module's users say. */
export function chunkOf(id, api) {
  if (SEARCH_QUERY.test(id) && api?.getModuleInfo(id)?.importers.length === 0) return `${SEARCH_QUERY.exec(id)[1]}-query`;
  return byUsers.onDemand(id, api, ruleChunk) ?? ruleChunk(id) ?? byUsers.place(id, api, ruleChunk);
}
