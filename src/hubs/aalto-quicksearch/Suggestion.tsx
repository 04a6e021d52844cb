/**
 * One row of the suggestions grid, for one hit: its entry (the title with the match marked, parent
 * programme, type, news date, 'For students'), then its links: the hit's page, or a self-study
 * material's own external links (a self-study material is no link itself).
 */
import type { MouseEvent, ReactNode } from 'react';
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

/** The hit's own page, but a self-study material's, which is no link (its external links are). */
export const pageOf = (hit: SearchHit) => (hit.type === SELF_STUDY_TYPE ? null : hit.url);

/** A link cell: no tab stop of its own (the keyboard model moves focus onto it); the arrow is shown, the hint read. */
function LinkCell({ url, children, t }: { url: string; children: ReactNode; t: Translate<Strings> }) {
  const external = isExternalUrl(url);
  return (
    <div role="gridcell">
      <a href={url} tabIndex={-1} className="aalto-qs__link" rel={external ? 'external' : undefined} data-external={external ? '' : undefined}>
        {children}
        {external && (
          <>
            <span aria-hidden="true"> ↗</span>
            <span className="aalto-visually-hidden"> {t('externalLink')}</span>
          </>
        )}
      </a>
    </div>
  );
}

export interface SuggestionProps {
  hit: SearchHit;
  term: string;
  t: Translate<Strings>;
  /** A click on the entry (the mouse's way to its page; the keyboard's is the link cell). */
  onClick: (event: MouseEvent) => void;
}

export function Suggestion({ hit, term, t, onClick }: SuggestionProps) {
  const page = pageOf(hit);
  // Spaces between the parts: they part the entry's name as it is read; the layout ignores them.
  return (
    <div role="row" className={page ? 'aalto-qs__row' : 'aalto-qs__row aalto-qs__row--links'}>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the grid's keys (grid-keys.ts) open the focused cell, as a click does. */}
      <div role="gridcell" tabIndex={-1} data-entry="" className="aalto-qs__entry" onClick={onClick} onAuxClick={onClick}>
        <span className="aalto-qs__title">
          {hit.parentProgramme && <span className="aalto-qs__parent">{hit.parentProgramme} / </span>}
          <Highlight text={hit.title} term={term} />
        </span>{' '}
        <span className="aalto-qs__type">{typeLabel(hit.type, t)}</span>{' '}
        {hit.type === 'news' && hit.publishedAt !== null && <span className="aalto-qs__date">{formatDate(hit.publishedAt, t.language)}</span>}{' '}
        {hit.isIntoContent && <span className="aalto-qs__flag">{t('forStudents')}</span>}
      </div>
      {page ? (
        <LinkCell url={page} t={t}>
          {t('open')}
          <span className="aalto-visually-hidden"> {hit.title}</span>
        </LinkCell>
      ) : (
        hit.type === SELF_STUDY_TYPE &&
        hit.externalLinks.map((link, i) => (
          <LinkCell key={i} url={link.url} t={t}>
            {link.title}
          </LinkCell>
        ))
      )}
    </div>
  );
}
