/**
 * <language-quiz>: the Finnish self-assessment (README 'What it shows'). An introduction, then each
 * question as a radio group of the answer terms, one at a time with its progress ('Question 4 of
 * 24'); then the level per skill with the results texts, 'Edit answers', 'Retake the test' (after
 * a confirmation), the Learn Finnish link, 'Save a learning plan' and 'Print results'.
 *
 * As React Aria splits a component: the state in `use-quiz-state.ts` (no DOM), the behaviour in
 * `use-quiz.ts` (focus, leaving, saving, printing), and the views here and in `QuizResults.tsx`.
 * It is no listing, and loads nothing of one.
 */
import { useMemo } from 'react';
import { headingLevelAttribute, linkTargetAttribute } from '../../core/element/attributes.js';
import type { ElementProps } from '../../core/element/react-element.js';
import { coreStrings, type CoreStrings } from '../../core/i18n/core-strings.js';
import { stepperStrings, type StepperStrings } from '../../core/i18n/stepper-strings.js';
import { createTranslator } from '../../core/i18n/translate.js';
import { ConfirmDialog } from '../../core/views/ConfirmDialog.js';
import { headingTag } from '../../core/views/heading.js';
import { LoadFailure, StatusMessage } from '../../core/views/StatusMessage.js';
import { StepperView } from '../../core/views/StepperView.js';
import { QuizResults } from './QuizResults.js';
import { NO_LEVEL } from './score.js';
import { quizStrings, type QuizStrings } from './strings.js';
import { useQuiz } from './use-quiz.js';
import { useQuizState } from './use-quiz-state.js';

export { answersKey } from './use-quiz-state.js';
export { PLAN_KEY, PRINT_CLASS } from './use-quiz.js';
export const attributes = { linkTarget: linkTargetAttribute('_self'), headingLevel: headingLevelAttribute(2) };
type Props = ElementProps<typeof attributes>;

export default function LanguageQuiz({ settings, linkTarget, headingLevel }: Props) {
  const { language } = settings;
  const t = useMemo(
    () => createTranslator<QuizStrings & StepperStrings & CoreStrings>(language, coreStrings, stepperStrings, quizStrings, settings.strings),
    [language, settings.strings],
  );
  const state = useQuizState(settings);
  const quiz = useQuiz(state);
  const { quiz: data, questions, stepper, question, pending } = state;

  if (state.failure)
    return (
      <div className="aalto-quiz" lang={language}>
        <LoadFailure text={t('loadFailed')} retry={t('tryAgain')} onRetry={state.retry} />
      </div>
    );
  if (!data) return <StatusMessage text={t('loading')} busy />;
  if (!questions.length || !data.terms.length)
    return (
      <div className="aalto-quiz" lang={language}>
        <StatusMessage text={t('unavailable')} />
        <button type="button" className="aalto-button" onClick={state.retry}>
          {t('retry')}
        </button>
      </div>
    );

  const Heading = headingTag(headingLevel);
  const skillName = (skill: string) => data.texts.get(`skill_${skill}`) ?? skill;
  const levelName = (value: string) => (value === NO_LEVEL ? t('noLevel') : value);
  const learnUrl = data.texts.get('learnFinnishUrl');
  const retaking = pending?.kind === 'retake';

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- guards clicks on the links inside; a link's Enter is a click.
    <div className="aalto-quiz" lang={language} onClick={quiz.guardLinks} ref={quiz.root}>
      <Heading className="aalto-quiz__title" ref={quiz.title} tabIndex={-1}>
        {data.texts.get('title') ?? t('title')}
      </Heading>
      {!state.inTest ? (
        <div className="aalto-quiz__intro">
          {data.texts.get('intro') && <p>{data.texts.get('intro')}</p>}
          <button type="button" className="aalto-button aalto-button--primary" onClick={state.start}>
            {t('start')}
          </button>
        </div>
      ) : question ? (
        <StepperView
          question={{ ...question, multiple: false, options: data.terms }}
          answer={stepper.answers.get(question.id) ?? []}
          texts={{
            progress: t('stepProgress', { n: stepper.index + 1, count: questions.length }),
            back: t('stepBack'),
            next: t('stepNext'),
            results: t('stepResults'),
            restart: t('stepRestart'),
          }}
          first={false}
          last={stepper.index === questions.length - 1}
          onAnswer={(values) => state.answer(question.id, values)}
          onBack={state.back}
          onNext={() => state.goTo(stepper.index + 1)}
          onRestart={state.askToRetake}
        />
      ) : (
        <QuizResults
          t={t}
          level={headingLevel + 1}
          headingRef={quiz.resultsHeading}
          results={state.results}
          unanswered={state.unanswered.length}
          skillName={skillName}
          levelName={levelName}
          planSaved={state.planSaved}
          learn={learnUrl ? { href: learnUrl, label: data.texts.get('learnFinnishLabel') ?? t('learnFinnish'), target: linkTarget } : null}
          onAnswerUnanswered={() => state.goTo(questions.indexOf(state.unanswered[0]!))}
          onEdit={() => state.goTo(0)}
          onRetake={state.askToRetake}
          onSavePlan={() => quiz.savePlan(t('planTitle'), skillName, levelName, state.results)}
          onPrint={quiz.print}
        />
      )}
      <p className="aalto-visually-hidden" role="status">
        {state.restarted ? t('restarted') : ''}
      </p>
      <ConfirmDialog
        open={pending !== null}
        title={retaking ? t('retakeTitle') : t('leaveTitle')}
        note={retaking ? t('retakeNote') : t('leaveNote')}
        confirm={retaking ? t('retakeConfirm') : t('leave')}
        cancel={retaking ? t('cancel') : t('stay')}
        onConfirm={quiz.confirm}
        onCancel={state.cancel}
      />
    </div>
  );
}
