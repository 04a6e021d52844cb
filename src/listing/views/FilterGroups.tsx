import { useId } from 'react';

export interface FilterOption {
  value: string;
  label: string;
}
export interface FilterGroupView {
  id: string;
  label: string;
  options: readonly FilterOption[];
  /**
   * `checkbox` (default): any number of choices. `radio`: one choice or none, with `allLabel` as
   * the choice of none (the audience filter: all content, public only, community only).
   */
  kind?: 'checkbox' | 'radio';
  allLabel?: string;
}

export interface FilterGroupsProps {
  groups: readonly FilterGroupView[];
  selected: Readonly<Record<string, readonly string[]>>;
  onToggle: (group: string, value: string) => void;
  /** Sets a radio group's selection; needed when a group is a radio group. */
  onSet?: (group: string, values: readonly string[]) => void;
}

function RadioGroup({ group, selected, onSet }: { group: FilterGroupView; selected: readonly string[]; onSet: FilterGroupsProps['onSet'] }) {
  // Radio names are page-wide: two listings on one page must not share a group.
  const name = useId();
  const current = selected[0] ?? '';
  const options = [{ value: '', label: group.allLabel ?? '' }, ...group.options];
  return (
    <>
      {options.map((option) => (
        <label key={option.value} className="aalto-filters__choice">
          <input
            type="radio"
            name={name}
            checked={current === option.value}
            onChange={() => onSet?.(group.id, option.value ? [option.value] : [])}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </>
  );
}

/** Filter choices: checkboxes (or radio buttons) named by their labels, in groups named by a legend. */
export function FilterGroups({ groups, selected, onToggle, onSet }: FilterGroupsProps) {
  return (
    <div className="aalto-filters">
      {groups.map((group) => (
        <fieldset key={group.id} className="aalto-filters__group">
          <legend className="aalto-filters__legend">{group.label}</legend>
          {group.kind === 'radio' ? (
            <RadioGroup group={group} selected={selected[group.id] ?? []} onSet={onSet} />
          ) : (
            group.options.map((option) => {
              const checked = selected[group.id]?.includes(option.value) ?? false;
              return (
                <label key={option.value} className="aalto-filters__choice">
                  <input type="checkbox" checked={checked} onChange={() => onToggle(group.id, option.value)} />
                  <span>{option.label}</span>
                </label>
              );
            })
          )}
        </fieldset>
      ))}
    </div>
  );
}
