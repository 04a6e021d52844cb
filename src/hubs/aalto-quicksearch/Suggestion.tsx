/** One suggestion: its type, parent programme, title with the match marked, date and flags. */
import type { SearchHit } from './entities.js';
import { formatDate } from '../../core/dates.js';
import { isExternalUrl } from '../../core/links.js';
import type { Translate } from '../../core/i18n/translate.js';
import { SafeLink } from '../../core/views/SafeLink.js';
import { Highlight } from './highlight.js';
import type { Strings } from './strings.js';

export const SELF_STUDY_TYPE = 'kb_selfstudy_material';

/** The label of a hit type; an unknown type with underscores as spaces, first letter capitalised. */
export function typeLabel(type: string, t: Translate<Strings>): string {
  const key = `type_${type}` as keyof Strings & string;
  const known = t(key);
  if (known !== key) return known;
  const words = type.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function Details({ hit, term, t }: { hit: SearchHit; term: string; t: Translate<Strings> }) {
  return (
    <>
      <span className="aalto-qs__type">{typeLabel(hit.type, t)}</span>
      <span className="aalto-qs__title">
        {hit.parentProgramme && <span className="aalto-qs__parent">{hit.parentProgramme} / </span>}
        <Highlight text={hit.title} term={term} />
      </span>
      {hit.type === 'news' && hit.publishedAt !== null && <span className="aalto-qs__date">{formatDate(hit.publishedAt, t.language)}</span>}
      {hit.isIntoContent && <span className="aalto-qs__flag">{t('forStudents')}</span>}
    </>
  );
}

export interface SuggestionProps {
  hit: SearchHit;
  term: string;
  t: Translate<Strings>;
}

/**
 * A link, except self-study materials: their entry is the title (focusable, not a link) with their
 * own external links. Entries carry `data-entry` so the keyboard model can find them.
 */
export function Suggestion({ hit, term, t }: SuggestionProps) {
  if (hit.type === SELF_STUDY_TYPE || !hit.url) {
    return (
      <div className="aalto-qs__entry" tabIndex={-1} data-entry="" data-title={hit.title}>
        <Details hit={hit} term={term} t={t} />
        {hit.externalLinks.length > 0 && (
          <ul className="aalto-qs__links">
            {hit.externalLinks.map((link, i) => (
              <li key={i}>
                <SafeLink href={link.url} externalHint={t('externalLink')} newTabHint={t('newTab')}>
                  {link.title}
                </SafeLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  }
  return (
    <a
      className="aalto-qs__entry"
      href={hit.url}
      tabIndex={-1}
      data-entry=""
      data-title={hit.title}
      rel={isExternalUrl(hit.url) ? 'external' : undefined}
      data-external={isExternalUrl(hit.url) ? '' : undefined}
    >
      <Details hit={hit} term={term} t={t} />
      {isExternalUrl(hit.url) && <span className="aalto-visually-hidden"> {t('externalLink')}</span>}
    </a>
  );
}
