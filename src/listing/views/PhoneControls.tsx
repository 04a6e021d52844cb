/** A table listing's phone controls: 'Sort' and 'Filters' panels (the latter applied with 'Apply'), and 'Show details'. */
import { useState } from 'react';
import { Disclosure } from '../../core/views/Disclosure.js';
import { FilterGroups, type FilterGroupView } from './FilterGroups.js';
import { SortPanel, type SortChoice } from './SortPanel.js';
import { own } from '../../core/records.js';

export interface PhoneControlsTexts {
  sort: string;
  filters: string;
  apply: string;
  showDetails: string;
}

export interface PhoneControlsProps {
  texts: PhoneControlsTexts;
  groups: readonly FilterGroupView[];
  selected: Readonly<Record<string, readonly string[]>>;
  onApply: (selected: Record<string, readonly string[]>) => void;
  sortChoices: readonly SortChoice[];
  /** The chosen sort choice; null when the order is none of them (a header sort on a desktop). */
  sortValue: string | null;
  onSortChoice: (id: string) => void;
  details: boolean;
  onDetails: (details: boolean) => void;
}

/** The filter panel edits a draft; 'Apply' commits it and closes the panel. */
function FilterPanel({
  groups,
  selected,
  onApply,
  apply,
  close,
}: Pick<PhoneControlsProps, 'groups' | 'selected' | 'onApply'> & { apply: string; close: () => void }) {
  const [draft, setDraft] = useState<Record<string, readonly string[]>>(() => ({ ...selected }));
  const toggle = (group: string, value: string) => {
    const current = own(draft, group) ?? [];
    setDraft({ ...draft, [group]: current.includes(value) ? current.filter((v) => v !== value) : [...current, value] });
  };
  return (
    <>
      <FilterGroups groups={groups} selected={draft} onToggle={toggle} />
      <button
        type="button"
        className="aalto-button aalto-button--primary"
        onClick={() => {
          onApply(draft);
          close();
        }}
      >
        {apply}
      </button>
    </>
  );
}

export function PhoneControls({ texts, groups, selected, onApply, sortChoices, sortValue, onSortChoice, details, onDetails }: PhoneControlsProps) {
  return (
    <div className="aalto-phone-controls">
      <div className="aalto-phone-controls__buttons">
        <Disclosure label={texts.sort} className="aalto-disclosure">
          {() => <SortPanel legend={texts.sort} value={sortValue} choices={sortChoices} onChoose={onSortChoice} />}
        </Disclosure>
        <Disclosure label={texts.filters} className="aalto-disclosure">
          {(close) => <FilterPanel groups={groups} selected={selected} onApply={onApply} apply={texts.apply} close={close} />}
        </Disclosure>
      </div>
      <label className="aalto-filters__choice aalto-details-toggle">
        <input type="checkbox" checked={details} onChange={(e) => onDetails(e.currentTarget.checked)} />
        <span>{texts.showDetails}</span>
      </label>
    </div>
  );
}
