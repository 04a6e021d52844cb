import type { Period } from '../../../core/dates.js';
import type { Catalog } from '../../../core/i18n/translate.js';
import { phaseOrder } from '../../../core/period-phase.js';
import type { HubSort } from '../../hub-spec.js';

/**
 * The order of the course listings with a registration period (Kivita, the open university): by name, the
 * specification's default (docs/api.md, 'Constants'), or 'Registration open first' as a choice:
 * open registrations closing soonest first, then upcoming, then ended.
 */
export function registrationSort<
  Item extends { name: string; registrationPeriod: Period | null },
  S extends Catalog & Record<'sortName' | 'sortRegistration', unknown>,
>(): HubSort<Item, 'registration' | 'name', S> {
  return {
    keys: {
      registration: { kind: 'number', value: (c, { now }) => phaseOrder(c.registrationPeriod, now) },
      name: { kind: 'text', value: (c) => c.name },
    },
    default: { key: 'name', direction: 'asc' },
    choices: [
      { id: 'name', key: 'name', direction: 'asc', label: 'sortName' },
      { id: 'registration', key: 'registration', direction: 'asc', label: 'sortRegistration' },
    ],
  };
}
