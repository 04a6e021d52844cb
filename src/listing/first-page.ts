/**
 * A long list's first cards before its items are read whole. When a main call answers with
 * thousands of items at once (the events list has no paging), reading each whole (texts, images,
 * links, values) before the first card costs about as long again as parsing the body. A hub that
 * declares `firstPage: firstPageBy(keys)` names the fields its audience, pinned items and default
 * order read: the first cards are found by those alone, read whole and shown while the listing is
 * busy, and the whole list replaces them (`FirstPageLook`, `loadHub`). Only while the address
 * names nothing of the listing's (no parameter with its prefix): the first page of a query needs
 * every item. Its body, some megabytes, is parsed in slices (`jsonInSlices`).
 */
import { isListField, isObject, listValues, type Field, type ListField, type ObjectField } from '../core/entities/fields.js';
import { visibleTo } from '../core/audience.js';
import { readQuery } from '../core/query-state.js';
import { own } from '../core/records.js';
import { afterPaint, nextTask } from '../core/tasks.js';
import { FIRST_PAINT_LIST_CARDS } from './first-paint.js';
import type { FirstLook } from '../core/api/endpoint.js';
import type { FirstPage, FirstPageLook } from './hub-spec.js';
import { indexItems } from './index-items.js';
import { comparePositions } from './query-results.js';

/** Entries below which a list is read whole first: finding its first cards apart would save little. */
export const LONG_LIST = 500;

/** The text parsed at once for a slice of a long body: well within a task of 50 ms on a phone's slower CPU. */
const SLICE = 500_000;

/**
 * `JSON.parse` of a body, a long list's in slices, each in a task of its own: the parse of a whole
 * body of thousands of items would be the longest task of the load. For the shape the content API
 * writes, without spaces (`{"data":{"<list>":[{"<key>":…`): the text is cut where an item that
 * opens with the same key would start, and a cut is kept only when what comes before it parses as
 * a list of whole items, which it does only between two items of that list (cut within a string
 * or a nested object, the part ends inside it). The rest, after the list's opening and a random
 * mark, is parsed at once; the mark in first place says that its list is the one kept (a body
 * could name a list or `data` twice, and `JSON.parse` keeps the last). The same value as
 * `JSON.parse` of the whole, and the same failure for a text that is not JSON. `slice`: the
 * length of text parsed at once (tests).
 */
export async function jsonInSlices(text: string, slice = SLICE): Promise<unknown> {
  const [open = '', list = '', key] = /^\{"data":\{"(?!__proto__")(\w+)":\[(?=\{"(\w+)":)/.exec(text) ?? [];
  const items: unknown[] = [];
  let from = open.length;
  for (let cut; key && (cut = text.indexOf(`},{"${key}":`, from + slice)) > 0; from = cut + 2) {
    try {
      items.push(...(JSON.parse(`[${text.slice(from, cut + 1)}]`) as unknown[]));
    } catch {
      break;
    }
    await nextTask();
  }
  const mark = Math.random();
  const body = items.length ? (JSON.parse(`${open}${mark},${text.slice(from)}`) as { data?: Record<string, unknown[]> }) : null;
  const rest = own(body?.data, list);
  if (rest?.[0] !== mark) return JSON.parse(text);
  body!.data![list] = items.concat(rest.slice(1)); // own-keys: the list's own name, never `__proto__` (the pattern leaves it out).
  return body;
}

/** The first cards of a hub's list found by `keys` (the fields its audience, pinned items and default order read). */
export function firstPageBy<Item>(keys: ReadonlyArray<keyof Item & string>): FirstPage<Item> {
  return ({ def, config, settings, prefix }): FirstPageLook | null => {
    const sortKey = own(config.sortKeys, config.defaultSort.key);
    if (!sortKey || [...readQuery().keys()].some((name) => name.startsWith(prefix))) return null;
    return (call, show) => {
      const look: FirstLook = (data) => {
        // The answer's first list of objects whose fields can be read alone.
        const [key, list] = Object.entries(call.entries ?? {}).find(([, field]) => isListField(field) && 'entries' in field.item) ?? [];
        const entries = key ? listValues(own(data, key)) : [];
        if (entries.length < LONG_LIST) return;
        const itemFields = (list as ListField<unknown> & { item: ObjectField<unknown> }).item.entries as Record<string, Field<unknown>>;
        const items: Item[] = [];
        const positions: number[] = [];
        for (let position = 0; position < entries.length; position += 1) {
          const entry = entries[position];
          if (!isObject(entry)) continue;
          const item: Record<string, unknown> = {};
          for (const name of keys) item[name] = itemFields[name]?.compute(entry[name]);
          positions.push(position);
          items.push(item as Item);
        }
        const audience = def.audience;
        const shown = audience ? visibleTo(settings, Array.from(items.keys()), (i) => audience(items[i]!)) : Array.from(items.keys());
        const compare = comparePositions(
          indexItems(
            shown.map((i) => items[i]!),
            config,
          ),
          sortKey,
          config.defaultSort.direction,
          settings.language,
        );
        // The first cards in order, each item against the last kept: mostly one comparison an item
        // rather than a sort of them all.
        const first: number[] = [];
        const count = FIRST_PAINT_LIST_CARDS;
        for (let i = 0; i < shown.length; i += 1) {
          if (first.length === count && compare(i, first[count - 1]!) >= 0) continue;
          let at = Math.min(first.length, count - 1);
          for (; at > 0 && compare(i, first[at - 1]!) < 0; at -= 1) first[at] = first[at - 1]!;
          first[at] = i;
        }
        if (first.length) return show(call.parse({ ...data, [key!]: first.map((i) => entries[positions[shown[i]!]!]) })).then(afterPaint);
      };
      look.read = jsonInSlices;
      return look;
    };
  };
}
