/**
 * The guided path above a card listing whose definition declares a `guide` (the definition names
 * this view, so listings without one never load it): the settings' questions through `useGuide`,
 * shown by the shared `GuidePath` view, a placeholder of its height while the settings load.
 */
import { useMemo } from 'react';
import { stepperStrings, type StepperStrings } from '../core/i18n/stepper-strings.js';
import { createTranslator } from '../core/i18n/translate.js';
import { GuidePath } from '../core/views/GuidePath.js';
import type { GuideSectionProps } from './hub.js';
import { useGuide } from './use-guide.js';
import { GuidePlaceholder } from '../core/views/GuidePlaceholder.js';

export type { GuideSectionProps };

export function GuideSection({ guide: declared, settings, headingLevel, groups, state, actions, paramPrefix }: GuideSectionProps) {
  const t = useMemo(() => createTranslator<StepperStrings>(settings.language, stepperStrings, settings.strings), [settings.language, settings.strings]);
  const guide = useGuide(
    declared,
    settings,
    groups.map((g) => g.id),
    state.selected,
    actions.setFilters,
    paramPrefix,
  );
  if (guide === 'loading' || !state.loaded) return <GuidePlaceholder />;
  if (!guide) return null;
  const { stepper } = guide;
  return <GuidePath title={guide.title} intro={guide.intro} headingLevel={headingLevel} questions={guide.questions} stepper={stepper} t={t} />;
}
