/**
 * The state of a guided path (the language quizzes, the suggestion tools): steps, the answers
 * given, back, restart and the results, as a vanilla zustand store per element. Headless: views
 * render it, and it can be kept in the page address (a shared link opens the same step) or in
 * session storage (answers survive a reload, not a new tab).
 *
 * What is kept is checked when it is read back: an unknown step, an answer that is not among the
 * values its step offers, or a step out of range is dropped, so a hand-edited address or a stale
 * storage entry can neither break the element nor put its own text on the page (a link's
 * `?guide=` naming 'answers' no question offers would show as the visitor's answers).
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { readQuery, writeQuery } from './query-state.js';
import { own } from './records.js';

/**
 * Where a path's answers are kept: `read` once when the path is made, `write` on each change (''
 * when there is nothing to keep). `name` (the parameter, the storage key) tells two keepers apart.
 * Each way is made by its own function below, so that a chunk holds only the way its element keeps.
 */
export interface Keeper {
  name: string;
  read(): string | null;
  write(text: string): void;
}

/** In the page address, under `param`: a shared link opens the same step. */
export const keptInAddress = (param: string): Keeper => ({
  name: param,
  read: () => readQuery().get(param),
  write: (text) => void writeQuery({ [param]: text }),
});

/** In session storage, under `key`: a reload keeps the answers, a new tab does not. */
export const keptInSession = (key: string): Keeper => ({
  name: key,
  read: () => sessionStorage.getItem(key),
  write: (text) => (text ? sessionStorage.setItem(key, text) : sessionStorage.removeItem(key)),
});

/** A step of the path: its id and the values its answer may hold (the options the data offers). */
export interface Step {
  id: string;
  values: readonly string[];
}

export interface StepperState {
  steps: readonly string[];
  /** The step shown: 0 to steps.length - 1, or steps.length for the results. */
  index: number;
  /** Chosen values per step id (a Map: step ids come from data, and may be any text). */
  answers: ReadonlyMap<string, readonly string[]>;
}

export interface StepperActions {
  /** Sets a step's answer (one value for a single choice, several for a multiple choice). */
  answer(step: string, values: readonly string[]): void;
  next(): void;
  /** One step back; from the results, to the last step. False when already at the first step. */
  back(): boolean;
  goTo(index: number): void;
  /** Straight to the results (skipping the steps left). */
  finish(): void;
  /** Forgets every answer and goes back to the first step. */
  restart(): void;
}

export type Stepper = StoreApi<StepperState & StepperActions> & {
  /** The results are showing. */
  isDone(): boolean;
  /** Some answer is given (leaving would lose it). */
  hasAnswers(): boolean;
};

type Kept = Pick<StepperState, 'index' | 'answers'>;

/** What was kept, checked against the steps and the values they offer; null when nothing usable is there. */
export function restoreKept(raw: string | null, steps: readonly Step[]): Kept | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { index, answers } = value as { index?: unknown; answers?: unknown };
  const kept = new Map<string, string[]>();
  if (typeof answers === 'object' && answers !== null && !Array.isArray(answers)) {
    for (const { id, values } of steps) {
      const given = own(answers as Record<string, unknown>, id);
      if (Array.isArray(given)) {
        const offered = [...new Set(given.filter((v): v is string => typeof v === 'string' && values.includes(v)))];
        if (offered.length) kept.set(id, offered);
      }
    }
  }
  const at = typeof index === 'number' && Number.isInteger(index) ? Math.min(Math.max(0, index), steps.length) : 0;
  return { index: at, answers: kept };
}

function read(keeper: Keeper | undefined): string | null {
  try {
    return keeper?.read() ?? null;
  } catch {
    // Storage can be off (private mode, a sandboxed frame): the path simply starts afresh.
    return null;
  }
}

function write(keeper: Keeper | undefined, state: Kept) {
  const empty = state.index === 0 && state.answers.size === 0;
  // As an object in the address (links stay as they were); a step id `__proto__` is an own key there.
  const text = empty ? '' : JSON.stringify({ index: state.index, answers: Object.fromEntries(state.answers) });
  try {
    keeper?.write(text);
  } catch {
    // A full or disabled storage loses the answers on reload, nothing more.
  }
}

/** A path's store; its answers kept by `keeper`, or nowhere. */
export function createStepper(definitions: readonly Step[], keeper?: Keeper): Stepper {
  const steps = definitions.map((step) => step.id);
  const initial = restoreKept(read(keeper), definitions) ?? { index: 0, answers: new Map() };
  const store = createStore<StepperState & StepperActions>()((set, get) => {
    const move = (index: number) => set({ index: Math.min(Math.max(0, index), steps.length) });
    return {
      steps,
      ...initial,
      answer(step, given) {
        const offered = definitions.find((d) => d.id === step)?.values;
        if (!offered) return;
        const values = given.filter((value) => offered.includes(value));
        const answers = new Map(get().answers);
        if (values.length) answers.set(step, values);
        else answers.delete(step);
        set({ answers });
      },
      next: () => move(get().index + 1),
      back() {
        if (get().index === 0) return false;
        move(get().index - 1);
        return true;
      },
      goTo: move,
      finish: () => move(steps.length),
      restart: () => set({ index: 0, answers: new Map() }),
    };
  });
  store.subscribe((state, previous) => {
    if (state.index !== previous.index || state.answers !== previous.answers) write(keeper, state);
  });
  return Object.assign(store, {
    isDone: () => store.getState().index >= steps.length,
    hasAnswers: () => store.getState().answers.size > 0,
  });
}
