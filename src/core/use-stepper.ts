/**
 * The React side of a guided path: one stepper store per set of steps (made again when the steps
 * change, e.g. when the settings that name them arrive), read through zustand's `useStore`.
 */
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { createStepper, type Persist, type StepperActions, type StepperState } from './stepper.js';

export function useStepper(steps: readonly string[], persist: Persist): StepperState & StepperActions {
  const key = steps.join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the steps are compared by their ids
  const stepper = useMemo(() => createStepper(steps, persist), [key, persist.kind, 'param' in persist ? persist.param : 'key' in persist ? persist.key : '']);
  return useStore(stepper);
}
