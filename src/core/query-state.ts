/**
 * The page address's query as state: read on load, written back with history.replaceState so
 * that other parameters and the hash stay as they are and no history entry is added.
 */
import { own } from './records.js';

export type QueryValues = Record<string, string>;

// A server has no address: its query is empty.
export function readQuery(search: string = typeof location === 'undefined' ? '' : location.search): URLSearchParams {
  return new URLSearchParams(search);
}

/**
 * A comma-separated parameter as a list of non-empty, trimmed values. A value's own commas and
 * backslashes arrive escaped with a backslash (see `joinList`), so "Bachelor's, Master's" comes
 * back whole.
 */
export function readList(params: URLSearchParams, key: string): string[] {
  const text = params.get(key) ?? '';
  const values: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (c === '\\' && i + 1 < text.length) current += text[(i += 1)]!;
    else if (c === ',') {
      values.push(current);
      current = '';
    } else current += c;
  }
  values.push(current);
  return values.map((value) => value.trim()).filter(Boolean);
}

/** Values as one comma-separated parameter, each value's commas and backslashes escaped. */
export function joinList(values: readonly string[]): string {
  return values.map((value) => value.replace(/[\\,]/g, (c) => `\\${c}`)).join(',');
}

/**
 * Sets the given parameters (an empty value removes one) and keeps every other parameter and the
 * hash. Returns false, and writes nothing, when the address would not change (or the browser refuses it).
 */
export function writeQuery(values: QueryValues, keys: readonly string[] = Object.keys(values)): boolean {
  const url = new URL(location.href);
  // Compare values, not encodings: '+' and '%20' are the same space.
  if (keys.every((key) => (url.searchParams.get(key) ?? '') === (own(values, key) ?? ''))) return false;
  // Delete, then append in the order of `keys`: the address reads the same whichever change came
  // first, so a shared or bookmarked address does not depend on the order of clicks.
  for (const key of keys) url.searchParams.delete(key);
  for (const key of keys) {
    const value = own(values, key) ?? '';
    if (value !== '') url.searchParams.append(key, value);
  }
  // URLSearchParams encodes spaces as '+' and commas as %2C; keep commas readable in addresses.
  url.search = url.searchParams.toString().replace(/%2C/gi, ',');
  // The whole address, of this page's own parts: a path beginning with `//` (which a server that
  // merges slashes serves) written alone would name another host, which replaceState refuses.
  try {
    history.replaceState(history.state, '', url.href);
  } catch {
    // Refused all the same (Safari past its hundred writes in thirty seconds): the address waits
    // for the next change, the page goes on.
    return false;
  }
  return true;
}
