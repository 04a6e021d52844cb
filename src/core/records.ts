/**
 * Records keyed by strings that come from data, the address or a declaration read through a
 * variable. A plain object answers `record['constructor']` with Object's constructor and
 * `record['__proto__']` with its prototype, so such keys are read here, as own properties only.
 * (The `own-keys` rule, scripts/own-keys.mjs, holds the code to it; records built by the code
 * itself from data are Maps.)
 */

/** The record's own value at a key, or undefined: never one of Object.prototype's members. */
export function own<T>(record: Readonly<Record<string, T>> | null | undefined, key: string): T | undefined {
  // own-keys: the one read the rule leaves to this function, after the own-property check.
  return record != null && Object.hasOwn(record, key) ? record[key] : undefined;
}
