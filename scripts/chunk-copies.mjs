// Modules copied into each chunk that imports them (rollup.config.mjs's `chunkCopies` plugin; the
// chunk rules: chunk-rules.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CONSENT_CHOICE,
  CONTENT,
  CORE_SEARCH,
  COPY,
  DATE_FIELDS,
  DATA_CORE,
  FACETS,
  FIRST_PAGE,
  GUIDE_LISTING,
  GUIDE_PATH,
  GUIDE_TOOL,
  HUB,
  LANGUAGE_NAMES,
  LAYOUT,
  LAYOUT_CHUNKS,
  LISTING_DATA,
  MEDIA,
  ON_DEMAND,
  PHONE_LAYOUT,
  phoneChunk,
  SEARCH,
  SEARCH_QUERY,
  SHARED,
  STEPPER,
  THEME_ASSETS,
  USE_SOURCE,
  SOURCE,
} from './chunk-rules.mjs';

// From a path, not `new URL('..', …)`: a test reads the chunk rules in a DOM environment, whose
// `URL` node's fileURLToPath does not take.
const root = `${dirname(dirname(fileURLToPath(import.meta.url)))}/`;

/**
 * Per hub folder, the source of its modules (not its fixtures): which other hub folders it builds
 * on and which layers it imports are read from it (`folderImports`, below).
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
/** The names of the files of src/ a rule's pattern matches (a copy rule's `names`). */
const sourceFiles = readdirSync(`${root}src`, { recursive: true }).map((file) => `${root}src/${file}`);
const fileNames = (pattern) => sourceFiles.filter((file) => pattern.test(file)).map((file) => file.replace(/^.*\//, '').replace(/\.[jt]sx?$/, ''));
/**
 * Whether a hub folder's code reaches a layer's modules (`pattern`, matched against its import
 * paths): its own files, those of the hub folders it builds on and of the shared folders it
 * imports. Read from the source: copies are decided while rollup resolves, before the module
 * graph is known.
 */
function folderImports(tag, pattern) {
  const source = hubSources.get(tag);
  if (source === undefined) return false;
  const shared = [...source.matchAll(/\/shared\/([\w-]+)\//g)].map(([, folder]) => sharedSource(folder));
  const bases = [...hubSources.keys()].filter((other) => other !== tag && source.includes(`../${other}/`));
  return [source, ...shared].some((text) => pattern.test(text)) || bases.some((base) => folderImports(base, pattern));
}
const sharedSource = (folder) =>
  readdirSync(`${root}src/listing/shared/${folder}`)
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => readFileSync(`${root}src/listing/shared/${folder}/${file}`, 'utf8'))
    .join('\n');
/** An import of the listing engine (not of a shared folder) or of the content API layer. */
const ENGINE_IMPORT = /from ['"][./]*\/listing\/(?!shared\/)/;
const CONTENT_API_IMPORT = /from ['"][./]*\/(listing\/(?!shared\/)|core\/(api\/|guide-tool|query-state|use-client-value))/;
/**
 * The hub chunk of a copy for an element that does not load the layer that holds the original
 * (`layer`, an import pattern): the chunk of the importer's hub folder, or of the copy importing
 * it; null (the original) for an element that loads the layer.
 */
const withoutLayer = (layer) => (importer, copyChunk) => {
  const tag = copyChunk ?? HUB.exec(importer)?.[1];
  return tag && hubSources.has(tag) && !folderImports(tag, layer) ? tag : null;
};

/** For a module a shared folder's copy imports: the chunk of that copy (a hub's), rather than one named after the folder. */
const sharedCopy = (importer, copyChunk) => (SHARED.test(importer) ? (copyChunk ?? null) : null);
/** The chunk an importer's copy goes in: that of the copy importing it (a hub's), or its hub folder's. */
const hubCopy = (importer, copyChunk) => copyChunk ?? HUB.exec(importer)?.[1] ?? null;

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
  // A family's search query too when a hub imports it at once; one imported on demand, or by a
  // hub's own query (loaded on demand), goes with the search client (SEARCH, chunk-rules.mjs).
  {
    names: SHARED_NAMES,
    modules: SHARED,
    chunkFor: (importer, copyChunk, module) => (SEARCH.test(module) && SEARCH_QUERY.test(importer) ? null : hubCopy(importer, copyChunk)),
  },
  // The dates (with the listing engine, CONTENT in chunk-rules.mjs) in the chunk of an element
  // that reads dates without the engine; the field parsers, the load failure and the request
  // cookies (with the content API layer, DATA_CORE) in the chunk of an element that loads no
  // content API layer (the quick search), rather than a chunk, and a request, for each. The
  // search client (CORE_SEARCH) in the chunk of a hub that imports it at once (the quick search;
  // a hub whose items come from the search service names its calls), and of a search query
  // imported at once in an element without the content API layer; a listing's search term loads
  // the original (`search`) on demand.
  // The date fields: a copy in the chunk of each hub that parses dates, every listing or not
  // (DATE_FIELDS, chunk-rules.mjs).
  { names: ['date-fields'], modules: DATE_FIELDS, chunkFor: hubCopy },
  { names: fileNames(CONTENT), modules: CONTENT, chunkFor: withoutLayer(ENGINE_IMPORT) },
  { names: fileNames(DATA_CORE), modules: DATA_CORE, chunkFor: withoutLayer(CONTENT_API_IMPORT) },
  // What the listings read with the engine (LISTING_DATA: the audience rule, a search endpoint's
  // shape, the hook reading the address after hydration) in the chunk of an
  // element that reads them without it (the personnel hub's recent items).
  { names: fileNames(LISTING_DATA), modules: LISTING_DATA, chunkFor: withoutLayer(ENGINE_IMPORT) },
  {
    names: fileNames(CORE_SEARCH),
    modules: CORE_SEARCH,
    chunkFor: (importer, copyChunk) => (SEARCH_QUERY.test(importer) ? withoutLayer(CONTENT_API_IMPORT)(importer, copyChunk) : hubCopy(importer, copyChunk)),
  },
  // A consent choice being made (its cookies written, its events, following Cookiebot): not in the
  // loader, which only reads the choice in force; a copy in the dialog's chunk, and the original a
  // chunk of its own that the loader loads where Cookiebot asks, without the dialog or React.
  { names: ['choice', 'cookie-writes'], modules: CONSENT_CHOICE, chunkFor: (importer) => HUB.exec(importer)?.[1] ?? null },
  // The theme's images (a relative image address read against `theme-url`): with the image lookup
  // in the card layout's chunk, and a copy in the chunk of a hub that shows images without it,
  // rather than in the runtime, which the elements that show no image load too.
  { names: ['theme-assets'], modules: THEME_ASSETS, chunkFor: hubCopy },
  // The media fields: a copy in the chunk of each hub that reads them (MEDIA, chunk-rules.mjs).
  { names: fileNames(MEDIA), modules: MEDIA, chunkFor: hubCopy },
  // Facet counts: a copy in the chunk of each hub (or shared folder) whose declaration names them,
  // which would otherwise load a chunk of a few hundred bytes for them.
  {
    names: ['facets'],
    modules: FACETS,
    chunkFor: (importer, copyChunk) => sharedCopy(importer, copyChunk) ?? copyChunk ?? (HUB.exec(importer) ?? SHARED.exec(importer))?.[1] ?? null,
  },
  // A long list's first page: a copy in the chunk of each hub whose declaration names it.
  { names: ['first-page'], modules: FIRST_PAGE, chunkFor: hubCopy },
  // The hook that loads a declared source: a copy in the chunk of each element that loads one
  // (the personnel hub's recent items, the guided tools, the language quiz), rather than in the
  // content API layer, which every listing loads and none of them runs.
  { names: ['use-source'], modules: USE_SOURCE, chunkFor: hubCopy },
  // A declared source: likewise (SOURCE, chunk-rules.mjs).
  { names: ['source'], modules: SOURCE, chunkFor: hubCopy },
  // What loads a listing's items again for its query: a copy in the chunk of each hub that names it
  // (`serverQuery`, which follows the query from the first items on), rather than a chunk each of
  // them imports as it mounts.
  { names: ['server-query'], modules: ON_DEMAND, chunkFor: hubCopy },
  // The phone query: in the loader, which picks a table hub's module by it (its entry, element.ts),
  // and a copy in each table hub's chunk, whose element picks its layout by it, rather than an
  // export of the loader that each of them reads (a few bytes more in the loader, on every page).
  { names: ['layout'], modules: PHONE_LAYOUT, chunkFor: (importer, copyChunk) => (/\/element\.ts$/.test(importer) ? null : hubCopy(importer, copyChunk)) },
  // Language names: a copy in the chunk of each hub whose filters offer languages.
  { names: ['language-names'], modules: LANGUAGE_NAMES, chunkFor: hubCopy },
  // A listing's layouts and their views (LAYOUT, chunk-rules.mjs: the card layout and its views,
  // the table, the A–Z index, sections, the filter panel, the optional controls): a copy in the
  // chunk of each hub that shows them, rather than a chunk per layout, which cost every listing a
  // request; each hub loads only the views it imports. A page with two hubs of one layout loads
  // it with each.
  { names: fileNames(LAYOUT), modules: LAYOUT, chunkFor: hubCopy },
  // The guided path's view (questions, answers, results): with the guided tools' element, and a
  // copy with each listing's guided path; a quiz that lays out its own steps loads neither.
  { names: ['GuidePath'], modules: GUIDE_PATH, chunkFor: (importer, copyChunk) => copyChunk ?? (GUIDE_TOOL.test(importer) ? 'guide-tool' : null) },
  // The stepper (a guided path's state and view) and the guided tools' element: a copy in the
  // chunk of each element that has a guided path (the guided tools, the quizzes, a listing's
  // guided path), rather than two chunks, and two requests, that those elements share.
  { names: fileNames(STEPPER), modules: STEPPER, chunkFor: hubCopy },
  { names: fileNames(GUIDE_TOOL), modules: GUIDE_TOOL, chunkFor: hubCopy },
  // A hub folder's modules that another hub folder builds on (the student guide's events on the
  // events hub's): a copy in the chunk of the folder that builds on them, rather than that chunk
  // loading the other element's, its element module included, for them.
  {
    names: [...hubSources.keys()].flatMap((tag) =>
      readdirSync(`${root}src/hubs/${tag}`)
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => file.replace(/\.[jt]sx?$/, '')),
    ),
    modules: HUB,
    chunkFor: (importer, copyChunk, module) => {
      const tag = copyChunk ?? HUB.exec(importer)?.[1];
      return tag && hubSources.has(tag) && tag !== HUB.exec(module)?.[1] ? tag : null;
    },
  },
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

export const chunkCopies = {
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
    // A table hub's phone module (PHONE_MODULE, chunk-rules.mjs) imports as a copy in its own
    // chunk does: what it imports of its folder and the layers copied into hub chunks is copied
    // into its chunk.
    const copyChunk = COPY.exec(importer)?.[1] ?? phoneChunk(from) ?? undefined;
    const chunk = !rule ? null : copyChunk && rule.modules.test(from) ? copyChunk : rule.chunkFor(from, copyChunk, resolved.id);
    return chunk ? `${resolved.id}?copy=${chunk}` : null;
  },
  // What an element imports on demand (a search term's query), from a copy or not, is the
  // original: in a chunk loaded when needed, not a copy in the chunk that imports it.
  async resolveDynamicImport(specifier, importer) {
    if (typeof specifier !== 'string' || !importer) return null;
    const name = specifier.replace(/^.*\//, '').replace(/\.[jt]sx?$/, '');
    if (!COPY.test(importer) && !COPIES.some(({ names }) => names.includes(name))) return null;
    const resolved = await this.resolve(specifier, importer.replace(COPY, ''), { skipSelf: true });
    // A table hub's other layout: a copy in the chunk of that layout (LAYOUT_CHUNKS), with the
    // views it shows (copies of their own rule), shared by the table hubs.
    const layout = /\/src\/listing\/views\/(Desktop|Phone)Table\.tsx$/.exec(resolved?.id ?? '')?.[1];
    if (layout) return `${resolved.id}?copy=${layout === 'Desktop' ? LAYOUT_CHUNKS.desktop : LAYOUT_CHUNKS.phone}`;
    return resolved ?? null;
  },
  async load(id) {
    const copy = COPY.exec(id);
    if (!copy) return null;
    // The original as compiled (TypeScript's output), so the copy is the same code.
    const { code } = await this.load({ id: id.slice(0, copy.index) });
    return { code, map: null };
  },
};
