/**
 * A guided path with its title and introduction: the current question (StepperView) or, once
 * answered, the answers given with 'Change answers' and 'Start over'. Pure; shared by the study
 * options' suggestion tool (whose results are the listing below) and the general suggestion tool
 * (which shows its suggestions after it).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { StepperView, type StepQuestion } from './StepperView.js';
import type { StepperStrings } from '../i18n/stepper-strings.js';
import type { Translate } from '../i18n/translate.js';
import type { StepperActions, StepperState } from '../stepper.js';
import { headingTag } from './heading.js';

export interface GuidePathProps {
  title: string | null;
  intro: string | null;
  headingLevel: number;
  questions: readonly StepQuestion[];
  /** The path's state and actions (`useStepper`). */
  stepper: Pick<StepperState, 'index' | 'answers'> & Pick<StepperActions, 'answer' | 'back' | 'next' | 'restart'>;
  t: Translate<StepperStrings>;
  /** What follows the answers once the path is done (the general tool's suggestions). */
  children?: ReactNode;
}

export function GuidePath({ title, intro, headingLevel, questions, stepper, t, children }: GuidePathProps) {
  const { index, answers } = stepper;
  const question = questions[index];
  // The step the path was at when last rendered: a change between a question and the answers is
  // the visitor's, and focus follows it to the new content (a screen reader hears it).
  const shown = useRef(index);
  const entered = shown.current !== index;
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (entered && !question) done.current?.focus();
    shown.current = index;
  }, [index, entered, question]);
  const Heading = headingTag(headingLevel);
  // The labels of the options chosen: never a value itself, which may have come from the address.
  const chosen = questions.flatMap((q) => (answers.get(q.id) ?? []).flatMap((value) => q.options.find((o) => o.value === value)?.label ?? []));
  return (
    <section className="aalto-guide">
      {title && <Heading className="aalto-guide__title">{title}</Heading>}
      {intro && <p className="aalto-guide__intro">{intro}</p>}
      {question ? (
        <StepperView
          question={question}
          answer={answers.get(question.id) ?? []}
          texts={{
            progress: t('stepProgress', { n: index + 1, count: questions.length }),
            back: t('stepBack'),
            next: t('stepNext'),
            results: t('stepResults'),
            restart: t('stepRestart'),
          }}
          first={index === 0}
          last={index === questions.length - 1}
          onAnswer={(values) => stepper.answer(question.id, values)}
          onBack={stepper.back}
          onNext={stepper.next}
          onRestart={stepper.restart}
          focusOnMount={entered}
        />
      ) : (
        <div className="aalto-guide__done">
          <p className="aalto-guide__answers" tabIndex={-1} ref={done}>
            {t('stepAnswers')}: {chosen.length ? chosen.join(', ') : '–'}
          </p>
          <div className="aalto-stepper__buttons">
            <button type="button" className="aalto-button" onClick={stepper.back}>
              {t('stepEdit')}
            </button>
            <button type="button" className="aalto-button aalto-button--link" onClick={stepper.restart}>
              {t('stepRestart')}
            </button>
          </div>
          {children}
        </div>
      )}
    </section>
  );
}
