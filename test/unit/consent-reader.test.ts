/**
 * One reader of consent: every module that acts on consent reads it through
 * `choiceInForce` (category, revision, ambiguity), and each acts alike on every stored state. The
 * modules: analytics (`track`), the loader's consent core (`connectConsent`, and
 * `startConsentPage` on a page without the element), `consent-default.js`, and the dialog.
 */
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../elements/loader';
import { track } from '../../src/core/analytics';
import { DECLINE_ALL, REVISION_COOKIE, cookieName } from '../../src/core/consent/consent';
import { applyChoice } from '../../src/core/consent/choice';
import { connectConsent, startConsentPage } from '../../src/core/consent/consent-start';
import { clearConsentCookies } from './consent-helpers';
import { until } from './helpers';
import { importsOf, ROOT, sourceFiles } from './import-graph';

type W = Window & { dataLayer?: unknown[] };
const REVISION = '2026-11';
const layer = () =>
  ((window as W).dataLayer ?? []).map((entry) =>
    typeof entry === 'object' && entry !== null && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry,
  );

/**
 * The stored states: none, a choice in force (statistics accepted, this revision), the same choice
 * under an older revision, and one whose statistics cookie a second cookie on a longer path
 * contradicts (listed first, as the browser lists it).
 */
const STATES = {
  'no choice': () => {},
  'a choice in force': () => applyChoice({ ...DECLINE_ALL, statistics: true }, { target: document.body, revision: REVISION }),
  'a choice under an older revision': () => applyChoice({ ...DECLINE_ALL, statistics: true }, { target: document.body, revision: '2025-01' }),
  'a choice a shadowing cookie makes ambiguous': () => {
    applyChoice({ ...DECLINE_ALL, statistics: true }, { target: document.body, revision: REVISION });
    const stored = Reflect.get(Document.prototype, 'cookie', document);
    vi.spyOn(Document.prototype, 'cookie', 'get').mockReturnValue(`${cookieName('statistics')}=0; ${stored}`);
  },
} as const;

/** Each module's act on consent, as it shows: true when it took the state as a choice in force. */
const MODULES: Record<string, () => Promise<boolean>> = {
  'analytics: track pushes to dataLayer': async () => {
    document.head.insertAdjacentHTML('beforeend', `<meta name="aalto-consent-revision" content="${REVISION}">`);
    (window as W).dataLayer = [];
    track('quicksearch', { search_term: 'x' });
    return layer().some((entry) => (entry as { event?: string }).event === 'quicksearch');
  },
  'consent core: the element stays idle (no dialog to load)': async () => {
    const element = document.createElement('aalto-consent-probe');
    element.setAttribute('revision', REVISION);
    return connectConsent(element) === false;
  },
  'consent core: a page without the element runs its gated script': async () => {
    document.head.insertAdjacentHTML('beforeend', `<meta name="aalto-consent-revision" content="${REVISION}">`);
    document.body.insertAdjacentHTML('beforeend', '<script type="text/plain" data-consent-category="statistics" id="gated">1</script>');
    startConsentPage();
    return (document.getElementById('gated') as HTMLScriptElement).dataset.consentRan === 'statistics';
  },
  'consent-default.js: sends the Consent Mode update': async () => {
    const script = document.createElement('script');
    script.dataset.revision = REVISION;
    const current = vi.spyOn(Document.prototype, 'currentScript', 'get').mockReturnValue(script);
    delete (window as W).dataLayer;
    vi.resetModules();
    await import('../../src/core/consent/consent-default');
    current.mockRestore();
    return layer().some((args) => Array.isArray(args) && args[1] === 'update');
  },
  'the dialog: does not open': async () => {
    const element = document.createElement('aalto-cookie-consent');
    element.setAttribute('revision', REVISION);
    document.body.append(element);
    // Idle (the loader's core put the choice in force), or the dialog open, asking.
    await until(() => element.hasAttribute('data-idle') || element.querySelector('dialog')?.open);
    return element.hasAttribute('data-idle');
  },
};

beforeEach(() => clearConsentCookies());
afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  document.head.querySelectorAll('meta[name="aalto-consent-revision"]').forEach((meta) => meta.remove());
  delete (window as W).dataLayer;
  clearConsentCookies();
});

describe('every module that acts on consent reads it one way', () => {
  for (const [module, acts] of Object.entries(MODULES)) {
    for (const [state, store] of Object.entries(STATES)) {
      const inForce = state === 'a choice in force';
      it(`${module}: ${inForce ? 'acts on' : 'grants nothing on'} ${state}`, async () => {
        store();
        expect(await acts()).toBe(inForce);
      });
    }
  }

  it('reads consent cookies in the consent core alone: any other module goes through its reader', () => {
    // The consent cookies' names, and the cookie readers: only the reader's module, the choice's
    // writer (with the cookie writes, which read what they remove), and the headers' modules (the
    // clients', and the loader's for the first calls: XSRF-TOKEN and jwt) may take them.
    const readers = sourceFiles('src').filter((file) => {
      // The code, not its comments (which may name the cookies).
      const text = readFileSync(`${ROOT}/${file}`, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      const readsCookies = importsOf(file).some((edge) => edge.to === 'src/core/cookies.ts' && edge.names.some((name) => /^getCookies?$/.test(name)));
      return readsCookies || /aalto_consent_|COOKIE_PREFIX|REVISION_COOKIE|cookieName\(/.test(text);
    });
    expect(readers.sort()).toEqual([
      'src/core/api/first-calls.ts',
      'src/core/consent/choice.ts',
      'src/core/consent/consent.ts',
      'src/core/cookie-headers.ts',
      'src/core/cookie-writes.ts',
    ]);
    // And what acts on consent imports the reader.
    for (const file of [
      'src/core/analytics.ts',
      'src/core/consent/consent-start.ts',
      'src/core/consent/consent-default.ts',
      'src/hubs/aalto-cookie-consent/CookieConsent.tsx',
    ]) {
      expect(
        importsOf(file).some((edge) => edge.to === 'src/core/consent/consent.ts' && edge.names.includes('choiceInForce')),
        file,
      ).toBe(true);
    }
    expect(REVISION_COOKIE).toBe('aalto_consent_revision');
  });
});
