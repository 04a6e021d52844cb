/**
 * The analytics command every element uses (docs/events.md, 'Analytics'): an event with a name and a data payload.
 * It pushes `{event: name, ...data}` to `window.dataLayer` only while statistics consent is given
 * (the `aalto_consent_statistics` cookie is 1), and always dispatches an `aalto-analytics` DOM
 * event, bubbling from `target` (the document by default), that a site can forward elsewhere.
 */
import { getCookie } from './cookies.js';

export const STATISTICS_CONSENT_COOKIE = 'aalto_consent_statistics';

export type AnalyticsData = Record<string, unknown>;

export function track(name: string, data: AnalyticsData = {}, target: EventTarget = document): void {
  const payload = { ...data, event: name };
  if (getCookie(STATISTICS_CONSENT_COOKIE) === '1') {
    const w = window as unknown as { dataLayer?: unknown[] };
    (w.dataLayer ??= []).push(payload);
  }
  target.dispatchEvent(new CustomEvent('aalto-analytics', { detail: payload, bubbles: true, composed: true }));
}
