/**
 * Texts one language at a time (src/core/i18n/packs.ts): in the build, a catalogue is a reference
 * whose texts arrive with the element's language file, after the modules that hold it have run.
 * What reads a catalogue must read it then, not when a module runs. (The build's files and their
 * loading are checked in Chromium: test/browser/loader.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { catalogue, texts } from '../../src/core/i18n/packs';
import { createTranslator } from '../../src/core/i18n/translate';
import { mergeStrings } from '../../src/listing/hub';

describe('catalogues in language files', () => {
  it('a catalogue reads the texts loaded for its number, in the language asked for', () => {
    const own = catalogue(9_001);
    expect(own.fi).toBeUndefined();
    texts.fi[9_001] = { list: 'Tapahtumat', count: { one: '{count} tapahtuma', other: '{count} tapahtumaa' } };
    expect(own.fi).toEqual(texts.fi[9_001]);
    expect(own.sv).toBeUndefined();
    const t = createTranslator<{ list: string; count: { one: string; other: string } }>('fi', own);
    expect(t('list')).toBe('Tapahtumat');
    expect(t('count', { count: 2 })).toBe('2 tapahtumaa');
  });

  it('merged catalogues (an extended hub) read both when a language is read, not when merged', () => {
    const base = catalogue(9_002);
    const extension = catalogue(9_003);
    // Merged at a definition's module run, before any language file is in.
    const merged = mergeStrings<{ list: string; group: string }, { group: string }>(base as never, extension as never);
    texts.sv[9_002] = { list: 'Evenemang', group: 'Grupp' };
    texts.sv[9_003] = { group: 'Ämne' };
    expect(merged.sv).toEqual({ list: 'Evenemang', group: 'Ämne' });
    expect(createTranslator<{ list: string; group: string }>('sv', merged)('group')).toBe('Ämne');
    expect(Object.keys(merged).sort()).toEqual(['en', 'fi', 'sv']);
  });
});
