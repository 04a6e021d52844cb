/**
 * Consent: the stored choices and what a choice does (docs/api.md, 'Consent cookies'), without any
 * view. The loader holds it: it reads the choice in force and puts it in force on every page. A
 * choice being made (its cookies written, its events) is choice.ts's, which only the dialog and
 * Cookiebot's pages load.
 *
 * A choice writes one cookie per category (`aalto_consent_<category>`, path '/', 1 accepted or 0
 * declined, twelve months, SameSite=Lax, Secure on https; `necessary` always 1) and the revision
 * it was made under. For each category whose stored value changed (no stored value counts as
 * changed), and only then, `aalto-consent-accept` or `aalto-consent-decline` fires with
 * `{category}`. Every choice also fires `aalto-consent-change` (a consent record), updates Google
 * Consent Mode where the page has it, and runs the gated scripts of accepted categories.
 */
import { getCookies } from '../cookies.js';
import { documentProperty, pageQuery } from '../document-reads.js';

export const CATEGORIES = ['necessary', 'preferences', 'statistics', 'marketing'] as const;
export type Category = (typeof CATEGORIES)[number];
export type Choices = Record<Category, boolean>;

export const COOKIE_PREFIX = 'aalto_consent_';
export const REVISION_COOKIE = 'aalto_consent_revision';
export const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const cookieName = (category: Category) => `${COOKIE_PREFIX}${category}`;

/**
 * The stored value of each category: true, false, or null when none is stored. A category whose
 * cookie stands more than once with different values (one planted on a longer path or for the
 * parent domain) counts as not chosen: the visitor is asked again, never granted on a shadow.
 */
export function storedChoices(): Record<Category, boolean | null> {
  const out = {} as Record<Category, boolean | null>;
  for (const category of CATEGORIES) {
    // Its distinct values joined: exactly '1' or '0' only when that is its one value (two or more join with a comma).
    const value = [...new Set(getCookies(cookieName(category)))].join();
    out[category] = value === '1' ? true : value === '0' ? false : null;
  }
  return out;
}

/**
 * The one reader of consent for everything that acts on it (the dialog, Consent Mode, gated
 * scripts, analytics): the choice in force, or null when none holds, which grants nothing and is
 * asked again. Where Cookiebot asks, its response. Else our cookies: every category stored once
 * (`storedChoices`) under the site's current revision (a site raising it asks everyone again, and
 * a choice under an older one grants nothing, on any page).
 */
export function choiceInForce(revision: string): Choices | null {
  const api = cookiebot();
  if (api) return api.hasResponse === true ? cookiebotChoices(api) : null;
  const stored = storedChoices();
  if (CATEGORIES.some((c) => stored[c] === null)) return null;
  const revisions = [...new Set(getCookies(REVISION_COOKIE))];
  return revisions.length <= 1 && (revisions[0] ?? '') === revision ? (stored as Choices) : null;
}

/**
 * The site's current consent revision on this page: its `<aalto-cookie-consent revision>`, else
 * `<meta name="aalto-consent-revision" content="…">` in the head (pages without the element), else ''.
 */
export function pageRevision(): string {
  return pageQuery('aalto-cookie-consent')?.getAttribute('revision') ?? pageQuery('head>meta[name="aalto-consent-revision"]')?.getAttribute('content') ?? '';
}

export const ACCEPT_ALL: Choices = { necessary: true, preferences: true, statistics: true, marketing: true };
export const DECLINE_ALL: Choices = { necessary: true, preferences: false, statistics: false, marketing: false };

/** Google Consent Mode v2 signals for a choice. */
export function consentModeUpdate(choices: Choices): Record<string, 'granted' | 'denied'> {
  const state = (on: boolean) => (on ? 'granted' : 'denied');
  return {
    security_storage: state(choices.necessary),
    functionality_storage: state(choices.preferences),
    personalization_storage: state(choices.preferences),
    analytics_storage: state(choices.statistics),
    ad_storage: state(choices.marketing),
    ad_user_data: state(choices.marketing),
    ad_personalization: state(choices.marketing),
  };
}

type GtagWindow = Window & { gtag?: (...args: unknown[]) => void; dataLayer?: unknown[] };

/**
 * A function the page's scripts defined, not an element its markup named so (`<div id="gtag">` is
 * `window.gtag`; an `<embed>` is even callable in Chrome).
 */
export const pageFunction = (value: unknown): value is (...args: unknown[]) => unknown => typeof value === 'function' && !(value instanceof Node);

/** Calls gtag where the page has it, else pushes what gtag would (its arguments object). */
function gtagCall(w: GtagWindow, ...args: unknown[]): void {
  if (pageFunction(w.gtag)) w.gtag(...args);
  else
    (function gtag(..._args: unknown[]) {
      // eslint-disable-next-line prefer-rest-params -- gtag's dataLayer takes the arguments object itself, as Google's snippet pushes it.
      w.dataLayer!.push(arguments);
    })(...args);
}

/** Sends the consent update where the page has gtag, or a dataLayer gtag would read. */
export function updateConsentMode(choices: Choices): void {
  const w = window as GtagWindow;
  if (pageFunction(w.gtag) || Array.isArray(w.dataLayer)) gtagCall(w, 'consent', 'update', consentModeUpdate(choices));
}

/** Consent Mode v2's default until a choice exists: every signal denied but security (necessary). */
export const CONSENT_MODE_DEFAULT = { ...consentModeUpdate(DECLINE_ALL), wait_for_update: 500 };

/**
 * Sets the Consent Mode default (denied) unless the page has set one: tags that load before the
 * visitor chooses then wait for the update. It creates the dataLayer a tag manager loaded later
 * reads. To hold tags that load before this script, include dist/consent-default.js first.
 */
export function setConsentModeDefault(): void {
  const w = window as GtagWindow;
  const layer = (w.dataLayer = Array.isArray(w.dataLayer) ? w.dataLayer : []);
  const set = layer.some((entry) => {
    const args = entry as ArrayLike<unknown> | null;
    return typeof args === 'object' && args !== null && args[0] === 'consent' && args[1] === 'default';
  });
  if (!set) gtagCall(w, 'consent', 'default', CONSENT_MODE_DEFAULT);
}

/**
 * Gated scripts: `data-consent-category` (or its short form `data-consent`) names one category.
 * Cookiebot's `data-cookieconsent` (categories separated by commas, all needed) is honoured where
 * Cookiebot itself is not on the page, which runs those scripts itself.
 */
const GATING_ATTRIBUTES = ['type', 'data-consent-category', 'data-consent', 'data-cookieconsent'];

/**
 * The page's scripts waiting for consent: a gating attribute, and the type `text/plain` as a
 * browser reads it (ASCII spaces around it stripped, in any case), which it does not run.
 */
function gatedScripts(): HTMLScriptElement[] {
  const scripts = documentProperty<HTMLElement>('documentElement').querySelectorAll<HTMLScriptElement>(
    'script:is([data-consent-category],[data-consent],[data-cookieconsent])',
  );
  return [...scripts].filter((script) => script.type.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '').toLowerCase() === 'text/plain');
}

/** The categories a gated script waits for; null when it names one we do not know. */
function categoriesOf(script: HTMLScriptElement): Category[] | null {
  const named = script.dataset.consentCategory ?? script.dataset.consent ?? (cookiebot() ? '' : script.dataset.cookieconsent) ?? '';
  const list = named
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter(Boolean);
  return list.length && list.every((c): c is Category => (CATEGORIES as readonly string[]).includes(c)) ? list : null;
}

/**
 * Runs each gated script (`<script type="text/plain" data-consent-category="…">`) whose
 * categories are all accepted, once: a copy with the real type replaces it, so the browser runs
 * it, with the original's nonce (which the browser keeps from the attribute once parsed), so that
 * a nonce CSP lets it run.
 */
export function runGatedScripts(choices: Choices): void {
  for (const original of gatedScripts()) {
    const categories = categoriesOf(original);
    if (!categories?.every((c) => choices[c])) continue;
    const category = categories.join(',');
    const script = documentProperty<Document['createElement']>('createElement').call(document, 'script') as HTMLScriptElement;
    for (const { name, value } of [...original.attributes]) {
      if (!GATING_ATTRIBUTES.includes(name)) script.setAttribute(name, value);
    }
    script.nonce = original.nonce;
    const type = original.dataset.type;
    if (type) script.type = type;
    script.dataset.consentRan = category;
    script.text = original.text;
    original.replaceWith(script);
  }
}

let watching = false;

/**
 * From a choice on, gated scripts added to the page later (BigPipe's placeholders, a tag
 * manager) run too, under the choice in force when they come.
 */
export function watchGatedScripts(): void {
  if (watching) return;
  watching = true;
  new MutationObserver((records) => {
    const added = records.some((record) =>
      [...record.addedNodes].some((node) => node instanceof Element && (node.localName === 'script' || node.getElementsByTagName('script').length > 0)),
    );
    const choices = added && choiceInForce(pageRevision());
    if (choices) runGatedScripts(choices);
  }).observe(documentProperty<HTMLElement>('documentElement'), { childList: true, subtree: true });
}

/**
 * A page load with a choice in force under `revision`: tell Consent Mode again and run the
 * accepted scripts, those there now and those added later.
 */
export function restoreConsent(revision: string): void {
  const choices = choiceInForce(revision);
  if (!choices) return;
  updateConsentMode(choices);
  runGatedScripts(choices);
  watchGatedScripts();
}

/** The subset of Cookiebot's API the bridge uses. */
export interface CookiebotApi {
  consent?: { preferences?: boolean; statistics?: boolean; marketing?: boolean };
  hasResponse?: boolean;
  renew: () => void;
}

/**
 * Cookiebot's API where the page runs it, known by its `renew` function: `window.Cookiebot` is
 * also what markup names `Cookiebot` (`<div id="Cookiebot">`, a form whose inputs are named like
 * the API's fields, an iframe of another origin), which is no consent tool.
 */
export function cookiebot(): CookiebotApi | null {
  try {
    const api = (window as { Cookiebot?: CookiebotApi }).Cookiebot;
    return api && pageFunction(api.renew) ? api : null;
  } catch {
    // Another origin's window, named Cookiebot by an iframe.
    return null;
  }
}

/**
 * Cookiebot's consent as our choices; null when it has none. Any record of categories reads so
 * (`necessary` always, another only where it is `true`): the dialog's draft from the stored ones.
 */
export function cookiebotChoices(api: { consent?: Partial<Record<Category, unknown>> } | null): Choices | null {
  const consent = api?.consent;
  if (!consent || typeof consent !== 'object') return null;
  return { necessary: true, preferences: consent.preferences === true, statistics: consent.statistics === true, marketing: consent.marketing === true };
}
