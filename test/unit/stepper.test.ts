/** The headless stepper the guided tools share (src/core/stepper.ts): steps, the address, session storage. */
import { afterEach, describe, expect, it } from 'vitest';
import { createStepper, keptInAddress, keptInSession, restoreKept, type Step } from '../../src/core/stepper';

/** Steps that each offer the given values. */
const offering = (ids: readonly string[], values: readonly string[]): Step[] => ids.map((id) => ({ id, values }));

describe('the stepper', () => {
  afterEach(() => {
    history.replaceState(null, '', '/');
    sessionStorage.clear();
  });

  it('moves through steps, goes back, finishes and restarts', () => {
    const stepper = createStepper(offering(['level', 'skill', 'goal'], ['b1', 'reading', 'writing', 'x']));
    const state = () => stepper.getState();
    state().answer('level', ['b1']);
    state().next();
    state().answer('skill', ['reading', 'writing']);
    state().answer('unknown', ['x']);
    expect(state().answers).toEqual(new Map(Object.entries({ level: ['b1'], skill: ['reading', 'writing'] })));
    expect(state().back()).toBe(true);
    expect(state().index).toBe(0);
    expect(state().back()).toBe(false);
    state().finish();
    expect(stepper.isDone()).toBe(true);
    expect(stepper.hasAnswers()).toBe(true);
    state().restart();
    expect(state().index).toBe(0);
    expect(stepper.hasAnswers()).toBe(false);
  });

  it('keeps its place and answers in the address, and restores them', () => {
    const first = createStepper(offering(['a', 'b'], ['yes, really']), keptInAddress('quiz'));
    first.getState().answer('a', ['yes, really']);
    first.getState().next();
    expect(new URLSearchParams(location.search).get('quiz')).toBe('{"index":1,"answers":{"a":["yes, really"]}}');
    const second = createStepper(offering(['a', 'b'], ['yes, really']), keptInAddress('quiz'));
    expect(second.getState().index).toBe(1);
    expect(second.getState().answers).toEqual(new Map([['a', ['yes, really']]]));
    second.getState().restart();
    expect(location.search).toBe('');
  });

  it('keeps them in session storage, and ignores what it cannot use', () => {
    const first = createStepper(offering(['a', 'b'], ['1', '2']), keptInSession('quiz'));
    first.getState().answer('b', ['2']);
    expect(createStepper(offering(['a', 'b'], ['1', '2']), keptInSession('quiz')).getState().answers).toEqual(new Map([['b', ['2']]]));
    for (const bad of ['{', 'null', '[1]', '{"index":99,"answers":{"a":[1,"ok"],"zz":["x"]}}', '{"index":"1","answers":5}']) {
      const kept = restoreKept(bad, offering(['a', 'b'], ['ok', 'x']));
      if (kept) {
        expect(kept.index).toBeLessThanOrEqual(2);
        expect([...kept.answers.keys()].every((k) => k === 'a' || k === 'b')).toBe(true);
      }
    }
    expect(restoreKept('{"index":99,"answers":{"a":[1,"ok"]}}', offering(['a', 'b'], ['ok']))).toEqual({ index: 2, answers: new Map([['a', ['ok']]]) });
  });

  it("takes Object.prototype's names as step ids, and keeps and restores them", () => {
    const steps = ['constructor', '__proto__', 'toString'];
    const definitions = steps.map((id) => ({ id, values: [`${id}-answer`] }));
    const first = createStepper(definitions, keptInAddress('quiz'));
    // Nothing answered yet: no step reads Object's members as answers.
    expect(steps.map((step) => first.getState().answers.get(step))).toEqual([undefined, undefined, undefined]);
    for (const step of steps) first.getState().answer(step, [`${step}-answer`]);
    first.getState().next();
    expect(first.getState().answers).toEqual(new Map(steps.map((step) => [step, [`${step}-answer`]])));
    const second = createStepper(definitions, keptInAddress('quiz'));
    expect(second.getState().answers).toEqual(first.getState().answers);
    expect(Object.getPrototypeOf(JSON.parse(new URLSearchParams(location.search).get('quiz')!).answers)).toBe(Object.prototype);
    second.getState().restart();
  });

  it('keeps, from the address or storage, only answers the steps offer', () => {
    const steps = [
      { id: 'level', values: ['bachelor', 'master'] },
      { id: 'field', values: ['art', 'tech'] },
    ];
    // A crafted link: text no question offers, among real values, repeated, of the wrong type.
    const planted = {
      index: 2,
      answers: { level: ['Call +358 00 000 to claim your place', 'master', 'master'], field: ['<b>x</b>', 7, null], other: ['art'] },
    };
    history.replaceState(null, '', `/?guide=${encodeURIComponent(JSON.stringify(planted))}`);
    const stepper = createStepper(steps, keptInAddress('guide'));
    expect(stepper.getState().answers).toEqual(new Map([['level', ['master']]]));
    expect(stepper.getState().index).toBe(2);
    // Nor does an answer set from code hold what its step does not offer.
    stepper.getState().answer('field', ['tech', 'Free prize']);
    expect(stepper.getState().answers.get('field')).toEqual(['tech']);
  });
});
