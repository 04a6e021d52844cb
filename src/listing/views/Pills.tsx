import { focusCount } from '../../core/views/StatusMessage.js';
import type { Pill } from '../types.js';

export type { Pill };

export interface PillsProps {
  pills: readonly Pill[];
  /** The accessible name of a pill's button, e.g. 'Remove filter: Online'. */
  removeLabel: (label: string) => string;
  onRemove: (group: string, value: string) => void;
  /** Heading-like label of the list, e.g. 'Selected filters'. */
  listLabel: string;
}

/** The selected filters as removable pills (a value that matches nothing stays removable). */
export function Pills({ pills, removeLabel, onRemove, listLabel }: PillsProps) {
  if (pills.length === 0) return null;
  const remove = (index: number, pill: Pill, button: HTMLElement) => {
    const list = button.closest('ul');
    onRemove(pill.group, pill.value);
    // The last pill goes with the list: focus goes to the listing's count, which says what is left.
    if (pills.length === 1) return focusCount(button);
    // Keep keyboard users in the list: focus the pill that takes this one's place.
    requestAnimationFrame(() => {
      const buttons = list?.querySelectorAll<HTMLButtonElement>('button');
      buttons?.[Math.min(index, buttons.length - 1)]?.focus();
    });
  };
  return (
    <ul className="aalto-pills" aria-label={listLabel}>
      {pills.map((pill, index) => (
        <li key={`${pill.group}:${pill.value}`}>
          <button type="button" className="aalto-pill" aria-label={removeLabel(pill.label)} onClick={(event) => remove(index, pill, event.currentTarget)}>
            <span aria-hidden="true">{pill.label}</span>
            <span aria-hidden="true" className="aalto-pill__x">
              ×
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
