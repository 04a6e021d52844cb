/**
 * <personnel-hub-recent>: recent news and events grouped by unit (all, personnel, arts, biz,
 * chem, elec, eng, sci), one tab per unit (WAI-ARIA tabs). The chosen tab is kept in the address
 * (`unit`), so a shared link opens the same unit.
 */
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useLoaded } from '../../core/api/use-loaded.js';
import * as endpoints from '../../core/api/events-news-endpoints.js';
import { fetchEndpoint } from '../../core/api/endpoint.js';
import { formatDate, formatPeriod, isoDay } from '../../core/dates.js';
import { integerAttribute, stringAttribute } from '../../core/element/attributes.js';
import type { ElementProps } from '../../core/element/r2wc-element.js';
import { PERSONNEL_UNITS, type PersonnelUnit } from '../../core/entities/events-news.js';
import { coreStrings, type CoreStrings } from '../../core/i18n/core-strings.js';
import { createTranslator, type Translate } from '../../core/i18n/translate.js';
import { readQuery, writeQuery } from '../../core/query-state.js';
import { SafeLink } from '../../core/views/SafeLink.js';
import { CardHeading } from '../../core/views/CardHeading.js';
import { StatusMessage } from '../../core/views/StatusMessage.js';
import { Tabs } from '../../core/views/Tabs.js';
import { itemsByUnit, type UnitItems } from './recent.js';
import { personnelStrings, type PersonnelStrings } from './strings.js';

export const attributes = { linkTarget: stringAttribute('_self'), headingLevel: integerAttribute(3) };
type Props = ElementProps<typeof attributes>;
type Strings = PersonnelStrings & CoreStrings;

const UNIT_PARAM = 'unit';
/** What a failed load shows: every unit empty. */
const EMPTY = Object.fromEntries(PERSONNEL_UNITS.map((id) => [id, { news: [], events: [] }])) as unknown as Record<PersonnelUnit, UnitItems>;
const unitFromAddress = (): PersonnelUnit => {
  const value = readQuery().get(UNIT_PARAM);
  return (PERSONNEL_UNITS as readonly string[]).includes(value ?? '') ? (value as PersonnelUnit) : 'all';
};

function Section<Item>({ heading, empty, items, level, render }: { heading: string; empty: string; items: readonly Item[]; level: number; render: (item: Item) => ReactNode }) {
  return (
    <section className="aalto-recent__section">
      <CardHeading level={level}>{heading}</CardHeading>
      {items.length === 0 ? (
        <StatusMessage text={empty} />
      ) : (
        <ul className="aalto-recent__list">
          {items.map((item, i) => (
            <li key={i} className="aalto-recent__item">
              {render(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function UnitPanel({ items, t, level, target }: { items: UnitItems; t: Translate<Strings>; level: number; target: string }) {
  const link = (href: string | null, text: string) => (
    <SafeLink href={href} target={target} externalHint={t('externalLink')} newTabHint={t('newTab')}>
      {text}
    </SafeLink>
  );
  return (
    <div className="aalto-recent">
      <Section heading={t('news')} empty={t('noNews')} items={items.news} level={level} render={(n) => (
        <>
          {n.published !== null && <time dateTime={isoDay(n.published)}>{formatDate(n.published)}</time>}
          {link(n.url, n.name)}
        </>
      )} />
      <Section heading={t('events')} empty={t('noEvents')} items={items.events} level={level} render={(e) => (
        <>
          <span>{formatPeriod(e.eventDates) ?? t('toBeAnnounced')}</span>
          {link(e.url, e.title)}
          {e.location && <span className="aalto-recent__location">{e.location}</span>}
        </>
      )} />
    </div>
  );
}

export default function PersonnelHubRecent({ settings, linkTarget, headingLevel }: Props) {
  const { language } = settings;
  const t = useMemo(() => createTranslator<Strings>(language, coreStrings, personnelStrings), [language]);
  const [unit, setUnit] = useState<PersonnelUnit>(unitFromAddress);
  const load = useCallback(async (signal: AbortSignal) => itemsByUnit(await fetchEndpoint(settings, endpoints.personnelRecent, {}, { signal }), settings), [settings]);
  const groups = useLoaded(load, EMPTY);

  const choose = (id: string) => {
    setUnit(id as PersonnelUnit);
    writeQuery({ [UNIT_PARAM]: id === 'all' ? '' : id });
  };

  return (
    <div className="aalto-personnel-recent" lang={language}>
      <Tabs label={t('tabs')} tabs={PERSONNEL_UNITS.map((id) => ({ id, label: t(`unit_${id}`) }))} selected={unit} onSelect={choose}>
        {groups ? (
          <UnitPanel items={groups[unit]} t={t} level={headingLevel} target={linkTarget.trim() || '_self'} />
        ) : (
          <StatusMessage text={t('loading')} busy />
        )}
      </Tabs>
    </div>
  );
}
