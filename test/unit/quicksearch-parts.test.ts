/** The quick search's parts that are not the element: the search page's address, marks, type labels, the legacy markup's upgrade. */
import { describe, expect, it } from 'vitest';
import '../../elements/loader';
import { ATTRIBUTES, LEGACY } from '../../src/hubs/aalto-quicksearch/element';
import { highlightParts } from '../../src/hubs/aalto-quicksearch/highlight';
import { upgradeLegacyQuicksearch } from '../../src/hubs/aalto-quicksearch/legacy-markup';
import { searchPageUrl } from '../../src/hubs/aalto-quicksearch/QuickSearch';
import { quickSearchStrings } from '../../src/hubs/aalto-quicksearch/strings';
import { useQuickSearchPage } from './quicksearch-driver';

useQuickSearchPage();

describe('quick search parts', () => {
  it('builds the search page address (docs/api.md, Addresses)', () => {
    expect(searchPageUrl('', 'en', ' machine learning ')).toBe('/en/search?search=machine%20learning&quicksearch=true');
    expect(searchPageUrl('https://x.fi/', 'fi', 'a/b?c')).toBe('https://x.fi/fi/search?search=a%2Fb%3Fc&quicksearch=true');
  });

  it('marks each word of the term, case-insensitively, as text', () => {
    expect(highlightParts('Machine Learning Bootcamp', 'machine learn')).toEqual([
      { text: 'Machine', match: true },
      { text: ' ', match: false },
      { text: 'Learn', match: true },
      { text: 'ing Bootcamp', match: false },
    ]);
    expect(highlightParts('a (b) [c]', '(b)')).toEqual([
      { text: 'a ', match: false },
      { text: '(b)', match: true },
      { text: ' [c]', match: false },
    ]);
    expect(highlightParts('Title', '')).toEqual([{ text: 'Title', match: false }]);
  });

  it('has a Finnish and a Swedish label for every type of the specification', () => {
    const types = [
      'lifewide_learning_course',
      'open_university_course',
      'news',
      'event',
      'standard_page',
      'hub',
      'location',
      'service',
      'research_funding_call',
      'research_group',
      'study_option',
      'research',
      'person_profile',
      'kb_selfstudy_material',
      'kb_teaching_material',
      'course_location',
      'external_liftup',
      'blog_post',
    ];
    for (const lang of ['fi', 'sv'] as const) {
      for (const t of types) expect(quickSearchStrings[lang][`type_${t}`], `${lang} ${t}`).toBeTruthy();
    }
    expect(
      Object.keys(quickSearchStrings.fi)
        .filter((k) => !k.startsWith('type_'))
        .sort(),
    ).toEqual(
      Object.keys(quickSearchStrings.en)
        .filter((k) => !k.startsWith('type_'))
        .sort(),
    );
  });
});

describe('the legacy markup', () => {
  /** The legacy markup as the element's entry gives it to the upgrade. */
  const legacyMarkup = { selector: LEGACY, attributes: ATTRIBUTES };

  it('upgrades legacy markup once, taking its data-* settings', () => {
    document.body.innerHTML = '<div id="aalto-quicksearch" data-language="fi" data-user-id="3" data-search-host="/search" class="site"></div>';
    upgradeLegacyQuicksearch(legacyMarkup);
    upgradeLegacyQuicksearch(legacyMarkup);
    const elements = document.querySelectorAll('#aalto-quicksearch > aalto-quicksearch');
    expect(elements).toHaveLength(1);
    expect(elements[0]!.getAttribute('language')).toBe('fi');
    expect(elements[0]!.getAttribute('user-id')).toBe('3');
    expect(elements[0]!.getAttribute('search-host')).toBe('/search');
    expect(elements[0]!.hasAttribute('class')).toBe(false);
  });

  it('takes from legacy markup only the attributes the element declares, never a handler', () => {
    document.body.innerHTML =
      '<div id="aalto-quicksearch" data-language="sv" data-index-prefix="site" data-autofocus data-tabindex="0" data-onfocus="window.__xss=1" data-onclick="window.__xss=1" data-style="animation: x 1s" data-onanimationstart="window.__xss=1" data-hidden data-is="x"></div>';
    upgradeLegacyQuicksearch(legacyMarkup);
    const element = document.querySelector('#aalto-quicksearch > aalto-quicksearch')!;
    expect(element.getAttributeNames().sort()).toEqual(['index-prefix', 'language']);
  });

  it('takes no destination on another origin from legacy markup, which content can forge', () => {
    const other = 'https://other.example';
    document.body.innerHTML = `<div id="aalto-quicksearch" data-language="fi" data-search-host="${other}" data-base-url="${other}" data-theme-url="//other.example/t"></div>`;
    upgradeLegacyQuicksearch(legacyMarkup);
    const element = document.querySelector('#aalto-quicksearch > aalto-quicksearch')!;
    expect(element.getAttributeNames()).toEqual(['language']);
    document.body.innerHTML = `<div id="aalto-quicksearch" data-search-host="/search" data-base-url="${location.origin}/fi" data-theme-url="/themes/aalto"></div>`;
    upgradeLegacyQuicksearch(legacyMarkup);
    const kept = document.querySelector('#aalto-quicksearch > aalto-quicksearch')!;
    expect(Object.fromEntries(kept.getAttributeNames().map((n) => [n, kept.getAttribute(n)]))).toEqual({
      'search-host': '/search',
      'base-url': `${location.origin}/fi`,
      'theme-url': '/themes/aalto',
    });
  });

  it('upgrades the site’s legacy markup though content with the same id comes first', () => {
    document.body.innerHTML = '<main><p id="aalto-quicksearch">content</p></main><header><div id="aalto-quicksearch" data-language="sv"></div></header>';
    upgradeLegacyQuicksearch(legacyMarkup);
    expect(document.querySelector('header aalto-quicksearch')?.getAttribute('language')).toBe('sv');
    expect(document.querySelectorAll('aalto-quicksearch')).toHaveLength(1);
  });
});
