/**
 * The demo server's fuzz requests, shared by its fuzz test
 * (test/unit/demo-server-fuzz.test.ts) and its benchmark (test/bench/demo-server.bench.ts):
 * methods; paths with `..`, `%`, `\`, long and unicode segments, unknown index names; random
 * headers, cookies and bodies; search bodies with thousands of query terms or clauses; item counts
 * past the cap; bodies cut off; and `send`, which sends one and times its answer.
 */
import { request } from 'node:http';
import fc from 'fast-check';

const SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2E%2E%2F',
  '..%2F',
  '..%5C',
  '%',
  '%zz',
  '%E0%A4%A',
  '\\',
  '..\\..\\',
  'dist',
  'chunks',
  'aalto_api',
  'news',
  'list',
  'search',
  'aalto_live_public_en',
  '_search',
  'fi',
  'sv',
  '__demo',
  'image',
  'login',
  'pages',
  'demo',
  'index.html',
  'events.html',
  'package.json',
  '.git',
  'config',
  'fuzz-canary.txt',
  'fuzz-canary.html',
  'a'.repeat(300),
  'ä€😀',
  'x y',
  '%00',
  '?',
  '#',
  ';',
  'aalto-hubs.js',
];
/** Non-ASCII and spaces percent-encoded as a client would send them; everything else left raw. */
const raw = (path: string) => path.replace(/[^\x21-\x7e]/gu, (c) => encodeURIComponent(c));

const method = fc.constantFrom('GET', 'GET', 'GET', 'POST', 'POST', 'HEAD', 'PUT', 'DELETE', 'OPTIONS', 'PATCH', 'FOO');
/** An index name the service does not have: another prefix, type, language or environment. */
const unknownIndex = fc
  .tuple(
    fc.stringMatching(/^[a-z0-9-]{1,12}$/),
    fc.constantFrom('live', 'test', 'prod'),
    fc.constantFrom('public', 'intranet', 'secrets', 'profiles'),
    fc.constantFrom('en', 'fi', 'de'),
  )
  .map((parts) => parts.join('_'));
const segmentPath = fc
  .array(fc.oneof(fc.constantFrom(...SEGMENTS), fc.string({ maxLength: 12 }), fc.webSegment()), { minLength: 0, maxLength: 7 })
  .map((parts) => raw(`/${parts.join('/')}`));
const searchPath = fc
  .array(fc.oneof(unknownIndex, fc.constant('aalto_live_public_en')), { minLength: 1, maxLength: 3 })
  .map((names) => `/search/${names.join(',')}/_search`);
const path = fc.oneof({ weight: 19, arbitrary: segmentPath }, { weight: 1, arbitrary: searchPath });
const query = fc.oneof(
  fc.constant(''),
  fc.webQueryParameters().map((q) => `?${q}`),
  fc.constantFrom('?lang=fi', '?language=sv&_format=json', '?w=99999', '?%', '?ids=1,2,%zz'),
);
// Test controls that wait on purpose (hang, slow) are no fuzz: they are made not to answer fast.
const fault = fc.oneof(
  fc.constantFrom('*:500', '*:network', '*:garbage', '*:truncated', '*:html', '*:wrongtypes', 'search:500', '%', '%zz', '*:', ':::'),
  fc.string({ maxLength: 20 }),
);
const cookie = fc
  .array(
    fc.oneof(
      fault.map((f) => `demo_fault=${encodeURIComponent(f).replace(/%25/g, '%')}`),
      fc.constantFrom(
        'demo_session=community',
        'jwt=demo-community-token',
        'demo_count=abc',
        'demo_count=-5',
        'demo_count=999',
        'demo_count=200000',
        'demo_count=99999999999',
        '=',
        ';;',
      ),
    ),
    { maxLength: 3 },
  )
  .map((c) => c.join('; '));
const headerValue = fc.string({ maxLength: 30 }).map((s) => s.replace(/[^\x20-\x7e]/g, ''));
/** A query a cluster must refuse or bound: thousands of terms, of clauses, of values, deep nesting. */
const oversized = fc.oneof(
  fc.integer({ min: 1_000, max: 50_000 }).map((n) =>
    JSON.stringify({
      query: {
        multi_match: { query: Array.from({ length: n }, (_, i) => `word${i % 97}`).join(' '), type: 'phrase_prefix', fields: ['title', 'summary', 'body'] },
      },
    }),
  ),
  fc
    .integer({ min: 1_025, max: 20_000 })
    .map((n) => JSON.stringify({ query: { bool: { should: Array.from({ length: n }, (_, i) => ({ term: { type: `t${i}` } })) } } })),
  fc.integer({ min: 65_537, max: 70_000 }).map((n) => JSON.stringify({ query: { terms: { type: Array.from({ length: n }, (_, i) => i) } } })),
  fc.integer({ min: 31, max: 5_000 }).map((n) => `${'{"query":{"bool":{"must":'.repeat(n)}{"match_all":{}}${'}}}'.repeat(n)}`),
);
const body = fc.oneof(
  fc.constant(''),
  fc.json(),
  oversized,
  fc.constantFrom(
    '{"query":{"bool":null}}',
    '{"sort":[{}]}',
    '{"query":{"term":{"_id":"x"}}}',
    '{"query":{"multi_match":{"query":5,"fields":"x"}}}',
    '{"size":"x","from":-1}',
    '[',
    'null',
  ),
  fc.string({ maxLength: 200 }),
);
const anyRequest = fc.record({
  method,
  path,
  query,
  cookie,
  contentType: fc.oneof(fc.constant('application/json'), fc.constant('text/plain'), headerValue),
  authorization: fc.oneof(fc.constant(''), fc.constant('Bearer demo-community-token'), headerValue),
  body,
  cut: fc.boolean(),
});
/** A search as the elements send it, to a known or an unknown index, with an oversized query. */
const oversizedSearch = fc.record({
  method: fc.constant('POST'),
  path: searchPath,
  query: fc.constant(''),
  cookie,
  contentType: fc.constant('application/x-ndjson'),
  authorization: fc.constant(''),
  body: oversized,
  cut: fc.constant(false),
});
export const requestSpec = fc.oneof({ weight: 19, arbitrary: anyRequest }, { weight: 1, arbitrary: oversizedSearch });

export type Answer = { status: number; body: string; ms: number; timedOut: boolean };

export type Spec = { method: string; path: string; query: string; cookie: string; contentType: string; authorization: string; body: string; cut: boolean };

export function send(port: number, spec: Spec, timeoutMs: number): Promise<Answer> {
  const start = performance.now();
  return new Promise((resolve) => {
    const headers: Record<string, string> = { 'content-type': spec.contentType, 'content-length': String(Buffer.byteLength(spec.body)) };
    if (spec.cookie) headers.cookie = spec.cookie;
    if (spec.authorization) headers.authorization = spec.authorization;
    let settled = false;
    const done = (answer: Omit<Answer, 'ms'>) => {
      if (settled) return;
      settled = true;
      resolve({ ...answer, ms: performance.now() - start });
    };
    let req: ReturnType<typeof request>;
    try {
      req = request({ host: '127.0.0.1', port, method: spec.method, path: `${spec.path}${spec.query}`, headers, timeout: timeoutMs }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => done({ status: res.statusCode ?? 0, body: text, timedOut: false }));
        res.on('error', () => done({ status: -1, body: text, timedOut: false }));
      });
    } catch {
      // A path Node's client itself refuses to send never reaches the server.
      return done({ status: -2, body: '', timedOut: false });
    }
    req.on('timeout', () => {
      req.destroy();
      done({ status: -3, body: '', timedOut: true });
    });
    // A connection the server closes (the network fault, a cut body) is an answer too.
    req.on('error', () => done({ status: -1, body: '', timedOut: false }));
    if (spec.cut && spec.body.length > 1) {
      // Half the body on its way, then the client hangs up.
      req.write(spec.body.slice(0, Math.floor(spec.body.length / 2)), () => {
        req.destroy();
        done({ status: -1, body: '', timedOut: false });
      });
    } else req.end(spec.body);
  });
}
