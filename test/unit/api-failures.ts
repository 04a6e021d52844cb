/** The failed answers that api-client.test.ts holds every call to. */
import type fetchMock from 'fetch-mock';

/** Each failure a call may meet: its name, the answer, the LoadError's reason. */
export const failures: Array<[string, Parameters<typeof fetchMock.route>[1], string]> = [
  ['a 500', 500, 'http-500'],
  ['a 404 with a JSON body', { status: 404, body: { data: { courses: [] } } }, 'http-404'],
  ['a network error (or a CORS refusal)', { throws: new TypeError('Failed to fetch') }, 'network'],
  ['a body that is not JSON', { status: 200, body: '<html>oops</html>', headers: { 'content-type': 'text/html' } }, 'not-json'],
  ['truncated JSON', { status: 200, body: '{"data": {"cour', headers: { 'content-type': 'application/json' } }, 'not-json'],
  ['a body without data', { items: [] }, 'malformed'],
  ['data that is a list', { data: [1, 2] }, 'malformed'],
  ['data that is text', { data: 'x' }, 'malformed'],
  ['a JSON null body', { status: 200, body: 'null', headers: { 'content-type': 'application/json' } }, 'malformed'],
];

// The demo server's three failures (demo/server.mjs), as the browser's hostile test sends them.
export const demoFailures: Array<[string, Parameters<typeof fetchMock.route>[1]]> = [
  ['500', { status: 500, body: { message: 'Internal Server Error' } }],
  ['network', { throws: new TypeError('Failed to fetch') }],
  ['garbage', { status: 200, body: '<!doctype html><title>Oops</title><p>Gateway error</p>', headers: { 'content-type': 'application/json' } }],
];
