import { useId } from 'react';
import { dayEnd, dayStart, formatDate, isoDay } from '../../core/dates.js';
import type { DateRangeControl, DateRangeProps } from '../hub-views.js';

/** A date range: two native date inputs (keyboard and screen reader support come with them). */
export function DateRange({ legend, fromLabel, toLabel, from, to, onChange }: DateRangeProps) {
  const id = useId();
  return (
    <fieldset className="aalto-filters__group aalto-date-range">
      <legend className="aalto-filters__legend">{legend}</legend>
      <label className="aalto-date-range__field" htmlFor={`${id}-from`}>
        <span>{fromLabel}</span>
        <input id={`${id}-from`} type="date" className="aalto-input" value={from} max={to || undefined} onChange={(e) => onChange(e.currentTarget.value, to)} />
      </label>
      <label className="aalto-date-range__field" htmlFor={`${id}-to`}>
        <span>{toLabel}</span>
        <input id={`${id}-to`} type="date" className="aalto-input" value={to} min={from || undefined} onChange={(e) => onChange(from, e.currentTarget.value)} />
      </label>
    </fieldset>
  );
}

/**
 * The date range as a card hub's control (`controls: { range: dateRangeControl }`): the view, and
 * its props and pill worked out from the listing's range value. Here, with the view, rather than in
 * the card listing's hook, so that hubs without a range load none of it.
 */
export const dateRangeControl: DateRangeControl = {
  view: DateRange,
  connect(value, t, onChange) {
    const day = (at: number | null | undefined) => (at != null ? isoDay(at) : '');
    const date = (at: number | null | undefined) => (at != null ? formatDate(at, t.language) : '');
    const open = !value || (value.from === null && value.to === null);
    return {
      props: {
        legend: t('dateRange'),
        fromLabel: t('dateFrom'),
        toLabel: t('dateTo'),
        from: day(value?.from),
        to: day(value?.to),
        onChange: (from: string, to: string) => onChange({ from: dayStart(from), to: dayEnd(to) }),
      },
      pill: open ? null : t('rangePill', { from: date(value.from), to: date(value.to) }),
    };
  },
};
