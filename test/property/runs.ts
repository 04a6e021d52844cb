/**
 * How many runs a property gets. Each property names its full count, which `npm run test:deep`
 * runs (PROPERTY_RUNS=10000); `npm test` runs at most PROPERTY_RUNS of them, 200 (twice
 * fast-check's default) unless the environment sets it. fast-check seeds each run afresh, so every
 * `npm test` tries other inputs: what they try adds up over the suite's runs.
 */
const raw = process.env.PROPERTY_RUNS;
export const PROPERTY_RUNS = raw === undefined || raw === '' ? 200 : Number(raw);
if (!Number.isInteger(PROPERTY_RUNS) || PROPERTY_RUNS < 1) throw new Error(`PROPERTY_RUNS must be a whole number of runs, not '${raw}'`);

/** The runs for a property whose full count is `full`. */
export const runs = (full: number) => Math.min(full, PROPERTY_RUNS);
