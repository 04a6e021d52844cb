import { useId } from 'react';

export interface SortChoice {
  id: string;
  label: string;
}

export interface SortPanelProps {
  legend: string;
  choices: readonly SortChoice[];
  /** The chosen choice's id; null when the current sort is none of them (a header sort). */
  value: string | null;
  onChoose: (id: string) => void;
}

/** The phone layout's sort choices, as a radio group. */
export function SortPanel({ legend, choices, value, onChoose }: SortPanelProps) {
  const name = useId();
  return (
    <fieldset className="aalto-sort-panel">
      <legend className="aalto-filters__legend">{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.id} className="aalto-filters__choice">
          <input type="radio" name={name} checked={value === choice.id} onChange={() => onChoose(choice.id)} />
          <span>{choice.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
