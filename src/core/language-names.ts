/** Languages by name (a code in data named in the page's language); apart from languages.ts, which the loader holds. */
import type { Language } from './languages.js';
import { kept } from './kept.js';

const displayNames = new Map<Language, Intl.DisplayNames | null>();

/**
 * A language as the page's language names it, when the value is an ISO 639 code ('fi' is 'suomi'
 * on a Finnish page, 'Finnish' on an English one); any other text ('German', 'Svenska') as sent.
 */
export function languageName(value: string, language: Language): string {
  const code = value.trim();
  if (!/^[a-z]{2,3}(-[a-z]{2,4})?$/i.test(code)) return value;
  const names = kept(displayNames, language, () => {
    try {
      return new Intl.DisplayNames([language], { type: 'language' });
    } catch {
      return null;
    }
  });
  try {
    const name = names?.of(code);
    return name && name.toLowerCase() !== code.toLowerCase() ? asWritten(name, language) : value;
  } catch {
    return value;
  }
}

/**
 * Finnish and Swedish write language names in lower case ('ruotsi', 'svenska'); some engines'
 * names (WebKit's) are capitalised for standing alone, which a name in a list or a sentence is not.
 */
function asWritten(name: string, language: Language): string {
  return language === 'fi' || language === 'sv' ? name.charAt(0).toLocaleLowerCase(language) + name.slice(1) : name;
}
