/**
 * A site's own texts: every element takes per-language overrides of its catalogue's strings,
 * through its `strings` property or a `<script type="application/json">` child. Shown here on the
 * consent dialog (no content API) and a listing's engine texts; malformed overrides change nothing.
 */
import fetchMock from 'fetch-mock';
import { describe, expect, it } from 'vitest';
import '../../elements/loader';
import { createTranslator, stringOverrides } from '../../src/core/i18n/translate';
import { clearConsentCookies } from './consent-helpers';
import { until, useElementTestPage } from './helpers';

useElementTestPage(clearConsentCookies);

const buttons = (el: Element) => [...el.querySelectorAll('button')].map((b) => b.textContent?.trim());

function consent(language: string, json?: string): HTMLElement {
  const el = document.createElement('aalto-cookie-consent');
  el.setAttribute('language', language);
  if (json !== undefined) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.textContent = json;
    el.append(script);
  }
  document.body.append(el);
  return el;
}

describe('string overrides', () => {
  it('reads a JSON script child: the given language and keys only, the rest from the catalogue', async () => {
    const el = consent('en', JSON.stringify({ en: { acceptAll: 'Allow all cookies' }, fi: { declineAll: 'Ei kiitos' } }));
    await until(() => buttons(el).includes('Allow all cookies'));
    expect(buttons(el)).toContain('Decline all');
    expect(buttons(el)).not.toContain('Ei kiitos');
  });

  it('takes the strings property, before or after the element renders, and shows the text as text', async () => {
    const el = consent('fi') as HTMLElement & { strings: unknown };
    el.strings = { fi: { acceptAll: '<b>Hyväksy</b> kaikki' } };
    await until(() => buttons(el).includes('<b>Hyväksy</b> kaikki'));
    expect(el.querySelector('b')).toBeNull();
    el.strings = { fi: { acceptAll: 'Kaikki käy' } };
    await until(() => buttons(el).includes('Kaikki käy'));
    el.strings = null;
    await until(() => buttons(el).includes('Hyväksy kaikki'));
  });

  it('ignores malformed overrides: not JSON, wrong types, keys that are no language tag', async () => {
    const el = consent('en', '{not json');
    await until(() => buttons(el).includes('Accept all'));
    // Another language (one a site registers) is kept; 'Deutsch' and 'de-DE' name none as the key must.
    expect(stringOverrides({ en: { a: 1, b: 'B', c: null }, de: { a: 'A' }, Deutsch: { a: 'A' }, 'de-DE': { a: 'A' }, fi: 'x' })).toEqual({
      en: { b: 'B' },
      de: { a: 'A' },
    });
    expect(stringOverrides([{ en: {} }])).toBeNull();
    expect(stringOverrides('en')).toBeNull();
    expect(stringOverrides({ sv: { long: 'x'.repeat(2_001) } })).toBeNull();
  });

  it('reach the listing engine texts of a card hub', async () => {
    fetchMock.route('path:/aalto_api/news/list', { data: { news: [] } });
    fetchMock.route('path:/aalto_api/news/categories', { data: { news_categories: [] } });
    const el = document.createElement('news-listing') as HTMLElement & { strings: unknown };
    el.setAttribute('language', 'en');
    el.strings = { en: { noNews: 'Nothing here yet', filters: 'Narrow down' } };
    document.body.append(el);
    await until(() => el.textContent?.includes('Nothing here yet'));
    expect(el.textContent).toContain('Narrow down');
  });

  it('win over every catalogue, in their language only', () => {
    const t = createTranslator<{ hello: string }>('sv', { fi: { hello: 'Hei' }, sv: { hello: 'Hej' }, en: { hello: 'Hello' } }, { en: { hello: 'Hi' } });
    expect(t('hello')).toBe('Hej');
    const u = createTranslator<{ hello: string }>('en', { fi: { hello: 'Hei' }, sv: { hello: 'Hej' }, en: { hello: 'Hello' } }, { en: { hello: 'Hi' } });
    expect(u('hello')).toBe('Hi');
  });
});
