// @vitest-environment node
/**
 * The demo site as a visitor meets it: the fixtures read as real content (no
 * lorem ipsum, no identical titles in a list, the same people on every language's pages, texts in
 * the page's language), every link an item carries is a page the demo server serves or a real
 * site's (no example.org), every page the search corpus links to is served, and the search results
 * page asks the search service exactly the quick search's query.
 */
import { describe, expect, it } from 'vitest';
import { endpoints, fixtureData } from '../../demo/fixtures/registry.mjs';
import { documents } from '../../demo/search/documents.mjs';
import { findItem } from '../../demo/site/detail.mjs';
import { quickSearchBody } from '../../demo/site/search-page.mjs';
import { QUICK_SEARCH_SIZE, quickSearchQuery } from '../../src/hubs/aalto-quicksearch/search-query';

const LANGUAGES = ['en', 'fi', 'sv'] as const;
/** Every answer of the fixture API in a language (both site indexes; the image endpoint answers what it is asked). */
function answers(language: string): Array<[string, unknown]> {
  return [...endpoints.keys()]
    .filter((path) => path !== 'image')
    .flatMap((path) => {
      const data = fixtureData(path, { language, community: true });
      const guide =
        path === 'index_list'
          ? [
              [`${path}?type=student_guide`, fixtureData(path, { language, community: true, params: new URLSearchParams('type=student_guide') })] as [
                string,
                unknown,
              ],
            ]
          : [];
      return [[path, data] as [string, unknown], ...guide];
    });
}
/** Every `url` (and the quiz's `learnFinnishUrl`) in a value. */
function links(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => links(v, out));
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if ((key === 'url' || key === 'learnFinnishUrl') && typeof v === 'string') out.push(v);
      else if (key === 'kb_external_links' && Array.isArray(v)) out.push(...v.filter((l): l is string => typeof l === 'string'));
      else links(v, out);
    }
  }
  return out;
}

describe('the demo site', () => {
  it("gives every item's site path a page, and links elsewhere only to real sites over https", { timeout: 60_000 }, () => {
    for (const language of LANGUAGES) {
      for (const [path, data] of answers(language)) {
        const urls = links(data);
        const dead = urls.filter((url) => url.startsWith('/') && findItem(language, url) === null);
        expect(dead.slice(0, 5), `${path} ${language}: site paths with no page`).toEqual([]);
        const elsewhere = urls.filter((url) => !url.startsWith('/'));
        expect(
          elsewhere.filter((url) => !/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(\/|$)/.test(url) || /example\.|localhost/.test(url)),
          `${path} ${language}`,
        ).toEqual([]);
      }
    }
  });

  it('serves a page for every page the search service links to', { timeout: 60_000 }, () => {
    for (const language of LANGUAGES) {
      const urls = documents(language).flatMap((doc) => (doc.url ?? []).filter((url): url is string => typeof url === 'string'));
      expect(urls.length).toBeGreaterThan(1000);
      expect(urls.filter((url) => url.startsWith('/') && findItem(language, url) === null).slice(0, 5), language).toEqual([]);
    }
  });

  it('reads as real content: no lorem ipsum, no identical titles in a list, a text in the language of the page', () => {
    const lists: Record<string, (data: Record<string, unknown>) => unknown[]> = {
      'summer_school/courses': (d) => d.courses as unknown[],
      'events/list': (d) => d.events as unknown[],
      'news/list': (d) => d.news as unknown[],
      'student_guide/events': (d) => d.events as unknown[],
      'student_guide/news': (d) => d.news as unknown[],
      'into/grants-awards': (d) => d.grantsAwards as unknown[],
      'innovation_teams/list': (d) => d.innovation_teams as unknown[],
      'online-courses': (d) => d.courses as unknown[],
      'kivita/courses': (d) => d.courses as unknown[],
      'combined/courses': (d) => d.courses as unknown[],
      'open_university/courses': (d) => d.courses as unknown[],
      'into/minors': (d) => d.minors as unknown[],
      'studies/list': (d) => d.list as unknown[],
      'datahub/data_sources': (d) => d.dataSources as unknown[],
      'datahub/research_programs': (d) => d.researchPrograms as unknown[],
      index_list: (d) => d.index as unknown[],
      'services/services': (d) => d.services as unknown[],
      language_tips: (d) => d.language_tips as unknown[],
      'self_study_materials/list': (d) => d.materials as unknown[],
      'teaching_materials/list': (d) => d.materials as unknown[],
    };
    for (const language of LANGUAGES) {
      for (const [path, list] of Object.entries(lists)) {
        const items = list(fixtureData(path, { language, community: true })!) as Array<Record<string, unknown>>;
        const titles = items.map((item) => String(item.title ?? item.name).trim());
        const repeated = titles.filter((title, i) => titles.indexOf(title) !== i);
        expect(repeated, `${path} ${language}: titles more than once`).toEqual([]);
        // Numbers that only tell items apart ('Advanced design 779') are no names (a year is).
        expect(
          titles.filter((title) => /\s(?!(?:19|20)\d\d$)\d{2,}$|\(\d+\)$/.test(title)),
          `${path} ${language}`,
        ).toEqual([]);
      }
      const all = JSON.stringify(answers(language));
      expect(all).not.toMatch(/\blorem\b|\bipsum\b|\bdolor\b|consectetur/i);
    }
    // The pages of a language carry its words: a Finnish page's events are not the English ones.
    const summaries = (language: string) => (fixtureData('events/list', { language })!.events as Array<{ summary: string }>).slice(0, 20).map((e) => e.summary);
    expect(summaries('fi').filter((s, i) => s === summaries('en')[i])).toEqual([]);
    expect(summaries('sv').filter((s, i) => s === summaries('en')[i])).toEqual([]);
  });

  it('has the same items, with the same ids and the same people, on every language’s pages', () => {
    const people = (language: string) =>
      (fixtureData('people_hub/profiles', { language })!.profiles as Array<{ id: unknown; firstName: string; lastName: string }>).map(
        (p) => `${String(p.id)} ${p.firstName} ${p.lastName}`,
      );
    expect(people('fi')).toEqual(people('en'));
    expect(people('sv')).toEqual(people('en'));
    const ids = (language: string) => (fixtureData('events/list', { language })!.events as Array<{ nodeId: unknown }>).map((e) => e.nodeId);
    expect(ids('fi')).toEqual(ids('en'));
    // Node ids are numbers, or numeric text as Drupal sends some.
    expect(ids('en').every((id) => typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)))).toBe(true);
  });

  it('asks the search service exactly the quick search’s query on its results page', () => {
    for (const term of ['robotics', 'machine learning', '  koneoppiminen & data ']) {
      expect(quickSearchBody(term, QUICK_SEARCH_SIZE)).toEqual(quickSearchQuery(term));
    }
  });
});
