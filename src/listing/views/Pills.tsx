export interface Pill {
  group: string;
  value: string;
  label: string;
}

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
  const remove = (index: number, pill: Pill, list: HTMLElement | null) => {
    onRemove(pill.group, pill.value);
    // Keep keyboard users in the list: focus the pill that takes this one's place.
    requestAnimationFrame(() => {
      const buttons = list?.querySelectorAll<HTMLButtonElement>('button');
      const next = buttons?.[Math.min(index, (buttons?.length ?? 1) - 1)];
      next?.focus();
    });
  };
  return (
    <ul className="aalto-pills" aria-label={listLabel}>
      {pills.map((pill, index) => (
        <li key={`${pill.group}:${pill.value}`}>
          <button
            type="button"
            className="aalto-pill"
            aria-label={removeLabel(pill.label)}
            onClick={(event) => remove(index, pill, event.currentTarget.closest('ul'))}
          >
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
