/**
 * The personnel hub's data, headless: per unit, the news and events this visitor may see. The
 * `all` group is the server's when it sends one, else every unit's items together (each once),
 * newest news and soonest events first.
 */
import { declareSource } from '../../../core/api/source.js';
import { visibleTo } from '../../../core/audience.js';
import { newsAudience, type Event, type News } from '../events-news/entities.js';
import { personnelRecent, PERSONNEL_UNITS, type PersonnelRecent, type PersonnelUnit } from './endpoints.js';
import type { PageSettings } from '../../../core/settings.js';

export interface UnitItems {
  news: readonly News[];
  events: readonly Event[];
}

function merged<T>(groups: Record<string, readonly T[]>, key: (item: T) => string, order: (a: T, b: T) => number): T[] {
  const seen = new Map<string, T>();
  for (const unit of PERSONNEL_UNITS) for (const item of groups[unit] ?? []) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()].sort(order);
}

export function itemsByUnit(recent: PersonnelRecent, settings: Pick<PageSettings, 'userId'>): Record<PersonnelUnit, UnitItems> {
  const news = (list: readonly News[]) => visibleTo(settings, list, newsAudience);
  const events = (list: readonly Event[]) => visibleTo(settings, list, (e) => e.audience);
  const out = {} as Record<PersonnelUnit, UnitItems>;
  for (const unit of PERSONNEL_UNITS) {
    const unitNews =
      unit === 'all' && !recent.news.all
        ? merged(
            recent.news,
            (n) => n.id || n.url || n.name,
            (a, b) => (b.published ?? 0) - (a.published ?? 0),
          )
        : (recent.news[unit] ?? []);
    const unitEvents =
      unit === 'all' && !recent.events.all
        ? merged(
            recent.events,
            (e) => e.nodeId || e.url || e.title,
            (a, b) => (a.eventDates?.start ?? Infinity) - (b.eventDates?.start ?? Infinity),
          )
        : (recent.events[unit] ?? []);
    out[unit] = { news: news(unitNews), events: events(unitEvents) };
  }
  return out;
}

/** The personnel hub's source: the recent items, by unit, that this visitor may see. */
export const recentSource = declareSource({ recent: personnelRecent }, ({ recent }, settings) => itemsByUnit(recent, settings));
