import { useId } from 'react';
import type { SortControl, SortSelectProps } from '../hub-views.js';
import { sortChoicesOf } from '../hub-view-data.js';

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

/**
 * The sort select as a card hub's control (`controls: { sort: sortControl }`): here, with the view,
 * rather than in the card listing's element, so that hubs without a sort load none of it.
 */
export const sortControl: SortControl = {
  view: SortSelect,
  connect(def, sort, t, onSort, texts) {
    const chosen = sortChoicesOf(def, sort, t, onSort);
    // A select always shows an order: the first choice stands for a sort none of them names.
    const props = { ...chosen, label: t('sortBy'), value: chosen.value ?? chosen.choices[0]?.id ?? '' };
    // After a sort, the count line says the order (the chosen choice's name).
    const order = texts && props.choices.find((c) => c.id === props.value)?.label;
    if (order) texts.count = t('ordered', { count: texts.count, order });
    return props;
  },
};
