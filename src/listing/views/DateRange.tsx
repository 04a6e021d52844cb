import { useEffect, useId, useRef, useState } from 'react';
import { dayEnd, dayStart, formatDate, isoDay } from '../../core/dates.js';
import type { DateRangeControl, DateRangeProps } from '../hub-views.js';

/**
 * Whether a date field's value is one to apply: empty (no bound), or a whole day with a year of
 * four digits. A segmented date field (Chromium's, WebKit's) sends its value as parts change while
 * a visitor types: '0002-03-15' on the year's first digit.
 */
const settled = (text: string) =>
  text === '' || (/^\d{4,}-\d{2}-\d{2}$/.test(text) && Number(text.slice(0, text.indexOf('-', 1))) >= 1000 && dayStart(text) !== null);

interface DateFieldProps {
  id: string;
  label: string;
  /** The applied day ('' for none): the field follows it when it changes from outside (a pill, the address). */
  value: string;
  min?: string;
  max?: string;
  onValue: (day: string) => void;
}

/** A native date input that keeps what is being typed until it is a day to apply. */
function DateField({ id, label, value, min, max, onValue }: DateFieldProps) {
  const [text, setText] = useState(value);
  const applied = useRef(value);
  useEffect(() => {
    if (value !== applied.current) {
      applied.current = value;
      setText(value);
    }
  }, [value]);
  return (
    <label className="aalto-date-range__field" htmlFor={id}>
      <span>{label}</span>
      <input
        id={id}
        type="date"
        className="aalto-input"
        value={text}
        min={min}
        max={max}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          if (settled(next) && next !== applied.current) {
            applied.current = next;
            onValue(next);
          }
        }}
      />
    </label>
  );
}

/** A date range: two native date inputs (keyboard and screen reader support come with them). */
export function DateRange({ legend, fromLabel, toLabel, from, to, onChange }: DateRangeProps) {
  const id = useId();
  return (
    <fieldset className="aalto-filters__group aalto-date-range">
      <legend className="aalto-filters__legend">{legend}</legend>
      <DateField id={`${id}-from`} label={fromLabel} value={from} max={to || undefined} onValue={(day) => onChange(day, to)} />
      <DateField id={`${id}-to`} label={toLabel} value={to} min={from || undefined} onValue={(day) => onChange(from, day)} />
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
