/**
 * The guided path above a card listing whose definition declares a `guide` (the definition names
 * this view, so listings without one never load it): the settings' questions through `useGuide`,
 * shown by the shared `GuidePath` view, a placeholder of its height while the settings load.
 */
import { useMemo } from 'react';
import type { QueryCache } from '../core/api/cache.js';
import { stepperStrings, type StepperStrings } from '../core/i18n/stepper-strings.js';
import { createTranslator } from '../core/i18n/translate.js';
import type { PageSettings } from '../core/settings.js';
import { GuidePath } from '../core/views/GuidePath.js';
import type { HubGuide } from './hub.js';
import { useGuide } from './use-guide.js';
import { GuidePlaceholder } from '../core/views/GuidePlaceholder.js';

export interface GuideSectionProps {
  guide: HubGuide;
  settings: PageSettings;
  /** The listing's cache (`useHub`). */
  cache: QueryCache;
  headingLevel: number;
  groups: readonly string[];
  selected: Readonly<Record<string, readonly string[]>>;
  setFilters: (selected: Readonly<Record<string, readonly string[]>>) => void;
  paramPrefix: string;
  /**
   * The listing has its first answer. The path waits for it behind its placeholder: its questions
   * are those whose groups the listing offers, which may come from the items, and a path shown or
   * dropped before them would move the page as they arrive.
   */
  listingLoaded: boolean;
}

export function GuideSection({ guide: declared, settings, cache, headingLevel, groups, selected, setFilters, paramPrefix, listingLoaded }: GuideSectionProps) {
  const t = useMemo(() => createTranslator<StepperStrings>(settings.language, stepperStrings, settings.strings), [settings.language, settings.strings]);
  const guide = useGuide(declared, settings, cache, groups, selected, setFilters, paramPrefix);
  if (guide === 'loading' || !listingLoaded) return <GuidePlaceholder />;
  if (!guide) return null;
  const { stepper } = guide;
  return (
    <GuidePath
      title={guide.title}
      intro={guide.intro}
      headingLevel={headingLevel}
      questions={guide.questions}
      stepper={stepper}
      t={t}
    />
  );
}
