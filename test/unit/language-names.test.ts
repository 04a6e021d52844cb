/** Language names by the page's language (src/core/language-names.ts), whatever the engine's Intl gives. */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Loads the module afresh (it keeps one Intl.DisplayNames per language). */
const load = async () => {
  vi.resetModules();
  return (await import('../../src/core/language-names')).languageName;
};

describe('languageName', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names a code in the page language, and leaves any other text as sent', async () => {
    const languageName = await load();
    expect(languageName('sv', 'en')).toBe('Swedish');
    expect(languageName('en', 'fi')).toBe('englanti');
    expect(languageName('German', 'fi')).toBe('German');
    expect(languageName('xx', 'en')).toBe('xx');
  });

  it('writes Finnish and Swedish names in lower case where the engine capitalises them (WebKit)', async () => {
    const Real = Intl.DisplayNames;
    // WebKit's names as it gives them, capitalised for standing alone.
    class Capitalising extends Real {
      override of(code: string) {
        const name = super.of(code);
        return name && name.charAt(0).toUpperCase() + name.slice(1);
      }
    }
    vi.stubGlobal('Intl', { ...Intl, DisplayNames: Capitalising });
    const languageName = await load();
    expect(['fi', 'sv', 'en'].map((code) => languageName(code, 'sv'))).toEqual(['finska', 'svenska', 'engelska']);
    expect(['fi', 'sv', 'en'].map((code) => languageName(code, 'fi'))).toEqual(['suomi', 'ruotsi', 'englanti']);
    expect(languageName('fi', 'en')).toBe('Finnish');
  });
});
