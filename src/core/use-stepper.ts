/**
 * The React side of a guided path: one stepper store per set of steps (made again when the steps
 * change, e.g. when the settings that name them arrive), read as zustand's `useStore` reads a store.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { createStepper, type Keeper, type Step, type StepperActions, type StepperState } from './stepper.js';

/** The steps of questions with options: each question's id and the values of its options. */
export const stepsOf = (questions: ReadonlyArray<{ id: string; options: ReadonlyArray<{ value: string }> }>): Step[] =>
  questions.map((q) => ({ id: q.id, values: q.options.map((o) => o.value) }));

export function useStepper(steps: readonly Step[], keeper: Keeper): StepperState & StepperActions {
  // Keyed by value (the steps, the keeper's name): callers pass new arrays and keepers each render.
  const key = JSON.stringify([steps.map(({ id, values }) => [id, values]), keeper.name]);
  // A keeper of the same name keeps the same way: the one of the render that made the store stands for it.
  const stepper = useMemo(() => {
    const [definitions] = JSON.parse(key) as [Array<[string, string[]]>];
    return createStepper(
      definitions.map(([id, values]) => ({ id, values })),
      keeper,
    );
  }, [key]);
  return useSyncExternalStore(stepper.subscribe, stepper.getState, stepper.getInitialState);
}
