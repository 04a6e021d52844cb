/**
 * The consent core in the loader (no React): Consent Mode's default, the gating attributes, and
 * the consent element staying idle (no chunk) while a choice is stored or Cookiebot asks.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/loader';
import { ACCEPT_ALL, DECLINE_ALL, runGatedScripts, setConsentModeDefault } from '../../src/core/consent/consent';
import { applyChoice } from '../../src/core/consent/choice';
import { startConsentPage } from '../../src/core/consent/consent-start';
import { clearConsentCookies } from './consent-helpers';
import { until } from './helpers';

type W = Window & { gtag?: unknown; dataLayer?: unknown[]; Cookiebot?: unknown };
const layer = () => ((window as W).dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

beforeEach(() => clearConsentCookies());
afterEach(() => {
  document.body.innerHTML = '';
  delete (window as W).gtag;
  delete (window as W).dataLayer;
  delete (window as W).Cookiebot;
  clearConsentCookies();
});

describe('Consent Mode v2 default', () => {
  it('denies every signal but security, waiting for the update, once, and not over the page’s own default', () => {
    setConsentModeDefault();
    setConsentModeDefault();
    expect(layer()).toEqual([
      [
        'consent',
        'default',
        {
          security_storage: 'granted',
          functionality_storage: 'denied',
          personalization_storage: 'denied',
          analytics_storage: 'denied',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          wait_for_update: 500,
        },
      ],
    ]);
    applyChoice(ACCEPT_ALL, { target: document.body });
    expect(layer()[1]).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'granted' })]);
  });

  it('calls the page’s gtag when there is one', () => {
    const gtag = vi.fn();
    (window as W).gtag = gtag;
    setConsentModeDefault();
    expect(gtag).toHaveBeenCalledWith('consent', 'default', expect.objectContaining({ ad_storage: 'denied', wait_for_update: 500 }));
  });
});

describe('gating attributes', () => {
  it('takes data-consent, and Cookiebot’s data-cookieconsent (every listed category) where Cookiebot is absent', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<script type="text/plain" data-consent="statistics" id="short">1</script>' +
        '<script type="text/plain" data-cookieconsent="statistics, marketing" id="both">2</script>' +
        '<script type="text/plain" data-consent="everything" id="unknown">3</script>',
    );
    runGatedScripts({ ...DECLINE_ALL, statistics: true });
    expect(document.getElementById('short')!.getAttribute('type')).toBeNull();
    expect(document.getElementById('both')!.getAttribute('type')).toBe('text/plain');
    runGatedScripts(ACCEPT_ALL);
    expect((document.getElementById('both') as HTMLScriptElement).dataset.consentRan).toBe('statistics,marketing');
    expect(document.getElementById('unknown')!.getAttribute('type')).toBe('text/plain');
  });

  it('leaves data-cookieconsent scripts to Cookiebot when it is on the page', () => {
    (window as W).Cookiebot = { consent: {}, renew: () => {} };
    document.body.insertAdjacentHTML('beforeend', '<script type="text/plain" data-cookieconsent="statistics" id="cb">1</script>');
    runGatedScripts(ACCEPT_ALL);
    expect(document.getElementById('cb')!.getAttribute('type')).toBe('text/plain');
  });
});

describe('<aalto-cookie-consent> in the loader', () => {
  it('stays idle with a stored choice (no dialog code), puts the choice in force, and loads the dialog on renew()', async () => {
    applyChoice({ ...DECLINE_ALL, statistics: true }, { target: document.body, revision: 'r1' });
    (window as W).dataLayer = [];
    document.body.insertAdjacentHTML('beforeend', '<script type="text/plain" data-consent-category="statistics" id="stats">1</script>');
    const el = document.createElement('aalto-cookie-consent') as HTMLElement & { renew(): void };
    el.setAttribute('revision', 'r1');
    document.body.append(el);
    expect(el.hasAttribute('data-idle')).toBe(true);
    expect(el.querySelector('*')).toBeNull();
    expect((document.getElementById('stats') as HTMLScriptElement).dataset.consentRan).toBe('statistics');
    expect(layer().map((args) => args[1])).toEqual(['default', 'update']);
    el.renew();
    await until(() => el.querySelector('dialog input[type="checkbox"]'));
    expect(el.hasAttribute('data-idle')).toBe(false);
    const statistics = [...el.querySelectorAll('label')].find((l) => l.textContent?.includes('Statistics'))!.querySelector('input')!;
    expect(statistics.checked).toBe(true);
  });

  it('loads the dialog when the stored choice is from another revision', async () => {
    applyChoice(ACCEPT_ALL, { target: document.body, revision: 'old' });
    const el = document.createElement('aalto-cookie-consent');
    el.setAttribute('revision', 'new');
    document.body.append(el);
    expect(el.hasAttribute('data-idle')).toBe(false);
    await until(() => el.querySelector('dialog'));
  });

  it('follows Cookiebot without loading the dialog, and renews through it', async () => {
    const renew = vi.fn();
    (window as W).Cookiebot = { consent: { preferences: false, statistics: true, marketing: false }, hasResponse: true, renew };
    const seen: string[] = [];
    document.addEventListener('aalto-consent-accept', (e) => seen.push((e as CustomEvent).detail.category));
    const el = document.createElement('aalto-cookie-consent') as HTMLElement & { renew(): void };
    document.body.append(el);
    expect(el.hasAttribute('data-idle')).toBe(true);
    // By the choice's code alone (consent/choice.ts), which the loader loads where Cookiebot asks.
    await until(() => document.cookie.includes('aalto_consent_statistics=1'));
    expect(seen).toEqual(['necessary', 'statistics']);
    el.renew();
    expect(renew).toHaveBeenCalledTimes(1);
    expect(el.querySelector('*')).toBeNull();
  });
});

describe('a page without the consent element', () => {
  /** A page of the site with a gated script, the site's revision in its head (if given), and no consent element. */
  function pageWithout(revision: string | null) {
    document.head.querySelectorAll('meta[name="aalto-consent-revision"]').forEach((m) => m.remove());
    if (revision !== null) document.head.insertAdjacentHTML('beforeend', `<meta name="aalto-consent-revision" content="${revision}">`);
    document.body.innerHTML = '<script type="text/plain" data-consent-category="statistics" id="stats">1</script>';
    (window as W).dataLayer = [];
    startConsentPage();
    return {
      ran: (document.getElementById('stats') as HTMLScriptElement).dataset.consentRan === 'statistics',
      updates: layer().filter((args) => args[1] === 'update'),
    };
  }
  afterEach(() => document.head.querySelectorAll('meta[name="aalto-consent-revision"]').forEach((m) => m.remove()));

  it('grants nothing on a choice stored under an older revision', () => {
    applyChoice(ACCEPT_ALL, { target: document.body, revision: '1' });
    for (const revision of ['2', null]) {
      const page = pageWithout(revision);
      expect(page.ran, `site revision ${revision}`).toBe(false);
      expect(page.updates, `site revision ${revision}`).toEqual([]);
    }
    // Under the site's revision, the choice is in force there too.
    const current = pageWithout('1');
    expect(current.ran).toBe(true);
    expect(current.updates).toEqual([['consent', 'update', expect.objectContaining({ analytics_storage: 'granted' })]]);
  });

  it('grants nothing on a choice a shadowing cookie makes ambiguous', () => {
    applyChoice(ACCEPT_ALL, { target: document.body, revision: '1' });
    const cookie = vi.spyOn(Document.prototype, 'cookie', 'get').mockReturnValue(`${document.cookie}; aalto_consent_statistics=0`);
    try {
      expect(pageWithout('1').ran).toBe(false);
    } finally {
      cookie.mockRestore();
    }
  });
});

describe('dist/consent-default.js (for <head>, before the tag manager)', () => {
  it('sets the default, and the update of a choice stored under its data-revision', async () => {
    applyChoice({ ...DECLINE_ALL, marketing: true }, { target: document.body, revision: '7' });
    delete (window as W).dataLayer;
    const script = document.createElement('script');
    script.dataset.revision = '7';
    const current = vi.spyOn(Document.prototype, 'currentScript', 'get').mockReturnValue(script);
    vi.resetModules();
    await import('../../src/core/consent/consent-default');
    expect(layer().map((args) => args[1])).toEqual(['default', 'update']);
    expect(layer()[1]![2]).toMatchObject({ ad_storage: 'granted', analytics_storage: 'denied' });
    // Another revision: the default alone (the dialog will ask again).
    delete (window as W).dataLayer;
    script.dataset.revision = '8';
    vi.resetModules();
    await import('../../src/core/consent/consent-default');
    expect(layer().map((args) => args[1])).toEqual(['default']);
    current.mockRestore();
  });
});
