/** Values worked out once per key and kept in a map the caller owns (and bounds, if it must). */

/** The map's value at `key`; made by `make` and kept on the first ask (a value is never undefined). */
export function kept<K, V>(map: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, make: (key: K) => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make(key)));
  return value;
}
