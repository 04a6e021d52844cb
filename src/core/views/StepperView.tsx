/**
 * One question of a guided path at a time (the suggestion tools, the quizzes): its choices as
 * radio buttons (one answer) or checkboxes (several) in a fieldset named by the question, with
 * 'Back', 'Next' (or 'Show results' on the last step) and 'Start over'. Pure: the stepper state
 * (src/core/stepper.ts) is read and changed by the caller. When the step changes, focus moves to
 * the new question so keyboard and screen reader users follow the path, and the progress line, a
 * polite status, tells them which question it is (focus on the question reads only the question).
 */
import { useEffect, useId, useRef } from 'react';

export interface StepQuestion {
  id: string;
  question: string;
  multiple: boolean;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export interface StepperTexts {
  /** 'Question {n} of {count}'. */
  progress: string;
  back: string;
  next: string;
  results: string;
  restart: string;
}

export interface StepperViewProps {
  question: StepQuestion;
  answer: readonly string[];
  texts: StepperTexts;
  first: boolean;
  last: boolean;
  onAnswer: (values: string[]) => void;
  onBack: () => void;
  onNext: () => void;
  onRestart: () => void;
  /**
   * The visitor's own act brought the question in (a start, 'Change answers', a restart): focus
   * goes to it at once. Without it the first render leaves focus where it is (the page's load).
   */
  focusOnMount?: boolean;
}

/**
 * Focuses a question's legend. Firefox does not focus a legend it has not laid out yet (a question
 * just rendered in place of what had focus, as the quiz's 'Start' button): focus would stay on the
 * body. Reading its box lays it out.
 */
export function focusQuestion(legend: HTMLElement | null | undefined) {
  legend?.getBoundingClientRect();
  legend?.focus();
}

export function StepperView({ question, answer, texts, first, last, onAnswer, onBack, onNext, onRestart, focusOnMount = false }: StepperViewProps) {
  const id = useId();
  const legend = useRef<HTMLLegendElement>(null);
  const mounted = useRef(false);
  useEffect(() => {
    // Not on the first render (unless the visitor's act brought it): the page's own focus stays
    // where the visitor put it.
    if (mounted.current || focusOnMount) {
      focusQuestion(legend.current);
    }
    mounted.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on a new question only; focusOnMount is read for the first render.
  }, [question.id]);
  const toggle = (value: string, on: boolean) => onAnswer(question.multiple ? (on ? [...answer, value] : answer.filter((v) => v !== value)) : [value]);
  return (
    <div className="aalto-stepper">
      <p className="aalto-stepper__progress" role="status">
        {texts.progress}
      </p>
      <fieldset className="aalto-stepper__question">
        <legend ref={legend} tabIndex={-1}>
          {question.question}
        </legend>
        {question.options.map((option) => (
          <label key={option.value} className="aalto-stepper__choice">
            <input
              type={question.multiple ? 'checkbox' : 'radio'}
              name={`${id}-${question.id}`}
              value={option.value}
              checked={answer.includes(option.value)}
              onChange={(event) => toggle(option.value, event.currentTarget.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <div className="aalto-stepper__buttons">
        {!first && (
          <button type="button" className="aalto-button" onClick={onBack}>
            {texts.back}
          </button>
        )}
        <button type="button" className="aalto-button aalto-button--primary" onClick={onNext}>
          {last ? texts.results : texts.next}
        </button>
        <button type="button" className="aalto-button aalto-button--link" onClick={onRestart}>
          {texts.restart}
        </button>
      </div>
    </div>
  );
}
