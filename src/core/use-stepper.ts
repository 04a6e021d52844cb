/**
 * The React side of a guided path: one stepper store per set of steps (made again when the steps
 * change, e.g. when the settings that name them arrive), read through zustand's `useStore`.
 */
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { createStepper, type Persist, type StepperActions, type StepperState } from './stepper.js';

export function useStepper(steps: readonly string[], persist: Persist): StepperState & StepperActions {
  // Keyed by value (the step ids, where it is kept): callers pass new arrays and objects each render.
  const ids = steps.join('\u0000');
  const kept = JSON.stringify(persist);
  const stepper = useMemo(() => createStepper(ids ? ids.split('\u0000') : [], JSON.parse(kept) as Persist), [ids, kept]);
  return useStore(stepper);
}
