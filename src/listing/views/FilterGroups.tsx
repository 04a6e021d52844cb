import { useId, type ReactNode } from 'react';
import { own } from '../../core/records.js';

import type { FilterGroupView, FilterOption } from '../types.js';

export type { FilterGroupView, FilterOption };

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
          <input type="radio" name={name} checked={current === option.value} onChange={() => onSet?.(group.id, option.value ? [option.value] : [])} />
          <span>{option.label}</span>
        </label>
      ))}
    </>
  );
}

/** A checkbox choice; with a facet count of 0 it is disabled (unless chosen) and its count says why. */
function CheckboxChoice({
  group,
  option,
  checked,
  onToggle,
}: {
  group: string;
  option: FilterOption;
  checked: boolean;
  onToggle: FilterGroupsProps['onToggle'];
}) {
  const empty = option.count === 0 && !checked;
  return (
    <label className={`aalto-filters__choice${empty ? ' aalto-filters__choice--empty' : ''}`}>
      <input type="checkbox" checked={checked} disabled={empty} onChange={() => onToggle(group, option.value)} />
      {/* The count wraps with its label, as one text. */}
      <span>
        {option.label}
        {option.count !== undefined && <span className="aalto-filters__count"> ({option.count})</span>}
      </span>
    </label>
  );
}

/** A tree group's choices as nested lists under their parents (choosing a parent matches everything under it). */
function TreeChoices({ group, selected, onToggle }: { group: FilterGroupView; selected: readonly string[]; onToggle: FilterGroupsProps['onToggle'] }) {
  const values = new Set(group.options.map((o) => o.value));
  const children = new Map<string, FilterOption[]>();
  for (const option of group.options) {
    const parent = option.parent !== undefined && values.has(option.parent) ? option.parent : '';
    children.set(parent, [...(children.get(parent) ?? []), option]);
  }
  const seen = new Set<string>();
  const level = (parent: string): ReactNode => {
    const options = (children.get(parent) ?? []).filter((o) => !seen.has(o.value) && seen.add(o.value));
    if (options.length === 0) return null;
    return (
      <ul className="aalto-filters__tree">
        {options.map((option) => (
          <li key={option.value}>
            <CheckboxChoice group={group.id} option={option} checked={selected.includes(option.value)} onToggle={onToggle} />
            {level(option.value)}
          </li>
        ))}
      </ul>
    );
  };
  return level('');
}

/** Filter choices: checkboxes (or radio buttons, or a tree) named by their labels, in groups named by a legend. */
export function FilterGroups({ groups, selected, onToggle, onSet }: FilterGroupsProps) {
  return (
    <div className="aalto-filters">
      {groups.map((group) => (
        <fieldset key={group.id} className="aalto-filters__group">
          <legend className="aalto-filters__legend">{group.label}</legend>
          {group.kind === 'radio' ? (
            <RadioGroup group={group} selected={own(selected, group.id) ?? []} onSet={onSet} />
          ) : group.kind === 'tree' ? (
            <TreeChoices group={group} selected={own(selected, group.id) ?? []} onToggle={onToggle} />
          ) : (
            group.options.map((option) => (
              <CheckboxChoice
                key={option.value}
                group={group.id}
                option={option}
                checked={own(selected, group.id)?.includes(option.value) ?? false}
                onToggle={onToggle}
              />
            ))
          )}
        </fieldset>
      ))}
    </div>
  );
}
