// SEARCH_ENGINE=opensearch: the demo server answers /search/{indices}/_search from an OpenSearch
// node (OPENSEARCH_URL, http://127.0.0.1:9200 by default: `npm run search:opensearch`, seeded by
// `npm run search:seed`) instead of the embedded service, as a site's proxy in front of its
// cluster would: the same addresses, the same rule for intranet indexes (the demo's token), and
// only `_search` on index names of the scheme, never any other path of the node.
import { checkIndices } from './service.mjs';

export const DEFAULT_OPENSEARCH_URL = 'http://127.0.0.1:9200';

/** Forwards one search; resolves to `{status, body}` as handleSearch does. */
export async function forwardSearch(nodeUrl, indexList, rawBody, authorization = '') {
  const checked = checkIndices(indexList, authorization);
  if (!checked.indices) return checked;
  let body;
  try {
    body = rawBody.trim() ? JSON.parse(rawBody) : {};
  } catch {
    return { status: 400, body: { error: { type: 'parsing_exception', reason: 'request body is not JSON' }, status: 400 } };
  }
  // The names passed the scheme's pattern (letters, digits, '_' and '-'): nothing else reaches the node's path.
  const target = `${nodeUrl.replace(/\/+$/, '')}/${checked.indices.map((i) => i.name).join(',')}/_search`;
  try {
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    return { status: response.status, body: await response.json() };
  } catch (error) {
    return {
      status: 502,
      body: {
        error: { type: 'bad_gateway', reason: `the OpenSearch node at ${nodeUrl} did not answer (${error instanceof Error ? error.message : String(error)})` },
        status: 502,
      },
    };
  }
}
