import { useId } from 'react';
import type { SortSelectProps } from '../hub-views.js';

/** A listing's order as a labelled native select (keyboard and screen readers get the platform's control). */
export function SortSelect({ label, choices, value, onChoose }: SortSelectProps) {
  const id = useId();
  return (
    <div className="aalto-sort-select">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChoose(event.currentTarget.value)}>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}
