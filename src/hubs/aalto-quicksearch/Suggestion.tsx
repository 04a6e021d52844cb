/** One option of the suggestions: a hit (type, parent programme, title with the match marked, date, flags) or a self-study material's own link. */
import type { SearchHit } from './entities.js';
import { formatDate } from '../../core/dates.js';
import { isExternalUrl } from '../../core/links.js';
import type { Translate } from '../../core/i18n/translate.js';
import { Highlight } from './highlight.js';
import type { Strings } from './strings.js';

export const SELF_STUDY_TYPE = 'kb_selfstudy_material';

/** The label of a hit type; an unknown type with underscores as spaces, first letter capitalised. */
export function typeLabel(type: string, t: Translate<Strings>): string {
  const key = `type_${type}` as keyof Strings;
  const known = t(key);
  if (known !== key) return known;
  const words = type.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An option of the listbox. A hit is one, opening its `url`; a self-study material (or a hit
 * without a safe url) opens nothing, and each of its own links is an option after it (`link`):
 * a listbox holds options only, so its links are options too, reached with the same arrows.
 */
export interface SuggestionOption {
  hit: SearchHit;
  url: string | null;
  link?: { url: string; title: string };
}

export function suggestionOptions(hits: readonly SearchHit[]): SuggestionOption[] {
  return hits.flatMap((hit): SuggestionOption[] =>
    hit.type !== SELF_STUDY_TYPE && hit.url ? [{ hit, url: hit.url }] : [{ hit, url: null }, ...hit.externalLinks.map((link) => ({ hit, url: link.url, link }))],
  );
}

/** The arrow is decorative (hidden from the accessibility tree); the hint says it in words. */
function External({ t }: { t: Translate<Strings> }) {
  return (
    <>
      <span aria-hidden="true"> ↗</span>
      <span className="aalto-visually-hidden"> {t('externalLink')}</span>
    </>
  );
}

export function Suggestion({ option: { hit, url, link }, term, t }: { option: SuggestionOption; term: string; t: Translate<Strings> }) {
  const external = url !== null && isExternalUrl(url) && <External t={t} />;
  if (link) {
    return (
      <span className="aalto-qs__title">
        {link.title}
        {external}
      </span>
    );
  }
  return (
    <>
      <span className="aalto-qs__type">{typeLabel(hit.type, t)}</span>
      <span className="aalto-qs__title">
        {hit.parentProgramme && <span className="aalto-qs__parent">{hit.parentProgramme} / </span>}
        <Highlight text={hit.title} term={term} />
        {external}
      </span>
      {hit.type === 'news' && hit.publishedAt !== null && <span className="aalto-qs__date">{formatDate(hit.publishedAt, t.language)}</span>}
      {hit.isIntoContent && <span className="aalto-qs__flag">{t('forStudents')}</span>}
    </>
  );
}
