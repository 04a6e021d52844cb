/**
 * A call that could not load (docs/api.md, 'Every call'): told apart from an answer with
 * nothing in it, so that an element shows 'could not load' with 'Try again', not 'No results',
 * and reports the failure on its `aalto-error` event. Shared by the content API and search clients.
 */
import type { ReportFn } from '../settings.js';

/**
 * Why a call failed: `network` (no answer: offline, DNS, a CORS refusal, which a page cannot tell
 * from the others), `http-<status>`, `not-json` (a body that does not parse), `malformed` (JSON
 * without the `data` object, or a search answer without hits).
 */
export type FailureReason = 'network' | `http-${number}` | 'not-json' | 'malformed';

export class LoadError extends Error {
  override readonly name = 'LoadError';
  constructor(
    /** The call's path (`summer_school/courses`) or the search service's indexes. */
    readonly endpoint: string,
    readonly reason: FailureReason,
    /** The address requested, for a site's log (which origin refused, with which parameters). */
    readonly url: string,
  ) {
    super(`${endpoint} could not load (${reason})`);
  }
}

/** Sends a failure to the element's `aalto-error` as `{ error, endpoint, reason, url }`. */
export function reportFailure(report: ReportFn | undefined, error: LoadError): void {
  report?.({ error, endpoint: error.endpoint, reason: error.reason, url: error.url });
}

/** Parses a body's text as `JSON.parse` does (a failure throws), in its own way (in slices). */
export type BodyReader = (text: string) => Promise<unknown>;

/**
 * A response's body, parsed (by `read` when given) and checked by `check` (true when it has what
 * the caller reads), or why it is a failure. An abort while the body comes rethrows: it is no
 * verdict on the body.
 */
export async function readBody(
  response: Response,
  check: (body: unknown) => boolean,
  read?: BodyReader,
): Promise<{ reason: FailureReason } | { body: unknown }> {
  if (!response.ok) return { reason: `http-${response.status}` };
  let body: unknown;
  try {
    body = await (read ? response.text().then(read) : response.json());
  } catch (error) {
    if ((error as { name?: string } | null)?.name === 'AbortError') throw error;
    return { reason: 'not-json' };
  }
  return check(body) ? { body } : { reason: 'malformed' };
}
