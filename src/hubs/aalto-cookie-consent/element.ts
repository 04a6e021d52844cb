import { connectConsent, renewThroughCookiebot } from '../../core/consent/consent-start.js';
import type { ElementEntry } from '../../core/element/element-entry.js';

/**
 * The cookie consent dialog. It opens when no choice is stored (or the stored one is from an
 * older `revision`): 'Accept all', 'Decline all' or 'Choose cookies' (Preferences, Statistics,
 * Marketing; Necessary is always on). Choices are kept in the cookies `aalto_consent_<category>`
 * (1 or 0, path /, twelve months). Where the page runs Cookiebot, it shows nothing and follows
 * Cookiebot's choices instead. `<script type="text/plain" data-consent-category="statistics">`
 * runs once its category is accepted. Any element with `data-consent-renew` reopens the choice.
 *
 * @summary Cookie consent dialog, consent cookies, Consent Mode and script gating.
 * @tag aalto-cookie-consent
 * @attr {string} [revision=''] - The consent text's revision; a choice stored under another revision is asked again.
 * @attr {string} [privacy-url=''] - The privacy notice the dialog links to; without it, no link.
 * @fires aalto-consent-accept - A category became accepted: `detail.category`.
 * @fires aalto-consent-decline - A category became declined: `detail.category`.
 * @fires aalto-consent-change - Every choice: `detail.categories`, `detail.timestamp`, `detail.revision`, `detail.source`.
 * @cssprop --aalto-accent - Accent colour of the buttons.
 * @csspart aalto-consent aalto-button aalto-button--primary
 */
export default {
  tag: 'aalto-cookie-consent',
  attributes: ['revision', 'privacy-url'],
  methods: ['renew'],
  load: () => import('./CookieConsent.js'),
  // The consent core runs in the loader: a stored choice or Cookiebot needs no dialog, so no React.
  connect: connectConsent,
  call: (_element, method) => method === 'renew' && renewThroughCookiebot(),
  page: 'cookie-consent.html',
  title: 'Cookie consent',
  variants: [{ page: 'cookie-consent-cookiebot.html', title: 'with Cookiebot' }],
  // The dialog, React's runtime with its licence notice, and the loader's internals it reads by symbol.
  budgetKB: 67.25,
  offline: true,
} satisfies ElementEntry;
