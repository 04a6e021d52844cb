/**
 * The language quiz's state, apart from its behaviour (`use-quiz.ts`) and its views, as React
 * Aria splits a component: the quiz from its source, the stepper over its questions (the answers
 * kept in session storage: a reload keeps them, a new tab does not), whether the test has
 * started, the question the dialog waits on, and where focus goes after the visitor's last act.
 * No DOM here: the behaviour acts on the page, the views render.
 */
import { useMemo, useState } from 'react';
import { declareSource } from '../../core/api/source.js';
import { useSource } from '../../core/api/use-source.js';
import type { PageSettings } from '../../core/settings.js';
import { keptInSession } from '../../core/stepper.js';
import { useStepper } from '../../core/use-stepper.js';
import { quizQuestions } from './endpoints.js';
import { languageQuizOf } from './entities.js';
import { skillResults } from './score.js';

/** Where the answers are kept (per language: the questions differ). */
export const answersKey = (language: string) => `aalto-language-quiz:${language}`;

/** The quiz's source: its questions, results and texts. */
const quizSource = declareSource({ quiz: quizQuestions }, ({ quiz }) => languageQuizOf(quiz));

/** What waits for the visitor's answer in the dialog: leaving to a link, to the introduction, or retaking. */
export type Pending = { kind: 'link'; href: string; target: string } | { kind: 'intro' } | { kind: 'retake' } | null;

/**
 * Where focus goes after an act that replaces what had it: the quiz's title (back at the
 * introduction), the question shown, or the results' heading. A new object for each act, so that
 * the same target twice moves focus twice.
 */
export type FocusRequest = { target: 'title' | 'question' | 'results' } | null;

export function useQuizState(settings: PageSettings) {
  const { value: quiz, failure, retry } = useSource(quizSource, settings);
  const questions = quiz?.questions ?? [];
  // Every question's options are the answer terms.
  const steps = useMemo(() => questions.map((q) => ({ id: q.id, values: (quiz?.terms ?? []).map((term) => term.value) })), [quiz]);
  const stepper = useStepper(steps, keptInSession(answersKey(settings.language)));
  const answered = stepper.answers.size > 0;
  // The introduction shows until the test starts; a kept answer means it had started.
  const [started, setStarted] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const [planSaved, setPlanSaved] = useState(false);
  // The test was just retaken: the status says so, until the next act.
  const [restarted, setRestarted] = useState(false);
  // None as the page loads: focus stays where the visitor has it.
  const [focus, setFocus] = useState<FocusRequest>(null);

  const done = stepper.index >= questions.length;
  /** Moves to a step by the visitor's act: focus follows to the question or the results. */
  const goTo = (index: number) => {
    setRestarted(false);
    stepper.goTo(index);
    setFocus({ target: index >= questions.length ? 'results' : 'question' });
  };
  /** Back at the introduction: the answers are forgotten. */
  const toIntro = () => {
    stepper.restart();
    setStarted(false);
    setFocus({ target: 'title' });
  };

  return {
    quiz,
    failure,
    retry,
    questions,
    stepper,
    answered,
    inTest: started || answered,
    done,
    results: done && quiz ? skillResults(quiz, stepper.answers) : [],
    unanswered: questions.filter((q) => !stepper.answers.get(q.id)?.length),
    question: questions[stepper.index],
    pending,
    planSaved,
    restarted,
    focus,
    start: () => {
      setStarted(true);
      setFocus({ target: 'question' });
    },
    answer: (id: string, values: string[]) => {
      setRestarted(false);
      stepper.answer(id, values);
    },
    goTo,
    /** 'Back': the question before; from the first, the introduction (asking first when answers would be lost). */
    back: () => {
      setRestarted(false);
      if (stepper.back()) return;
      if (answered) setPending({ kind: 'intro' });
      else toIntro();
    },
    /** A link inside the element, followed with answers given: asks first. */
    askToLeave: (href: string, target: string) => setPending({ kind: 'link', href, target }),
    askToRetake: () => setPending({ kind: 'retake' }),
    cancel: () => setPending(null),
    /** The dialog's yes: a retake starts again at the first question; leaving forgets the answers and returns the link to follow, if any. */
    confirm: (): Pending => {
      const now = pending;
      setPending(null);
      if (now?.kind === 'retake') {
        stepper.restart();
        setStarted(true);
        setRestarted(true);
        setFocus({ target: 'question' });
      } else if (now) toIntro();
      return now?.kind === 'link' ? now : null;
    },
    planWasSaved: () => setPlanSaved(true),
  };
}

export type QuizState = ReturnType<typeof useQuizState>;
