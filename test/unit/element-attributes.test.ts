/**
 * Over every element of the registry: an attribute it does not declare (a handler, a style, a
 * tabindex) set on the tag never reaches the element's own DOM. The tag is the element's one
 * custom element (its React root): it puts no inner element between, and nothing it renders
 * carries one of them.
 */
import fetchMock from 'fetch-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ELEMENTS } from '../../elements/registry';
import { defineTag, elementClass, SETTINGS_ATTRIBUTES } from '../../src/core/element/define';
import { until } from './helpers';

/** What a page (or a sanitiser that keeps attributes) may put on a tag, none of it the element's. */
const UNDECLARED = {
  onfocus: 'window.__xss=1',
  onclick: 'window.__xss=1',
  onanimationstart: 'window.__xss=1',
  style: 'animation: spin 1s',
  // Values no element renders itself, so a copy is told from the element's own tabindex or focus.
  tabindex: '17',
  autofocus: 'autofocus-probe',
  contenteditable: 'plaintext-only',
  'data-site-note': 'kept by the page',
};
/** Plausible values for the declared attributes. */
const DECLARED: Record<string, string> = { 'user-id': '0', language: 'en', 'base-url': '', 'search-host': 'https://search.example.edu', environment: 'test' };

beforeAll(() => {
  fetchMock.mockGlobal();
  fetchMock.route('*', 500);
});
afterAll(() => {
  document.body.innerHTML = '';
  fetchMock.removeRoutes();
  fetchMock.unmockGlobal();
});

describe('attributes outside an element’s declared list', () => {
  for (const entry of ELEMENTS) {
    it(`never reach the DOM of <${entry.tag}>`, async () => {
      defineTag(entry.tag, elementClass(entry));
      const declared = [...SETTINGS_ATTRIBUTES, ...(entry.attributes ?? [])];
      const element = document.createElement(entry.tag);
      for (const name of declared) element.setAttribute(name, DECLARED[name] ?? '');
      for (const [name, value] of Object.entries(UNDECLARED)) element.setAttribute(name, value);
      document.body.append(element);
      await until(() => element.hasAttribute('data-idle') || element.hasAttribute('data-rendered'));

      // One class per tag: no element of ours inside it, and no second class defined for it.
      expect(
        [...element.querySelectorAll('*')].filter((node) => node.localName.includes('-')).map((node) => node.localName),
        entry.tag,
      ).toEqual([]);
      expect(customElements.get(`${entry.tag}-impl`), entry.tag).toBeUndefined();
      const carriers = [...element.querySelectorAll('*')].flatMap((node) =>
        Object.keys(UNDECLARED)
          .filter((name) => node.getAttribute(name) === UNDECLARED[name as keyof typeof UNDECLARED])
          .map((name) => `${node.localName}[${name}]`),
      );
      expect(carriers, entry.tag).toEqual([]);
      element.remove();
    });
  }
});
