/**
 * Page content that shadows a global by name: editors' rich text keeps `id`
 * and `name`, so `<div id="Cookiebot">` is `window.Cookiebot` and `<img name="cookie">` is
 * `document.cookie` in a browser. Neither switches the consent off, writes a choice, or leaves a
 * request without an end. happy-dom names window's ids as browsers do but not the document's
 * names: a shadowed document property is an own property of the document here, as the browser
 * makes it (a value no assignment replaces).
 */
import fetchMock from 'fetch-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getContent } from '../../src/core/api/client';
import { track } from '../../src/core/analytics';
import { cookiebot, DECLINE_ALL, setConsentModeDefault, storedChoices } from '../../src/core/consent/consent';
import { applyChoice } from '../../src/core/consent/choice';
import { connectConsent, renewThroughCookiebot } from '../../src/core/consent/consent-start';
import { getCookies } from '../../src/core/cookies';
import { setCookie } from '../../src/core/cookie-writes';
import { searchHits } from '../../src/core/search/client';
import { clearConsentCookies } from './consent-helpers';
import { until } from './helpers';

type W = Window & { dataLayer?: unknown; gtag?: unknown };

/** Makes `document[name]` what markup named so, as a browser does; returns the undo. */
function shadowDocument(name: string, value: unknown) {
  Object.defineProperty(document, name, { value, configurable: true, writable: false });
  return () => delete (document as unknown as Record<string, unknown>)[name];
}

/** Whether a promise settles (answers or fails) before the check gives up. */
async function settles(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  try {
    await until(() => settled, 3000);
  } catch {
    return false;
  }
  return true;
}

beforeEach(() => {
  clearConsentCookies();
  fetchMock.mockGlobal();
});
afterEach(() => {
  document.body.innerHTML = '';
  delete (window as W).dataLayer;
  delete (window as W).gtag;
  clearConsentCookies();
  fetchMock.removeRoutes();
  fetchMock.clearHistory();
  fetchMock.unmockGlobal();
});

describe('markup named like the Cookiebot API', () => {
  const clobbering = [
    '<div id="Cookiebot"></div>',
    // A form whose inputs are named like the API's fields: `Cookiebot.consent`, `.hasResponse`, `.renew`.
    '<form id="Cookiebot"><input name="consent"><input name="hasResponse" value="1"><input name="renew"></form>',
    '<div id="Cookiebot"></div><a id="Cookiebot" name="renew"></a>',
  ];
  for (const markup of clobbering) {
    it(`is no Cookiebot: the dialog asks, the default is pushed, nothing is chosen (${markup})`, () => {
      document.body.innerHTML = markup;
      expect(cookiebot()).toBeNull();
      const element = document.createElement('aalto-cookie-consent');
      // True: the dialog's code must load, to ask.
      expect(connectConsent(element)).toBe(true);
      expect(storedChoices()).toEqual({ necessary: null, preferences: null, statistics: null, marketing: null });
      expect(((window as W).dataLayer as Array<ArrayLike<unknown>>).map((args) => args[1])).toEqual(['default']);
      window.dispatchEvent(new Event('CookiebotOnDecline'));
      expect(storedChoices().marketing).toBeNull();
      // renew() opens our own dialog, not the markup's.
      expect(renewThroughCookiebot()).toBe(false);
    });
  }

  it('is no gtag or dataLayer: Consent Mode and analytics still reach a real one', () => {
    document.body.innerHTML = '<div id="gtag"></div><div id="dataLayer"></div>';
    applyChoice({ ...DECLINE_ALL, statistics: true }, { target: document.body });
    track('quicksearch', { search_term: 'robot' });
    setConsentModeDefault();
    const layer = (window as W).dataLayer as unknown[];
    expect(Array.isArray(layer)).toBe(true);
    expect(layer[0]).toEqual({ search_term: 'robot', event: 'quicksearch' });
    expect(Array.from(layer[1] as ArrayLike<unknown>).slice(0, 2)).toEqual(['consent', 'default']);
  });
});

describe('markup named like a document property', () => {
  it('<img name="cookie">: cookies are read and written, and a content call ends with its answer', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf-1; path=/';
    const undo = shadowDocument('cookie', document.createElement('img'));
    try {
      expect(getCookies('XSRF-TOKEN')).toEqual(['xsrf-1']);
      setCookie('aalto_consent_marketing', '0', 60);
      expect(getCookies('aalto_consent_marketing')).toEqual(['0']);
      fetchMock.route('path:/aalto_api/news/list', { data: { news: [] } });
      const call = getContent({ baseUrl: '', language: 'en', pathPrefix: false }, 'news/list');
      expect(await settles(call)).toBe(true);
      await expect(call).resolves.toEqual({ news: [] });
      expect(new Headers(fetchMock.callHistory.lastCall()!.options.headers as HeadersInit).get('x-xsrf-token')).toBe('xsrf-1');
      fetchMock.route('path:/search/a_live_public_en/_search', { hits: { hits: [] } });
      const search = searchHits('/search', ['a_live_public_en'], {});
      expect(await settles(search)).toBe(true);
    } finally {
      undo();
      document.cookie = 'XSRF-TOKEN=; max-age=0; path=/';
    }
  });

  it('a request whose headers cannot be read ends in its failure, never pending for good', async () => {
    // Reading cookies throws in a sandboxed frame (an opaque origin): one failure the request path may meet.
    const cookie = vi.spyOn(Document.prototype, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    });
    try {
      fetchMock.route('*', { data: {} });
      const call = getContent({ baseUrl: '', language: 'en', pathPrefix: false }, 'events/list');
      expect(await settles(call)).toBe(true);
      await expect(call).rejects.toMatchObject({ name: 'LoadError' });
      const search = searchHits('/search', ['a_live_public_en'], {});
      expect(await settles(search)).toBe(true);
    } finally {
      cookie.mockRestore();
    }
  });

  it('<img name="currentScript">: consent-default.js reads its own data-revision', async () => {
    applyChoice({ ...DECLINE_ALL, marketing: true }, { target: document.body, revision: '7' });
    delete (window as W).dataLayer;
    const script = document.createElement('script');
    script.dataset.revision = '7';
    const planted = document.createElement('img');
    planted.dataset.revision = 'old';
    const current = vi.spyOn(Document.prototype, 'currentScript', 'get').mockReturnValue(script);
    const undo = shadowDocument('currentScript', planted);
    try {
      vi.resetModules();
      await import('../../src/core/consent/consent-default');
      expect(((window as W).dataLayer as Array<ArrayLike<unknown>>).map((args) => Array.from(args)[1])).toEqual(['default', 'update']);
    } finally {
      undo();
      current.mockRestore();
    }
  });
});
