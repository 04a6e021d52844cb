import { useId } from 'react';

export interface DateRangeProps {
  legend: string;
  fromLabel: string;
  toLabel: string;
  /** Calendar days, `YYYY-MM-DD`, or '' for an open end. */
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
}

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
