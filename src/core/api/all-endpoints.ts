/** Every endpoint by name, for tests and tools; elements import the one they call. */
import * as all from './endpoints.js';
import type { Endpoint } from './endpoints.js';

const isEndpoint = (value: unknown): value is Endpoint<unknown> => typeof value === 'object' && value !== null && 'path' in value;

export const endpoints: Record<string, Endpoint<unknown>> = Object.fromEntries(
  Object.entries(all as Record<string, unknown>).filter((entry): entry is [string, Endpoint<unknown>] => isEndpoint(entry[1])),
);
