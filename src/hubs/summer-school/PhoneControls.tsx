/** The phone layout's controls: 'Sort' and 'Filters' panels (the latter applied with 'Apply'). */
import { useState } from 'react';
import type { Translate } from '../../core/i18n/translate.js';
import { Disclosure } from '../../core/views/Disclosure.js';
import { FilterGroups, type FilterGroupView } from '../../listing/views/FilterGroups.js';
import { SortPanel } from '../../listing/views/SortPanel.js';
import type { Sort } from '../../listing/types.js';
import type { SortKeyName } from './config.js';
import type { Strings } from './SummerSchoolListing.js';

const SORT_CHOICES: Record<string, Sort<SortKeyName>> = {
  asc: { key: 'name', direction: 'asc' },
  desc: { key: 'name', direction: 'desc' },
  closing: { key: 'closing', direction: 'asc' },
};

function sortChoiceOf(sort: Sort<SortKeyName>): string | null {
  for (const [id, choice] of Object.entries(SORT_CHOICES)) {
    if (choice.key === sort.key && choice.direction === sort.direction) return id;
  }
  return null;
}

export interface PhoneControlsProps {
  t: Translate<Strings>;
  groups: readonly FilterGroupView[];
  selected: Readonly<Record<string, readonly string[]>>;
  sort: Sort<SortKeyName>;
  onApply: (selected: Record<string, readonly string[]>) => void;
  onSort: (sort: Sort<SortKeyName>) => void;
  details: boolean;
  onDetails: (details: boolean) => void;
}

/** The filter panel edits a draft; 'Apply' commits it and closes the panel. */
function FilterPanel({ groups, selected, onApply, t, close }: Pick<PhoneControlsProps, 'groups' | 'selected' | 'onApply' | 't'> & { close: () => void }) {
  const [draft, setDraft] = useState<Record<string, readonly string[]>>(() => ({ ...selected }));
  const toggle = (group: string, value: string) => {
    const current = draft[group] ?? [];
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
        {t('apply')}
      </button>
    </>
  );
}

export function PhoneControls({ t, groups, selected, sort, onApply, onSort, details, onDetails }: PhoneControlsProps) {
  return (
    <div className="aalto-phone-controls">
      <div className="aalto-phone-controls__buttons">
        <Disclosure label={t('sort')} className="aalto-disclosure">
          {() => (
            <SortPanel
              legend={t('sort')}
              value={sortChoiceOf(sort)}
              choices={[
                { id: 'asc', label: t('sortAsc') },
                { id: 'desc', label: t('sortDesc') },
                { id: 'closing', label: t('sortClosing') },
              ]}
              onChoose={(id) => onSort(SORT_CHOICES[id]!)}
            />
          )}
        </Disclosure>
        <Disclosure label={t('filters')} className="aalto-disclosure">
          {(close) => <FilterPanel groups={groups} selected={selected} onApply={onApply} t={t} close={close} />}
        </Disclosure>
      </div>
      <label className="aalto-filters__choice aalto-details-toggle">
        <input type="checkbox" checked={details} onChange={(e) => onDetails(e.currentTarget.checked)} />
        <span>{t('showDetails')}</span>
      </label>
    </div>
  );
}
