/**
 * The analytics command every element uses (docs/events.md, 'Analytics'): an event with a name
 * and a data payload. It pushes `{event: name, ...data}` to `window.dataLayer` only while statistics
 * consent is in force (the consent core's one reader: a cookie that stands twice or a choice under
 * an older revision grants nothing), and always dispatches an `aalto-analytics` DOM event, bubbling
 * from `target` (the document by default), that a site can forward elsewhere.
 */
import { choiceInForce, pageRevision } from './consent/consent.js';

export type AnalyticsData = Record<string, unknown>;

export function track(name: string, data: AnalyticsData = {}, target: EventTarget = document): void {
  const payload = { ...data, event: name };
  if (choiceInForce(pageRevision())?.statistics) {
    const w = window as unknown as { dataLayer?: unknown };
    // Not an array: markup's `<div id="dataLayer">`, which takes no push.
    if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
    (w.dataLayer as unknown[]).push(payload);
  }
  target.dispatchEvent(new CustomEvent('aalto-analytics', { detail: payload, bubbles: true, composed: true }));
}
