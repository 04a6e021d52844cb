/**
 * The content API layer: the only caller of `fetch` for content (docs/api.md, 'Every call').
 *
 * A call resolves to the body's `data` object, or to null when the caller aborted it. A failure
 * (a non-2xx status, a network error or CORS refusal, a body that is not JSON or has no `data`
 * object) is reported on the caller's `aalto-error` and rejects with a `LoadError`, so that the
 * element can say it could not load rather than show an empty list.
 * Identical GETs in flight at once share one request; a caller that aborts leaves the request to
 * the others and only the last one out aborts it. Each caller reports a shared failure to its own
 * element. A call the loader started with the element's code (first-calls.ts) is taken in flight,
 * not asked again.
 */
import { cookieHeader } from '../cookie-headers.js';
import { LoadError, readBody, reportFailure, type BodyReader } from './load-error.js';
import { firstCalls, type FirstCall } from './first-calls.js';
import { isObject } from '../entities/fields.js';
import type { PageSettings } from '../settings.js';

export type ApiSettings = Pick<PageSettings, 'baseUrl' | 'language' | 'pathPrefix' | 'report'> & Partial<Pick<PageSettings, 'authenticated'>>;
export type ParamValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type ApiParams = Record<string, ParamValue>;
/** The `data` object of a response body, not yet parsed. */
export type ApiData = Record<string, unknown>;

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** An endpoint's path as the address names it: no leading slashes, no `aalto_api/`. */
const endpointName = (path: string) => path.replace(/^\/+/, '').replace(/^aalto_api\//, '');

/**
 * `{base-url}{path-prefix ? "/" + language : ""}/aalto_api/<path>?<params>&_format=json&language=…`.
 * Arrays become comma lists; null, undefined and empty values are left out.
 */
export function contentApiUrl(settings: ApiSettings, path: string, params: ApiParams = {}): string {
  const prefix = settings.pathPrefix ? `/${settings.language}` : '';
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (key === '_format' || key === 'language') continue;
    const text = Array.isArray(value) ? value.join(',') : value == null ? '' : String(value);
    if (text !== '') query.set(key, text);
  }
  query.set('_format', 'json');
  query.set('language', settings.language);
  return `${settings.baseUrl}${prefix}/aalto_api/${endpointName(path)}?${query}`;
}

interface Shared {
  /** The data; a failure as a value (each element reports it); null when the request was aborted. */
  promise: Promise<ApiData | LoadError | null>;
  controller: AbortController;
  users: number;
  /** Whom the failure has been reported to: an element that asks twice hears of it once. */
  told: Set<unknown>;
}
const inFlight = new Map<string, Shared>();

/**
 * The loader's call for this address (first-calls.ts) when it was sent as this client would send
 * it now; ours from then on. One sent otherwise (another token, another visitor) is aborted: not
 * ours to read, and we ask anew.
 */
export function takeFirstCall(url: string, xsrf: string | null, personal: boolean): FirstCall | undefined {
  const call = firstCalls.get(url);
  firstCalls.delete(url);
  if (call?.xsrf === xsrf && call.personal === personal) return call;
  call?.controller.abort();
  return undefined;
}

async function request(
  url: string,
  path: string,
  signal: AbortSignal,
  report: ApiSettings['report'],
  personal: boolean,
  read?: BodyReader,
): Promise<ApiData | LoadError | null> {
  try {
    // Inside the try: whatever the page did to its globals, the request ends, in an answer or a failure.
    const headers: Record<string, string> = { Accept: 'application/json' };
    const xsrf = cookieHeader(XSRF_COOKIE, XSRF_HEADER, report);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
    // The loader's request for this very call when it started one as we would send it (first-calls.ts), else ours.
    const first = takeFirstCall(url, xsrf, personal);
    if (first) signal.addEventListener('abort', () => first.controller.abort(), { once: true });
    // An authenticated visitor's answers may be theirs alone: never from or into the HTTP cache.
    const response = await (first?.response ??
      fetch(url, { method: 'GET', credentials: 'include', headers, signal, cache: personal ? 'no-store' : 'default' }));
    const answer = await readBody(response, (body) => isObject(body) && isObject(body.data), read);
    return 'body' in answer ? (answer.body as { data: ApiData }).data : new LoadError(path, answer.reason, url);
  } catch {
    // fetch rejects on an abort and on no answer at all (offline, DNS, CORS: a page cannot tell them apart).
    return signal.aborted ? null : new LoadError(path, 'network', url);
  }
}

/**
 * GET a content API path; resolves to the body's `data` object, or null when `signal` aborted the
 * call. A failure is reported through `settings.report` and rejects with its `LoadError`. `read`
 * parses the body's text, for the caller that starts the request (`BodyReader`).
 */
export function getContent(
  settings: ApiSettings,
  path: string,
  params: ApiParams = {},
  options: { signal?: AbortSignal; read?: BodyReader } = {},
): Promise<ApiData | null> {
  const { signal } = options;
  if (signal?.aborted) return Promise.resolve(null);
  const url = contentApiUrl(settings, path, params);
  const name = endpointName(path);
  let shared = inFlight.get(url);
  if (!shared) {
    const controller = new AbortController();
    const promise = request(url, name, controller.signal, settings.report, settings.authenticated === true, options.read).finally(() => {
      if (inFlight.get(url) === entry) inFlight.delete(url);
    });
    const entry: Shared = { promise, controller, users: 0, told: new Set() };
    inFlight.set(url, entry);
    shared = entry;
  }
  const current = shared;
  current.users += 1;
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      resolve(null);
      current.users -= 1;
      if (current.users === 0) {
        current.controller.abort();
        if (inFlight.get(url) === current) inFlight.delete(url);
      }
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    // The shared promise settles with the data or a LoadError; it never rejects.
    void current.promise.then((data) => {
      signal?.removeEventListener('abort', onAbort);
      if (signal?.aborted) return;
      if (!(data instanceof LoadError)) return resolve(data);
      if (!current.told.has(settings.report)) reportFailure(settings.report, data);
      current.told.add(settings.report);
      reject(data);
    });
  });
}
