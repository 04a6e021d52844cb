export interface FilterOption {
  value: string;
  label: string;
}
export interface FilterGroupView {
  id: string;
  label: string;
  options: readonly FilterOption[];
}

export interface FilterGroupsProps {
  groups: readonly FilterGroupView[];
  selected: Readonly<Record<string, readonly string[]>>;
  onToggle: (group: string, value: string) => void;
}

/** Filter choices: checkboxes named by their labels, in groups named by a legend. */
export function FilterGroups({ groups, selected, onToggle }: FilterGroupsProps) {
  return (
    <div className="aalto-filters">
      {groups.map((group) => (
        <fieldset key={group.id} className="aalto-filters__group">
          <legend className="aalto-filters__legend">{group.label}</legend>
          {group.options.map((option) => {
            const checked = selected[group.id]?.includes(option.value) ?? false;
            return (
              <label key={option.value} className="aalto-filters__choice">
                <input type="checkbox" checked={checked} onChange={() => onToggle(group.id, option.value)} />
                <span>{option.label}</span>
              </label>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
