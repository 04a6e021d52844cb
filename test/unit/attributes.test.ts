import { describe, expect, it, afterEach } from 'vitest';
import {
  booleanAttribute,
  integerAttribute,
  languageAttribute,
  oneOfAttribute,
  settingsAttributes,
  urlAttribute,
  attributeName,
} from '../../src/core/element/attributes';

describe('attribute parsers (docs/api.md, Page settings)', () => {
  afterEach(() => document.documentElement.removeAttribute('lang'));

  it('a boolean is on when present, unless false or 0', () => {
    expect(booleanAttribute(null)).toBe(false);
    expect(booleanAttribute('')).toBe(true);
    expect(booleanAttribute('path-prefix')).toBe(true);
    expect(booleanAttribute('true')).toBe(true);
    expect(booleanAttribute('false')).toBe(false);
    expect(booleanAttribute(' FALSE ')).toBe(false);
    expect(booleanAttribute('0')).toBe(false);
  });

  it('an integer falls back on anything that is not one', () => {
    const parse = integerAttribute(0);
    expect(parse('42')).toBe(42);
    expect(parse(' 7 ')).toBe(7);
    expect(parse('-3')).toBe(-3);
    for (const bad of [null, '', 'abc', '4.5', '1e3', '12px', 'NaN']) expect(parse(bad)).toBe(0);
  });

  it('an enumerated value is matched case-insensitively, else the default', () => {
    const parse = oneOfAttribute(['local', 'dev', 'test', 'live'] as const, 'live');
    expect(parse('DEV')).toBe('dev');
    expect(parse('staging')).toBe('live');
    expect(parse(null)).toBe('live');
  });

  it("language comes from the attribute, else the document's lang, else en", () => {
    expect(languageAttribute('fi')).toBe('fi');
    expect(languageAttribute('sv-FI')).toBe('sv');
    expect(languageAttribute(null)).toBe('en');
    document.documentElement.setAttribute('lang', 'fi-FI');
    expect(languageAttribute(null)).toBe('fi');
    expect(languageAttribute('de')).toBe('fi');
    document.documentElement.setAttribute('lang', 'de');
    expect(languageAttribute('xx')).toBe('en');
  });

  it('a URL attribute keeps http(s) URLs and absolute paths without the trailing slash', () => {
    const parse = urlAttribute('');
    expect(parse('https://www.aalto.fi/')).toBe('https://www.aalto.fi');
    expect(parse('/site//')).toBe('/site');
    expect(parse(null)).toBe('');
    for (const bad of ['javascript:alert(1)', 'ftp://x', 'relative/path', '//evil.example', 'http://a b', 'data:text/html,x']) {
      expect(parse(bad)).toBe('');
    }
    expect(urlAttribute(null)('nonsense')).toBeNull();
  });

  it('names every page setting attribute in kebab case', () => {
    expect(Object.keys(settingsAttributes).map(attributeName)).toEqual([
      'user-id',
      'language',
      'base-url',
      'theme-url',
      'path-prefix',
      'environment',
      'authenticated',
      'search-host',
    ]);
  });
});

describe('a base-url that a browser resolves to another host', () => {
  it('refuses such a base-url, so content API calls never go to another host', () => {
    for (const sneaky of ['/\\evil.example', '/\t/evil.example', '\\\\evil.example']) {
      expect(settingsAttributes.baseUrl(sneaky), JSON.stringify(sneaky)).toBe('');
    }
    expect(settingsAttributes.baseUrl('/site')).toBe('/site');
    expect(settingsAttributes.baseUrl('https://www.example.edu/')).toBe('https://www.example.edu');
  });
});
