import { describe, expect, it, vi } from 'vitest';
import {
  ACCEPT_ALL,
  DECLINE_ALL,
  consentModeUpdate,
  cookiebotChoices,
  choiceInForce,
  restoreConsent,
  runGatedScripts,
  storedChoices,
} from '../../src/core/consent/consent';
import { applyChoice } from '../../src/core/consent/choice';
import { track } from '../../src/core/analytics';
import { consentCookies, events, listening, target, useConsentPage, type W } from './consent-helpers';
import { until } from './helpers';

useConsentPage();

describe('consent cookies and events', () => {
  it('stores nothing before a choice', () => {
    expect(consentCookies()).toEqual({});
    expect(storedChoices()).toEqual({ necessary: null, preferences: null, statistics: null, marketing: null });
    expect(choiceInForce('')).toBeNull();
  });

  it('writes every category as 1 or 0, necessary always 1, and fires for each on the first choice', () => {
    applyChoice({ ...DECLINE_ALL, statistics: true, necessary: false }, { target, revision: 'r1' });
    expect(consentCookies()).toEqual({
      aalto_consent_necessary: '1',
      aalto_consent_preferences: '0',
      aalto_consent_statistics: '1',
      aalto_consent_marketing: '0',
      aalto_consent_revision: 'r1',
    });
    expect(events.filter(([n]) => n !== 'aalto-consent-change')).toEqual([
      ['aalto-consent-accept', { category: 'necessary' }],
      ['aalto-consent-decline', { category: 'preferences' }],
      ['aalto-consent-accept', { category: 'statistics' }],
      ['aalto-consent-decline', { category: 'marketing' }],
    ]);
  });

  it('fires accept or decline only for categories whose stored value changed', () => {
    applyChoice(DECLINE_ALL, { target });
    events.length = 0;
    applyChoice(DECLINE_ALL, { target });
    expect(events.map(([n]) => n)).toEqual(['aalto-consent-change']);
    events.length = 0;
    applyChoice({ ...DECLINE_ALL, marketing: true }, { target });
    expect(events.filter(([n]) => n !== 'aalto-consent-change')).toEqual([['aalto-consent-accept', { category: 'marketing' }]]);
  });

  it('sends a consent record with the categories, a timestamp and the revision, bubbling from the target', () => {
    const seen: Event[] = [];
    target.addEventListener('aalto-consent-change', (e) => seen.push(e));
    applyChoice(ACCEPT_ALL, { target, revision: '2026-11' });
    const [, detail] = events.find(([n]) => n === 'aalto-consent-change')!;
    expect(detail).toMatchObject({ categories: ACCEPT_ALL, revision: '2026-11', source: 'dialog' });
    expect(new Date((detail as { timestamp: string }).timestamp).toString()).not.toBe('Invalid Date');
    expect(seen[0]!.bubbles).toBe(true);
  });

  it('asks again when the stored choice is from another revision', () => {
    applyChoice(ACCEPT_ALL, { target, revision: 'v1' });
    expect(choiceInForce('v1')).toEqual(ACCEPT_ALL);
    expect(choiceInForce('v2')).toBeNull();
  });
});

describe('Google Consent Mode v2', () => {
  it('maps each category to its signals', () => {
    expect(consentModeUpdate({ necessary: true, preferences: true, statistics: false, marketing: true })).toEqual({
      security_storage: 'granted',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  it('calls gtag where it exists', () => {
    const gtag = vi.fn();
    (window as W).gtag = gtag;
    applyChoice(DECLINE_ALL, { target });
    expect(gtag).toHaveBeenCalledWith('consent', 'update', consentModeUpdate(DECLINE_ALL));
  });

  it('pushes what gtag would to a dataLayer without gtag', () => {
    (window as W).dataLayer = [];
    applyChoice(ACCEPT_ALL, { target });
    const pushed = (window as W).dataLayer![0] as IArguments;
    expect([...pushed]).toEqual(['consent', 'update', consentModeUpdate(ACCEPT_ALL)]);
  });

  it('does nothing where the page has neither', () => {
    expect(() => applyChoice(ACCEPT_ALL, { target })).not.toThrow();
    expect((window as W).dataLayer).toBeUndefined();
  });
});

describe('script gating', () => {
  it('runs a gated script once its category is accepted, and only then', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script type="text/plain" data-consent-category="statistics" id="stats">window.ran = 1</script>' +
        '<script type="text/plain" data-consent-category="marketing" data-type="module" id="ads">window.ads = 1</script>',
    );
    runGatedScripts(DECLINE_ALL);
    expect(document.querySelectorAll('script[type="text/plain"]')).toHaveLength(2);
    applyChoice({ ...DECLINE_ALL, statistics: true }, { target });
    const ran = document.getElementById('stats') as HTMLScriptElement;
    expect(ran.type).toBe('');
    expect(ran.dataset.consentRan).toBe('statistics');
    expect(ran.text).toBe('window.ran = 1');
    expect(document.querySelectorAll('script[type="text/plain"]')).toHaveLength(1);
    applyChoice(ACCEPT_ALL, { target });
    const ads = document.getElementById('ads') as HTMLScriptElement;
    expect(ads.type).toBe('module');
    applyChoice(ACCEPT_ALL, { target });
    expect(document.querySelectorAll('script[data-consent-ran]')).toHaveLength(2);
  });

  it('carries the nonce a nonce CSP needs, which the browser keeps off the attribute', () => {
    document.body.insertAdjacentHTML('beforeend', '<script type="text/plain" data-consent-category="statistics" nonce="" id="stats">1</script>');
    // A parsed script's nonce: the browser moves it from the attribute to the property.
    Object.defineProperty(document.getElementById('stats')!, 'nonce', { value: 'r4nd0m', configurable: true });
    applyChoice({ ...DECLINE_ALL, statistics: true }, { target });
    expect((document.getElementById('stats') as HTMLScriptElement).nonce).toBe('r4nd0m');
  });

  it('reads the type as a browser does: spaces around it, any case', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script type=" Text/Plain\n" data-consent-category="statistics" id="stats">1</script><script type="text/plainish" data-consent="statistics" id="other">2</script>',
    );
    applyChoice({ ...DECLINE_ALL, statistics: true }, { target });
    expect((document.getElementById('stats') as HTMLScriptElement).dataset.consentRan).toBe('statistics');
    // Another type is not ours to run.
    expect((document.getElementById('other') as HTMLScriptElement).dataset.consentRan).toBeUndefined();
  });

  it('runs gated scripts added after the choice, as BigPipe or a tag manager adds them', async () => {
    applyChoice({ ...DECLINE_ALL, statistics: true }, { target });
    const later = document.createElement('div');
    later.innerHTML =
      '<script type="text/plain" data-consent-category="statistics" id="late">1</script><script type="text/plain" data-consent-category="marketing" id="ads">2</script>';
    document.body.append(later);
    await until(() => (document.getElementById('late') as HTMLScriptElement).dataset.consentRan === 'statistics');
    expect((document.getElementById('ads') as HTMLScriptElement).type).toBe('text/plain');
  });

  it('runs the accepted scripts of a stored choice on a later page load', () => {
    applyChoice({ ...DECLINE_ALL, statistics: true }, { target });
    document.body.insertAdjacentHTML('beforeend', '<script type="text/plain" data-consent-category="statistics">1</script>');
    restoreConsent('');
    expect(document.querySelectorAll('script[data-consent-ran="statistics"]')).toHaveLength(1);
  });
});

describe('Cookiebot and analytics', () => {
  it("reads Cookiebot's consent object", () => {
    expect(cookiebotChoices({ consent: { preferences: true, statistics: false, marketing: true } })).toEqual({
      necessary: true,
      preferences: true,
      statistics: false,
      marketing: true,
    });
    expect(cookiebotChoices({})).toBeNull();
    expect(cookiebotChoices(null)).toBeNull();
  });

  it('pushes analytics to dataLayer only while statistics consent is 1, and always dispatches aalto-analytics', () => {
    const seen: unknown[] = [];
    document.addEventListener('aalto-analytics', (e) => seen.push((e as CustomEvent).detail), { signal: listening.signal });
    track('test', { a: 1 });
    expect((window as W).dataLayer).toBeUndefined();
    applyChoice({ ...DECLINE_ALL, statistics: true }, { target });
    (window as W).dataLayer = [];
    track('test', { a: 2 });
    expect((window as W).dataLayer!.filter((e) => !(e instanceof Object && 'length' in (e as object)))).toEqual([{ a: 2, event: 'test' }]);
    applyChoice(DECLINE_ALL, { target });
    track('test', { a: 3 });
    expect(seen).toEqual([
      { a: 1, event: 'test' },
      { a: 2, event: 'test' },
      { a: 3, event: 'test' },
    ]);
    expect((window as W).dataLayer!.filter((e) => (e as { event?: string }).event === 'test')).toHaveLength(1);
  });
});

describe('analytics reads consent as the consent core does', () => {
  const pushed = () => ((window as W).dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'quicksearch');

  it('pushes nothing when a shadowing cookie on a longer path makes statistics ambiguous', () => {
    applyChoice(DECLINE_ALL, { target });
    (window as W).dataLayer = [];
    // statistics=0 stored on '/', and statistics=1 planted on a longer path (listed first).
    const cookie = vi.spyOn(Document.prototype, 'cookie', 'get').mockReturnValue(`aalto_consent_statistics=1; ${document.cookie}`);
    try {
      track('quicksearch', { search_term: 'exam' });
    } finally {
      cookie.mockRestore();
    }
    expect(pushed()).toEqual([]);
  });

  it('pushes nothing on a choice made under an older revision than the page’s', () => {
    applyChoice(ACCEPT_ALL, { target, revision: '1' });
    (window as W).dataLayer = [];
    document.body.insertAdjacentHTML('beforeend', '<aalto-cookie-consent revision="2"></aalto-cookie-consent>');
    track('quicksearch', { search_term: 'exam' });
    expect(pushed()).toEqual([]);
    document.querySelector('aalto-cookie-consent')!.setAttribute('revision', '1');
    track('quicksearch', { search_term: 'exam' });
    expect(pushed()).toEqual([{ search_term: 'exam', event: 'quicksearch' }]);
  });
});

describe('a choice replaces what shadows it', () => {
  it('expires the names on every longer path of the page and for every parent domain, then writes on /', () => {
    const writes: string[] = [];
    const cookie = vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation((value: string) => void writes.push(value));
    // The names stand already: a choice made before, and a shadow planted for the parent domain.
    const read = vi.spyOn(Document.prototype, 'cookie', 'get').mockReturnValue('aalto_consent_marketing=1; aalto_consent_marketing=0');
    const url = vi.spyOn(window, 'location', 'get').mockReturnValue(new URL('https://www.students.example.edu/fi/opiskelu/') as unknown as Location);
    try {
      applyChoice(DECLINE_ALL, { target, revision: 'r1' });
    } finally {
      cookie.mockRestore();
      read.mockRestore();
      url.mockRestore();
    }
    const marketing = writes.filter((w) => w.startsWith('aalto_consent_marketing='));
    const expired = marketing.filter((w) => w.includes('max-age=0')).map((w) => w.replace(/^[^;]*; /, ''));
    expect(expired).toEqual(
      expect.arrayContaining([
        'path=/fi; max-age=0; Secure',
        'path=/fi/opiskelu/; max-age=0; Secure',
        'path=/; domain=students.example.edu; max-age=0; Secure',
        'path=/; domain=example.edu; max-age=0; Secure',
        'path=/fi/opiskelu; domain=www.students.example.edu; max-age=0; Secure',
      ]),
    );
    // Never the public suffix alone, and the host's own cookie on / is the one written last.
    expect(expired.some((w) => w.includes('domain=edu;'))).toBe(false);
    expect(marketing.at(-1)).toMatch(/^aalto_consent_marketing=0; path=\/; max-age=\d+; SameSite=Lax; Secure$/);
  });

  it('bounds that work: no name the page lacks, and a crafted path of thousands of segments costs what a real one does', () => {
    const writes: string[] = [];
    const cookie = vi.spyOn(Document.prototype, 'cookie', 'set').mockImplementation((value: string) => void writes.push(value));
    const read = vi.spyOn(Document.prototype, 'cookie', 'get').mockReturnValue('aalto_consent_statistics=1; aalto_consent_statistics=0');
    const deep = `https://www.example.edu/${Array.from({ length: 5000 }, (_, i) => `s${i}`).join('/')}`;
    const url = vi.spyOn(window, 'location', 'get').mockReturnValue(new URL(deep) as unknown as Location);
    try {
      applyChoice(DECLINE_ALL, { target });
    } finally {
      cookie.mockRestore();
      read.mockRestore();
      url.mockRestore();
    }
    const expiries = (name: string) => writes.filter((w) => w.startsWith(`${name}=;`) && w.includes('max-age=0')).length;
    // A name that stands once or more: its shadows on the first path levels, here and on the parent domain.
    expect(expiries('aalto_consent_statistics')).toBeGreaterThan(0);
    // At most 16 levels, each with and without its trailing '/', on this host and its two domains.
    expect(expiries('aalto_consent_statistics')).toBeLessThanOrEqual((2 * 16 + 1) * 3);
    expect(writes.some((w) => w.includes('path=/s0/s1/s2; '))).toBe(true);
    // Names the page does not have: nothing to expire.
    for (const name of ['aalto_consent_necessary', 'aalto_consent_marketing', 'aalto_consent_revision']) expect(expiries(name), name).toBe(0);
  });

  it('counts a category whose cookie stands twice with different values as not chosen', () => {
    const cookie = vi
      .spyOn(Document.prototype, 'cookie', 'get')
      .mockReturnValue(
        'aalto_consent_necessary=1; aalto_consent_preferences=0; aalto_consent_statistics=1; aalto_consent_statistics=0; aalto_consent_marketing=0; aalto_consent_marketing=0',
      );
    try {
      expect(storedChoices()).toEqual({ necessary: true, preferences: false, statistics: null, marketing: false });
      expect(choiceInForce('')).toBeNull();
    } finally {
      cookie.mockRestore();
    }
  });
});
