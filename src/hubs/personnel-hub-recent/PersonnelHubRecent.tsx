/**
 * <personnel-hub-recent>: recent news and events grouped by unit (all, personnel, arts, biz,
 * chem, elec, eng, sci), one tab per unit (WAI-ARIA tabs). The chosen tab is kept in the address
 * (`unit`), so a shared link opens the same unit.
 */
import { useMemo, useState } from 'react';
import { headingLevelAttribute, linkTargetAttribute } from '../../core/element/attributes.js';
import type { ElementProps } from '../../core/element/react-element.js';
import { PERSONNEL_UNITS, type PersonnelUnit } from '../../listing/shared/recent/endpoints.js';
import { coreStrings } from '../../core/i18n/core-strings.js';
import { createTranslator } from '../../core/i18n/translate.js';
import { readQuery, writeQuery } from '../../core/query-state.js';
import { useClientValue } from '../../core/use-client-value.js';
import { LoadFailure, StatusMessage } from '../../core/views/StatusMessage.js';
import { Tabs } from '../../core/views/Tabs.js';
import { useSource } from '../../core/api/use-source.js';
import { recentSource } from '../../listing/shared/recent/recent.js';
import { UnitPanel, type RecentStrings } from '../../listing/shared/recent/UnitPanel.js';
import { personnelStrings } from '../../listing/shared/recent/strings.js';

export const attributes = { linkTarget: linkTargetAttribute('_self'), headingLevel: headingLevelAttribute(3) };
type Props = ElementProps<typeof attributes>;

const UNIT_PARAM = 'unit';
const unitFromAddress = (): PersonnelUnit => {
  const value = readQuery().get(UNIT_PARAM);
  return (PERSONNEL_UNITS as readonly string[]).includes(value ?? '') ? (value as PersonnelUnit) : 'all';
};

export default function PersonnelHubRecent({ settings, linkTarget, headingLevel }: Props) {
  const { language } = settings;
  const t = useMemo(() => createTranslator<RecentStrings>(language, coreStrings, personnelStrings, settings.strings), [language, settings.strings]);
  // The address's tab until one is chosen; read after hydration, as a server has no address.
  const addressUnit = useClientValue(unitFromAddress, 'all');
  const [chosen, setUnit] = useState<PersonnelUnit | null>(null);
  const unit = chosen ?? addressUnit;
  const { value: groups, failure, retry } = useSource(recentSource, settings);

  const choose = (id: string) => {
    setUnit(id as PersonnelUnit);
    writeQuery({ [UNIT_PARAM]: id === 'all' ? '' : id });
  };

  return (
    <div className="aalto-personnel-recent" lang={language}>
      <Tabs label={t('tabs')} tabs={PERSONNEL_UNITS.map((id) => ({ id, label: t(`unit_${id}`) }))} selected={unit} onSelect={choose}>
        {failure ? (
          <LoadFailure text={t('loadFailed')} retry={t('tryAgain')} onRetry={retry} />
        ) : groups ? (
          <UnitPanel items={groups[unit]} t={t} level={headingLevel} target={linkTarget} />
        ) : (
          <StatusMessage text={t('loading')} busy />
        )}
      </Tabs>
    </div>
  );
}
