/**
 * A listing's guided path (the study options' suggestion tool): the settings' questions one step
 * at a time, each answer setting the filter group the question names; back, restart, and the
 * path kept in the page address. 'loading' while the settings load; null when they have no
 * question whose group the listing has.
 */
import { useCallback, useMemo } from 'react';
import { useLoad, usePageCache } from '../core/api/use-load.js';
import type { GuideSettings } from '../core/entities/suggestion.js';
import type { PageSettings } from '../core/settings.js';
import { keptInAddress } from '../core/stepper.js';
import { stepsOf, useStepper } from '../core/use-stepper.js';
import type { HubGuide } from './hub.js';

const NONE: GuideSettings = { title: null, intro: null, questions: [], suggestions: [] };

export function useGuide(
  guide: HubGuide | undefined,
  settings: PageSettings,
  groups: readonly string[],
  selected: Readonly<Record<string, readonly string[]>>,
  setFilters: (selected: Readonly<Record<string, readonly string[]>>) => void,
  paramPrefix = '',
) {
  // The settings' call goes through the page's cache like every other call.
  const cache = usePageCache();
  const load = useCallback(
    async (signal: AbortSignal) => (guide ? (await cache.fetch(settings, guide.source, {}, signal)).settings : NONE),
    [guide, settings, cache],
  );
  const { value, failure } = useLoad(load);
  // Settings that could not load are no path: the listing stands without it.
  const loaded = failure ? NONE : value;
  const known = groups.join(',');
  const questions = useMemo(() => (loaded?.questions ?? []).filter((q) => q.filter !== null && groups.includes(q.filter)), [loaded, known]);
  const stepper = useStepper(stepsOf(questions), keptInAddress(`${paramPrefix}${guide?.param ?? 'guide'}`));

  // An answer sets its question's filter group, and a restart clears the groups the path set:
  // both are the visitor's acts, so the filters change with them (a path restored from the
  // address changes nothing: the filters there are already the listing's).
  const answer = (step: string, values: readonly string[]) => {
    stepper.answer(step, values);
    const question = questions.find((q) => q.id === step);
    if (question) setFilters({ ...selected, [question.filter!]: values });
  };
  const restart = () => {
    stepper.restart();
    setFilters({ ...selected, ...Object.fromEntries(questions.map((q) => [q.filter!, []])) });
  };

  if (!loaded) return 'loading' as const;
  if (questions.length === 0) return null;
  return { title: loaded.title, intro: loaded.intro, questions, stepper: { ...stepper, answer, restart } };
}
