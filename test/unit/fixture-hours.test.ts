/// <reference types="vite/client" />
/**
 * The demo's fixtures are dated from today (UTC midnight, `TODAY`), so a demo page reads the same
 * at any hour of the day: every hub's statuses (clock rules, each both a filter's choice and a
 * badge) hold for the same fixture items, and its sort orders put them in the same order, at every
 * hour of today. A deadline, a registration's start or end or a status window's edge that fell
 * today would change a filter's count or an order with the hour a page is loaded, and with them
 * the screen reader transcripts (test/browser/a11y/).
 */
import { describe, expect, it } from 'vitest';
import type { HubBase } from '../../src/listing/hub';
import type { SortValue } from '../../src/listing/types';
import { pageSettings } from '../page-settings';
import { fixtureData } from '../../demo/fixtures/registry.mjs';
import { DAY, HOUR, TODAY } from '../../demo/fixtures/site/words.mjs';

const modules = import.meta.glob<Record<string, unknown>>('../../src/hubs/*/hub.ts', { eager: true });
const hubs = Object.entries(modules).flatMap(([path, exports]) =>
  Object.entries(exports)
    .filter(([, v]) => typeof v === 'object' && v !== null && 'source' in v && 'sort' in v)
    .map(([name, v]) => ({ name: `${path.split('/').at(-2)}: ${name}`, hub: v as HubBase<unknown> })),
);
/** The journeys' count, and each fixture's own. */
const COUNTS = [24, undefined];
/** Every hour of today, and its last minute. */
const HOURS = [...Array.from({ length: 24 }, (_, hour) => TODAY + hour * HOUR), TODAY + DAY - 60_000];

const SETTINGS = pageSettings();

/** The items' positions in the order of their sort values (no value last, ties as they came). */
function orderOf(values: readonly SortValue[]): number[] {
  const rank = (v: SortValue) => (v === null ? 1 : 0);
  return values
    .map((value, i) => ({ value, i }))
    .sort((a, b) => rank(a.value) - rank(b.value) || (a.value! < b.value! ? -1 : a.value! > b.value! ? 1 : 0) || a.i - b.i)
    .map(({ i }) => i);
}

/** The hub's items from the fixtures (the calls no fixture serves, such as the search service's, answer nothing). */
function itemsOf(hub: HubBase<unknown>, count: number | undefined): unknown[] {
  const responses = Object.fromEntries(
    Object.entries(hub.source.endpoints).map(([key, call]) => {
      const data = 'path' in call ? fixtureData(call.path, { count, params: new URLSearchParams((call.params ?? {}) as Record<string, string>) }) : null;
      return [key, 'path' in call ? call.parse(data ?? {}) : call.parse([])];
    }),
  );
  return [...hub.source.select(responses, new Map()).items];
}

describe("the demo's statuses at any hour of the day", () => {
  it('finds the hubs', () => expect(hubs.filter(({ hub }) => hub.statuses?.length).length).toBeGreaterThan(3));

  for (const { name, hub } of hubs) {
    it(`${name}: each status holds for the same fixture items all day, each order orders them alike`, () => {
      for (const count of COUNTS) {
        const items = itemsOf(hub, count);
        expect(items.length, `${name}: no items`).toBeGreaterThan(0);
        for (const status of hub.statuses ?? []) {
          for (const rule of status.rules) {
            const at = (now: number) => items.flatMap((item, i) => (rule.holds(item, now) ? [i] : []));
            const first = at(HOURS[0]!);
            const changes = HOURS.filter((now) => at(now).join() !== first.join()).map((now) => new Date(now).toISOString().slice(11, 16));
            expect(changes, `${name} (${count ?? 'default'} items): '${rule.value}' changes at ${changes.join(', ')} UTC`).toEqual([]);
          }
        }
        for (const [key, sortKey] of Object.entries(hub.sort.keys)) {
          const at = (now: number) => orderOf(items.map((item) => sortKey.value(item, { now, settings: SETTINGS, loggedIn: false }))).join();
          const first = at(HOURS[0]!);
          const changes = HOURS.filter((now) => at(now) !== first).map((now) => new Date(now).toISOString().slice(11, 16));
          expect(changes, `${name} (${count ?? 'default'} items): the order by '${key}' changes at ${changes.join(', ')} UTC`).toEqual([]);
        }
      }
    });
  }
});
