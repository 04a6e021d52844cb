import type { ReactNode } from 'react';
import { headingTag } from './heading.js';

/** A card's title at the heading level the page needs (2 to 6; the CMS knows the outline). */
export function CardHeading({ level, children }: { level: number; children: ReactNode }) {
  const Tag = headingTag(level);
  return <Tag className="aalto-card__title">{children}</Tag>;
}

/** Small labels over a card's title (statuses, 'Featured'); nothing when there are none. */
export function Badges({ labels }: { labels: ReadonlyArray<string | null | false> }) {
  const shown = labels.filter((l): l is string => Boolean(l));
  if (shown.length === 0) return null;
  return (
    <ul className="aalto-badges">
      {shown.map((label) => (
        <li key={label} className="aalto-badge">
          {label}
        </li>
      ))}
    </ul>
  );
}

/** Label–value facts of a card; rows without a value are left out. */
export function Facts({ rows }: { rows: ReadonlyArray<readonly [label: string, value: ReactNode]> }) {
  const shown = rows.filter(([, value]) => value !== null && value !== '' && value !== undefined);
  if (shown.length === 0) return null;
  return (
    <dl className="aalto-facts">
      {shown.map(([label, value]) => (
        <div key={label} className="aalto-facts__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
