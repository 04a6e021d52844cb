/**
 * <language-quiz>: the Finnish self-assessment. An introduction, then each question as a
 * radio group of the answer terms, one at a time with its progress ('Question 4 of 24'); then the
 * level per skill with the results texts, 'Edit answers', 'Retake the test' (after a
 * confirmation), the Learn Finnish link, 'Save a learning plan' and 'Print results'.
 *
 * The answers are kept in session storage (a reload keeps them, a new tab does not). Leaving the
 * test with answers given asks first, in a modal dialog ('Leave the test?'): through a link inside
 * the element, or 'Back' from the first question; closing the tab gets the browser's own prompt.
 */
import { useEffect, useId, useMemo, useRef, useState, type MouseEvent } from 'react';
import { quizQuestions } from './endpoints.js';
import { declareSource } from '../../core/api/source.js';
import { headingLevelAttribute, linkTargetAttribute } from '../../core/element/attributes.js';
import type { ElementProps } from '../../core/element/react-element.js';
import { languageQuizOf } from './entities.js';
import { coreStrings, type CoreStrings } from '../../core/i18n/core-strings.js';
import { stepperStrings, type StepperStrings } from '../../core/i18n/stepper-strings.js';
import { createTranslator } from '../../core/i18n/translate.js';
import { useStepper } from '../../core/use-stepper.js';
import { useSource } from '../../core/api/use-load.js';
import { ConfirmDialog } from '../../core/views/ConfirmDialog.js';
import { headingTag } from '../../core/views/heading.js';
import { SafeLink } from '../../core/views/SafeLink.js';
import { LoadFailure, StatusMessage } from '../../core/views/StatusMessage.js';
import { StepperView } from '../../core/views/StepperView.js';
import { learningPlan, NO_LEVEL, skillResults } from './score.js';
import { quizStrings, type QuizStrings } from './strings.js';

export const attributes = { linkTarget: linkTargetAttribute('_self'), headingLevel: headingLevelAttribute(2) };
type Props = ElementProps<typeof attributes>;

/** Where the answers are kept (per language: the questions differ) and where the plan is saved. */
export const answersKey = (language: string) => `aalto-language-quiz:${language}`;
export const PLAN_KEY = 'aalto-language-quiz:plan';
/** The class on the root element while 'Print results' prints (the print stylesheet shows the results only). */
export const PRINT_CLASS = 'aalto-print-quiz';

/** The quiz's source: its questions, results and texts. */
const quizSource = declareSource({ quiz: quizQuestions }, ({ quiz }) => languageQuizOf(quiz));

/** What waits for the visitor's answer in the dialog: leaving to a link, to the introduction, or retaking. */
type Pending = { kind: 'link'; href: string; target: string } | { kind: 'intro' } | { kind: 'retake' } | null;

export default function LanguageQuiz({ settings, linkTarget, headingLevel }: Props) {
  const { language } = settings;
  const t = useMemo(() => createTranslator<QuizStrings & StepperStrings & CoreStrings>(language, coreStrings, stepperStrings, quizStrings, settings.strings), [language, settings.strings]);
  const { value: quiz, failure, retry } = useSource(quizSource, settings);
  const questions = quiz?.questions ?? [];
  const stepper = useStepper(questions.map((q) => q.id), { kind: 'session', key: answersKey(language) });
  const answered = stepper.answers.size > 0;
  // The introduction shows until the test starts; a kept answer means it had started.
  const [started, setStarted] = useState(false);
  const inTest = started || answered;
  const [pending, setPending] = useState<Pending>(null);
  const [planSaved, setPlanSaved] = useState(false);
  // Counts the visitor's acts that bring in new content (start, results, edit, retake): focus
  // follows to its heading or question, so keyboard and screen reader users follow the step.
  // (Before any, as the page loads, focus stays where it is.)
  const [moves, setMoves] = useState(0);
  const moved = () => setMoves((n) => n + 1);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const resultsId = useId();
  const Heading = headingTag(headingLevel);
  const SubHeading = headingTag(headingLevel + 1);

  // Closing the tab with answers given: the browser's own prompt (not when the visitor chose to leave).
  const leaving = useRef(false);
  useEffect(() => {
    if (!answered) return;
    const guard = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', guard);
    return () => window.removeEventListener('beforeunload', guard);
  }, [answered]);

  // After a render the visitor's act caused: the results' heading takes focus when they show (a
  // question takes it itself, through StepperView's focusOnMount).
  useEffect(() => {
    if (moves > 0) resultsHeading.current?.focus();
  }, [moves]);

  if (failure)
    return (
      <div className="aalto-quiz" lang={language}>
        <LoadFailure text={t('loadFailed')} retry={t('tryAgain')} onRetry={retry} />
      </div>
    );
  if (!quiz) return <StatusMessage text={t('loading')} busy />;
  if (!questions.length || !quiz.terms.length)
    return (
      <div className="aalto-quiz" lang={language}>
        <StatusMessage text={t('unavailable')} />
        <button type="button" className="aalto-button" onClick={retry}>
          {t('retry')}
        </button>
      </div>
    );

  const title = quiz.texts.get('title') ?? t('title');
  const skillName = (skill: string) => quiz.texts.get(`skill_${skill}`) ?? skill;
  const levelName = (value: string) => (value === NO_LEVEL ? t('noLevel') : value);
  const done = stepper.index >= questions.length;
  const results = done ? skillResults(quiz, stepper.answers) : [];
  const unanswered = questions.filter((q) => !stepper.answers.get(q.id)?.length);
  /** Moves to a step by the visitor's act: focus follows to the new content. */
  const goTo = (index: number) => {
    moved();
    stepper.goTo(index);
  };

  // A link inside the element, followed with answers given, asks first.
  const guardLinks = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || !answered || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setPending({ kind: 'link', href: link.href, target: link.target || '_self' });
  };
  const confirm = () => {
    const now = pending;
    setPending(null);
    if (!now) return;
    if (now.kind === 'retake') {
      moved();
      stepper.restart();
      setStarted(true);
      return;
    }
    // Leaving: the answers are not kept.
    stepper.restart();
    setStarted(false);
    if (now.kind === 'link') {
      if (now.target !== '_self') window.open(now.href, now.target, 'noopener');
      else {
        leaving.current = true;
        window.location.assign(now.href);
      }
    }
  };
  const savePlan = () => {
    const plan = learningPlan(t('planTitle'), results, skillName, levelName);
    try {
      localStorage.setItem(PLAN_KEY, plan);
    } catch {
      // Storage full or off: the download still happens.
    }
    const url = URL.createObjectURL(new Blob([plan], { type: 'text/plain;charset=utf-8' }));
    const download = document.createElement('a');
    download.href = url;
    download.download = 'learning-plan.txt';
    download.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    setPlanSaved(true);
  };
  const print = () => {
    const page = document.documentElement;
    page.classList.add(PRINT_CLASS);
    // print() returns when the dialog closes (or at once where printing is off): the class goes then.
    try {
      window.print?.();
    } finally {
      page.classList.remove(PRINT_CLASS);
    }
  };
  const question = questions[stepper.index];

  return (
    <div className="aalto-quiz" lang={language} onClick={guardLinks}>
      <Heading className="aalto-quiz__title">{title}</Heading>
      {!inTest ? (
        <div className="aalto-quiz__intro">
          {quiz.texts.get('intro') && <p>{quiz.texts.get('intro')}</p>}
          <button
            type="button"
            className="aalto-button aalto-button--primary"
            onClick={() => {
              moved();
              setStarted(true);
            }}
          >
            {t('start')}
          </button>
        </div>
      ) : question ? (
        <StepperView
          question={{ id: question.id, question: question.question, multiple: false, options: quiz.terms }}
          answer={stepper.answers.get(question.id) ?? []}
          texts={{ progress: t('stepProgress', { n: stepper.index + 1, count: questions.length }), back: t('stepBack'), next: t('stepNext'), results: t('stepResults'), restart: t('stepRestart') }}
          first={false}
          last={stepper.index === questions.length - 1}
          onAnswer={(values) => stepper.answer(question.id, values)}
          // 'Back' from the first question leaves the test for the introduction.
          onBack={() => stepper.back() || (answered ? setPending({ kind: 'intro' }) : setStarted(false))}
          onNext={() => goTo(stepper.index + 1)}
          onRestart={() => setPending({ kind: 'retake' })}
          focusOnMount={moves > 0}
        />
      ) : (
        <section className="aalto-quiz__results" aria-labelledby={resultsId}>
          <SubHeading id={resultsId} ref={resultsHeading} tabIndex={-1}>
            {t('results')}
          </SubHeading>
          {unanswered.length > 0 && (
            <p className="aalto-quiz__unanswered">
              {t('unanswered', { count: unanswered.length })}{' '}
              <button type="button" className="aalto-button aalto-button--link" onClick={() => goTo(questions.indexOf(unanswered[0]!))}>
                {t('answerThem')}
              </button>
            </p>
          )}
          <dl className="aalto-quiz__skills">
            {results.map((r) => (
              <div key={r.skill} className="aalto-quiz__skill">
                <dt>{skillName(r.skill)}</dt>
                <dd>
                  <strong>
                    {t('level')}: {levelName(r.level)}
                  </strong>
                  {r.text && <p>{r.text}</p>}
                </dd>
              </div>
            ))}
          </dl>
          <div className="aalto-quiz__actions">
            <button type="button" className="aalto-button" onClick={() => goTo(0)}>
              {t('editAnswers')}
            </button>
            <button type="button" className="aalto-button" onClick={() => setPending({ kind: 'retake' })}>
              {t('retake')}
            </button>
            <button type="button" className="aalto-button" onClick={savePlan}>
              {t('savePlan')}
            </button>
            <button type="button" className="aalto-button aalto-button--primary" onClick={print}>
              {t('print')}
            </button>
          </div>
          <p className="aalto-quiz__saved" role="status">
            {planSaved ? t('planSaved') : ''}
          </p>
          {quiz.texts.get('learnFinnishUrl') && (
            <p className="aalto-quiz__learn">
              <SafeLink href={quiz.texts.get('learnFinnishUrl')} target={linkTarget} externalHint={t('externalLink')} newTabHint={t('newTab')}>
                {quiz.texts.get('learnFinnishLabel') ?? t('learnFinnish')}
              </SafeLink>
            </p>
          )}
        </section>
      )}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'retake' ? t('retakeTitle') : t('leaveTitle')}
        note={pending?.kind === 'retake' ? t('retakeNote') : t('leaveNote')}
        confirm={pending?.kind === 'retake' ? t('retakeConfirm') : t('leave')}
        cancel={pending?.kind === 'retake' ? t('cancel') : t('stay')}
        onConfirm={confirm}
        onCancel={() => setPending(null)}
      />
    </div>
  );
}
