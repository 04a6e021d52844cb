/**
 * Every element of the registry on answers shaped as the specification writes them
 * (test/spec-data/, written from the specification and the contract alone, apart from the demo's
 * fixtures): numeric Drupal ids, the specification's spellings and casing, missing fields, `meta`
 * labels, values outside every list. Each element shows what it got, reports no error, and every
 * filter choice it offers has results.
 */
import { describe, expect, it } from 'vitest';
import { ELEMENTS } from '../../elements/registry';
import fetchMock from 'fetch-mock';
import { takeFirstCall } from '../../src/core/api/client';
import { firstCalls } from '../../src/core/api/first-calls';
import { useElementTestPage, until, useSpecAnswers } from './helpers';
import '../../elements/loader';

useElementTestPage(() => history.replaceState(null, '', '/'));
useSpecAnswers();

/** What a listing's filters offer: each choice's label and, where shown, its count. */
function offered(el: Element): Array<{ group: string; label: string; count: number | null }> {
  return [...el.querySelectorAll('.aalto-filters fieldset')].flatMap((fieldset) =>
    [...fieldset.querySelectorAll('label')].map((label) => {
      const count = /\((\d+)\)\s*$/.exec(label.textContent ?? '');
      return { group: fieldset.querySelector('legend')?.textContent ?? '', label: label.textContent ?? '', count: count ? Number(count[1]) : null };
    }),
  );
}

describe('every element on specification-shaped answers', () => {
  for (const entry of ELEMENTS.filter((e) => !e.offline)) {
    it(`<${entry.tag}> shows what it got, with no error and no dead filter choice`, async () => {
      const errors: unknown[] = [];
      document.addEventListener('aalto-error', (event) => errors.push((event as CustomEvent).detail), { once: false });
      const el = document.createElement(entry.tag);
      el.setAttribute('search-host', 'https://search.test');
      el.setAttribute('language', 'en');
      document.body.append(el);
      await until(() => el.matches('[data-rendered]') && !(el.textContent ?? '').includes('Loading contents'));
      // The quick search asks nothing until a term is typed; the guided tools show their first question.
      const input = el.querySelector<HTMLInputElement>('aalto-quicksearch input[type="search"], aalto-quicksearch input[type="text"]');
      if (input) {
        // React tracks the input's value: set it through the native setter so onChange fires.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'studies');
        input.dispatchEvent(new Event('input', { bubbles: true }));
        await until(() => el.querySelector('[data-entry]'));
      }
      expect(errors, entry.tag).toEqual([]);
      expect(el.textContent?.trim(), entry.tag).not.toBe('');
      const count = el.querySelector('.aalto-count')?.textContent ?? '';
      if (count) expect(Number(/\d+/.exec(count)?.[0] ?? 0), `${entry.tag}: ${count}`).toBeGreaterThan(0);
      const disclosure = el.querySelector<HTMLButtonElement>('.aalto-disclosure__button');
      if (disclosure?.getAttribute('aria-expanded') === 'false') {
        disclosure.click();
        await until(() => el.querySelector('.aalto-filters'));
      }
      const dead = offered(el).filter((choice) => choice.count === 0);
      expect(dead, `${entry.tag}: choices without results`).toEqual([]);
      // The calls the loader started with the element's code (its entry's `first`) were taken by
      // its client in flight: no call was made twice, none is left waiting.
      const content = fetchMock.callHistory
        .calls()
        .map((call) => call.url)
        .filter((url) => url.includes('/aalto_api/'));
      expect(
        content.filter((url, i) => content.indexOf(url) !== i),
        `${entry.tag}: asked twice`,
      ).toEqual([]);
      // A search (`index-type body`) the loader started was taken too: sent once, none left waiting.
      const searches = entry.first?.filter((call) => call.includes(' ')) ?? [];
      for (const search of searches) {
        const [type, body] = search.split(' ');
        const url = `https://search.test/aalto_live_${type}_en/_search`;
        const sent = fetchMock.callHistory.calls().filter((call) => call.url === url && call.options.body === body);
        expect(sent, `${entry.tag}: ${type} searched once`).toHaveLength(1);
        expect(firstCalls.has(url + body), `${entry.tag}: ${type} left waiting`).toBe(false);
      }
      for (const call of entry.first?.filter((first) => !searches.includes(first)) ?? []) {
        const [path, query] = call.split('?');
        const url = `/aalto_api/${path}?${query ? `${query}&` : ''}_format=json&language=en`;
        expect(content, `${entry.tag}: ${call} asked`).toContain(new URL(url, location.href).href);
        expect(takeFirstCall(url, null, false), `${entry.tag}: ${call} left waiting`).toBeUndefined();
      }
    });
  }
});
