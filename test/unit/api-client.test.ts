import fetchMock from 'fetch-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentApiUrl, getContent } from '../../src/core/api/client';
import { fetchEndpoint } from '../../src/core/api/endpoint';
import { summerSchoolCourses } from '../../src/listing/shared/course-data/endpoints';
import { optionalCall } from '../../src/core/api/endpoint';
import { LoadError } from '../../src/core/api/load-error';
import { endpoints } from '../endpoints';
import { afterPaint, atOnce, inSlices, nextTask } from '../../src/core/tasks';
import { heldAnswer, until } from './helpers';
import { demoFailures, failures } from './api-failures';
import { jsonInSlices } from '../../src/listing/first-page';

const en = { baseUrl: '', language: 'en', pathPrefix: false } as const;
const COURSES = 'path:/aalto_api/summer_school/courses';

beforeEach(() => {
  fetchMock.mockGlobal();
});
afterEach(() => {
  fetchMock.removeRoutes();
  fetchMock.clearHistory();
  fetchMock.unmockGlobal();
  document.cookie = 'XSRF-TOKEN=; max-age=0; path=/';
});

describe('contentApiUrl (docs/api.md, Every call)', () => {
  it('adds _format=json and the language to the path under /aalto_api', () => {
    expect(contentApiUrl(en, 'summer_school/courses')).toBe('/aalto_api/summer_school/courses?_format=json&language=en');
  });

  it('prefixes the base URL, and the language when path-prefix is on', () => {
    expect(contentApiUrl({ baseUrl: 'https://www.aalto.fi', language: 'fi', pathPrefix: true }, 'news/list')).toBe(
      'https://www.aalto.fi/fi/aalto_api/news/list?_format=json&language=fi',
    );
  });

  it("passes the caller's parameters through, arrays as comma lists, empty ones left out", () => {
    const url = contentApiUrl(en, '/aalto_api/services/categories', {
      search_string: 'it help',
      topic: ['a', 'b'],
      target_group: [],
      service_provider: null,
      page: 2,
    });
    const query = new URL(url, 'http://x').searchParams;
    expect(query.get('search_string')).toBe('it help');
    expect(query.get('topic')).toBe('a,b');
    expect(query.has('target_group')).toBe(false);
    expect(query.has('service_provider')).toBe(false);
    expect(query.get('page')).toBe('2');
    expect(query.get('_format')).toBe('json');
  });

  it('never lets a caller override _format or language', () => {
    const query = new URL(contentApiUrl(en, 'x', { _format: 'xml', language: 'de' }), 'http://x').searchParams;
    expect(query.getAll('_format')).toEqual(['json']);
    expect(query.getAll('language')).toEqual(['en']);
  });
});

describe('getContent', () => {
  it("resolves to the body's data and sends credentials", async () => {
    fetchMock.route(COURSES, { data: { courses: [{ id: 'a' }] } });
    expect(await getContent(en, 'summer_school/courses')).toEqual({ courses: [{ id: 'a' }] });
    const call = fetchMock.callHistory.lastCall()!;
    expect(call.options.credentials).toBe('include');
    expect(call.options.method?.toUpperCase()).toBe('GET');
  });

  it("resolves to the data the caller's reader parses from the body's text, and fails as not JSON where it throws", async () => {
    const courses = Array.from({ length: 40 }, (_, i) => ({ id: `course-${i}`, title: `Course ${i}` }));
    const body = JSON.stringify({ data: { courses, meta: { count: 40 } } });
    fetchMock.route(COURSES, { status: 200, body, headers: { 'content-type': 'application/json' } });
    const read = vi.fn(() => Promise.resolve({ data: { read: 'by the reader' } }));
    expect(await getContent(en, 'summer_school/courses', {}, { read })).toEqual({ read: 'by the reader' });
    expect(read).toHaveBeenCalledExactlyOnceWith(body);
    expect(await getContent(en, 'summer_school/courses', { page: 2 }, { read: (text) => jsonInSlices(text, 100) })).toEqual({ courses, meta: { count: 40 } });
    const failing = () => Promise.reject(new SyntaxError('Unexpected token'));
    await expect(getContent(en, 'summer_school/courses', { page: 3 }, { read: failing })).rejects.toMatchObject({ reason: 'not-json' });
  });

  it('sends X-XSRF-TOKEN from the XSRF-TOKEN cookie only when the cookie exists', async () => {
    fetchMock.route(COURSES, { data: {} });
    await getContent(en, 'summer_school/courses');
    expect(new Headers(fetchMock.callHistory.lastCall()!.options.headers as HeadersInit).has('x-xsrf-token')).toBe(false);
    document.cookie = 'XSRF-TOKEN=tok%2B1; path=/';
    await getContent(en, 'summer_school/courses');
    expect(new Headers(fetchMock.callHistory.lastCall()!.options.headers as HeadersInit).get('x-xsrf-token')).toBe('tok+1');
  });

  it('keeps an authenticated visitor’s answers out of the HTTP cache, and lets an anonymous one’s use it', async () => {
    fetchMock.route(COURSES, { data: {} });
    await getContent(en, 'summer_school/courses');
    expect(fetchMock.callHistory.lastCall()!.options.cache).toBe('default');
    await getContent({ ...en, authenticated: true }, 'summer_school/courses');
    expect(fetchMock.callHistory.lastCall()!.options.cache).toBe('no-store');
  });

  it('leaves out an XSRF-TOKEN that cannot be a header (not Latin-1), never the request, and reports it once', async () => {
    fetchMock.route(COURSES, { data: { courses: [] } });
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('tökén✓')}; path=/`;
    const report = vi.fn();
    expect(await getContent({ ...en, report }, 'summer_school/courses')).toEqual({ courses: [] });
    expect(await getContent({ ...en, report }, 'summer_school/courses', { again: 1 })).toEqual({ courses: [] });
    expect(fetchMock.callHistory.calls(COURSES)).toHaveLength(2);
    for (const call of fetchMock.callHistory.calls(COURSES)) expect(new Headers(call.options.headers as HeadersInit).has('x-xsrf-token')).toBe(false);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ reason: 'unsendable-header', header: 'X-XSRF-TOKEN', error: expect.any(TypeError) }));
  });

  // A caller may parse the body's text its own way (a long list's, in slices): the same failures.
  for (const [name, response, reason] of failures)
    for (const read of [undefined, jsonInSlices]) {
      it(`rejects with a LoadError '${reason}' on ${name}, reported once to the caller${read ? ', the body read by the caller’s reader' : ''}`, async () => {
        fetchMock.route(COURSES, response);
        const report = vi.fn();
        const call = getContent({ ...en, report }, 'summer_school/courses', { page: 2 }, { read });
        await expect(call).rejects.toBeInstanceOf(LoadError);
        await expect(call).rejects.toMatchObject({ endpoint: 'summer_school/courses', reason });
        expect(report).toHaveBeenCalledTimes(1);
        const detail = report.mock.calls[0]![0];
        expect(detail).toMatchObject({ endpoint: 'summer_school/courses', reason, url: '/aalto_api/summer_school/courses?page=2&_format=json&language=en' });
        expect(detail.error).toBeInstanceOf(LoadError);
      });
    }

  it('reports a shared failure once to each element asking, and not to one that aborted', async () => {
    fetchMock.route(COURSES, 502, { delay: 20 });
    const [a, b, c] = [vi.fn(), vi.fn(), vi.fn()];
    const controller = new AbortController();
    // Element a asks twice (its list and its filters' choices from the same call): one report.
    const calls = [
      getContent({ ...en, report: a }, 'summer_school/courses'),
      getContent({ ...en, report: a }, 'summer_school/courses'),
      getContent({ ...en, report: b }, 'summer_school/courses'),
      getContent({ ...en, report: c }, 'summer_school/courses', {}, { signal: controller.signal }),
    ];
    controller.abort();
    const settled = await Promise.allSettled(calls);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected', 'rejected', 'fulfilled']);
    expect([a, b, c].map((f) => f.mock.calls.length)).toEqual([1, 1, 0]);
    expect(fetchMock.callHistory.calls()).toHaveLength(1);
  });

  it('shares one request between identical GETs in flight at once', async () => {
    fetchMock.route(COURSES, { data: { n: 1 } }, { delay: 20 });
    const [a, b] = await Promise.all([getContent(en, 'summer_school/courses'), getContent(en, 'summer_school/courses')]);
    expect(a).toEqual({ n: 1 });
    expect(b).toBe(a);
    expect(fetchMock.callHistory.calls()).toHaveLength(1);
    await getContent(en, 'summer_school/courses');
    expect(fetchMock.callHistory.calls()).toHaveLength(2);
  });

  it('does not share requests whose addresses differ', async () => {
    fetchMock.route(COURSES, { data: {} }, { delay: 10 });
    await Promise.all([getContent(en, 'summer_school/courses'), getContent({ ...en, language: 'fi' }, 'summer_school/courses')]);
    expect(fetchMock.callHistory.calls()).toHaveLength(2);
  });

  it('resolves an aborted call to null and leaves the shared request to the other caller', async () => {
    fetchMock.route(COURSES, { data: { n: 2 } }, { delay: 30 });
    const controller = new AbortController();
    const first = getContent(en, 'summer_school/courses', {}, { signal: controller.signal });
    const second = getContent(en, 'summer_school/courses', {}, { signal: new AbortController().signal });
    controller.abort();
    await expect(first).resolves.toBeNull();
    await expect(second).resolves.toEqual({ n: 2 });
    expect(fetchMock.callHistory.calls()).toHaveLength(1);
  });

  it('aborts the request when its last caller aborts', async () => {
    fetchMock.route(COURSES, heldAnswer({ data: {} }).response);
    const controller = new AbortController();
    const call = getContent(en, 'summer_school/courses', {}, { signal: controller.signal });
    await until(() => fetchMock.callHistory.called(COURSES));
    controller.abort();
    await expect(call).resolves.toBeNull();
    const signal = fetchMock.callHistory.lastCall()!.options.signal!;
    expect(signal.aborted).toBe(true);
  });

  it('sends nothing for a signal already aborted', async () => {
    fetchMock.route(COURSES, { data: {} });
    const controller = new AbortController();
    controller.abort();
    await expect(getContent(en, 'summer_school/courses', {}, { signal: controller.signal })).resolves.toBeNull();
    expect(fetchMock.callHistory.calls()).toHaveLength(0);
  });
});

describe('fetchEndpoint', () => {
  it('parses the answer into the typed result', async () => {
    fetchMock.route(COURSES, {
      data: { courses: [{ id: 'ss-1', name: 'Robotics Lab', credits: '5', courseFormat: ['online'] }], meta: { eligibility: ['basic'] } },
    });
    const result = await fetchEndpoint(en, summerSchoolCourses);
    expect(result.meta.eligibility).toEqual(['basic']);
    expect(result.courses[0]).toMatchObject({ id: 'ss-1', name: 'Robotics Lab', credits: 5, courseFormat: ['online'] });
  });

  it('rejects with the LoadError when the call fails; an optional call is its empty result', async () => {
    fetchMock.route(COURSES, 503);
    await expect(fetchEndpoint(en, summerSchoolCourses)).rejects.toMatchObject({ reason: 'http-503' });
    expect(await optionalCall(summerSchoolCourses, fetchEndpoint(en, summerSchoolCourses))).toEqual({ courses: [], meta: { eligibility: [] } });
  });

  it('gives an aborted call the empty result, not a failure', async () => {
    fetchMock.route(COURSES, { data: {} }, { delay: 50 });
    const controller = new AbortController();
    const call = fetchEndpoint(en, summerSchoolCourses, {}, { signal: controller.signal });
    controller.abort();
    expect(await call).toEqual({ courses: [], meta: { eligibility: [] } });
  });

  it("rejects every endpoint's call with its LoadError on each of the demo server's failures; as an optional call, its empty result", async () => {
    const reasons = { '500': 'http-500', network: 'network', garbage: 'not-json' };
    for (const [name, endpoint] of Object.entries(endpoints)) {
      for (const [failure, response] of demoFailures) {
        fetchMock.removeRoutes();
        fetchMock.route('*', response);
        await expect(fetchEndpoint(en, endpoint), `${name} ${failure}`).rejects.toMatchObject({ reason: reasons[failure as keyof typeof reasons] });
        expect(await optionalCall(endpoint, fetchEndpoint(en, endpoint)), `${name} ${failure}`).toEqual(endpoint.parse(null));
      }
    }
  });

  it('gives every endpoint an empty result for no data', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      expect(() => endpoint.parse(null), name).not.toThrow();
      expect(() => endpoint.parse({}), name).not.toThrow();
    }
  });
});

describe('long work in short tasks', () => {
  afterEach(() => vi.restoreAllMocks());

  /** Steps that each cost a millisecond of (mocked) clock and yield a checkpoint, then give their count. */
  function* steps(count: number, clock: { now: number }): Generator<void, number> {
    for (let i = 0; i < count; i += 1) {
      clock.now += 1;
      yield;
    }
    return count;
  }

  it('runs steps to their result, pausing once a slice has run 8 ms, as running them at once gives', async () => {
    const clock = { now: 0 };
    vi.spyOn(performance, 'now').mockImplementation(() => clock.now);
    let pauses = 0;
    expect(await inSlices(steps(40, clock), async () => void (pauses += 1))).toBe(40);
    // 40 ms of work in slices of a little over 8 ms: a pause after every ninth step.
    expect(pauses).toBe(4);
    expect(atOnce(steps(40, clock))).toBe(40);
  });

  it('does not pause for work shorter than a slice', async () => {
    const pause = vi.fn(async () => {});
    expect(await inSlices(steps(3, { now: 0 }), pause)).toBe(3);
    expect(pause).not.toHaveBeenCalled();
  });

  it("fetchEndpoint reads an endpoint's lists in slices, with the same result", async () => {
    const courses = Array.from({ length: 500 }, (_, i) => (i % 10 === 0 ? 'not a course' : { id: `c${i}`, name: `Course ${i}`, credits: i % 7 }));
    fetchMock.route(COURSES, { data: { courses, meta: { eligibility: ['basic'] } } });
    const read = await fetchEndpoint(en, summerSchoolCourses);
    expect(read).toEqual(summerSchoolCourses.parse({ courses, meta: { eligibility: ['basic'] } }));
    expect(read.courses).toHaveLength(450);
  });

  it("goes on in a new task: through the browser's scheduler.yield where there is one, else a timer", async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await nextTask();
    expect(yielded).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
    const order: string[] = [];
    setTimeout(() => order.push('earlier timer'), 0);
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['earlier timer', 'after nextTask']);
  });

  it('goes on after the next frame, in a background-priority task where the scheduler has them, else a timer', async () => {
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    const posted: Array<{ task: () => void; priority: string }> = [];
    vi.stubGlobal('scheduler', {
      postTask: (task: () => void, options: { priority: string }) => (posted.push({ task, priority: options.priority }), Promise.resolve()),
    });
    let done = false;
    const waiting = afterPaint().then(() => (done = true));
    await Promise.resolve();
    // Nothing before the frame; at the frame, a background task, which then goes on.
    expect({ done, frames: frames.length, posted: posted.length }).toEqual({ done: false, frames: 1, posted: 0 });
    frames[0]!();
    expect(posted).toEqual([{ task: expect.any(Function), priority: 'background' }]);
    expect(done).toBe(false);
    posted[0]!.task();
    await waiting;
    expect(done).toBe(true);

    // No postTask: a timer after the frame, behind the timers already queued.
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    const later = afterPaint().then(() => order.push('after paint'));
    setTimeout(() => order.push('earlier timer'), 0);
    frames[1]!();
    await later;
    expect(order).toEqual(['earlier timer', 'after paint']);
    vi.unstubAllGlobals();
  });
});
