/**
 * The language quiz's behaviour over its state (`use-quiz-state.ts`): what acts on the page. Focus
 * follows the visitor's acts; it moves in an effect of the quiz's root, which runs after its
 * children's, so after the dialog has closed and given the page back (a focus while the modal
 * dialog is open lands nowhere, and the element that opened it may be gone). Closing the tab with
 * answers given gets the browser's own prompt; a link inside the element asks first; the learning
 * plan is saved and downloaded; 'Print results' prints the results alone.
 */
import { useEffect, useRef, type MouseEvent } from 'react';
import { documentProperty } from '../../core/document-reads.js';
import { focusQuestion } from '../../core/views/StepperView.js';
import { learningPlan, type SkillResult } from './score.js';
import type { QuizState } from './use-quiz-state.js';

/** Where the learning plan is saved. */
export const PLAN_KEY = 'aalto-language-quiz:plan';
/** The class on the root element while 'Print results' prints (the print stylesheet shows the results only). */
export const PRINT_CLASS = 'aalto-print-quiz';

export function useQuiz(state: QuizState) {
  const root = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // Closing the tab with answers given: the browser's own prompt (not when the visitor chose to leave).
  const leaving = useRef(false);
  useEffect(() => {
    if (!state.answered) return;
    const guard = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      event.returnValue = '';
    };
    addEventListener('beforeunload', guard);
    return () => removeEventListener('beforeunload', guard);
  }, [state.answered]);

  useEffect(() => {
    const target = state.focus?.target;
    if (target === 'title') title.current?.focus();
    else if (target === 'results') resultsHeading.current?.focus();
    else if (target === 'question') focusQuestion(root.current?.querySelector<HTMLElement>('.aalto-stepper legend'));
  }, [state.focus]);

  return {
    root,
    title,
    resultsHeading,
    /** On the root: a link inside the element, followed with answers given, asks first. */
    guardLinks: (event: MouseEvent<HTMLDivElement>) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]');
      if (!link || !state.answered || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      state.askToLeave(link.href, link.target || '_self');
    },
    /** The dialog's yes; leaving through a link follows it. */
    confirm: () => {
      const link = state.confirm();
      if (link?.kind !== 'link') return;
      if (link.target !== '_self') window.open(link.href, link.target, 'noopener');
      else {
        leaving.current = true;
        window.location.assign(link.href);
      }
    },
    savePlan: (planTitle: string, skillName: (skill: string) => string, levelName: (level: string) => string, results: readonly SkillResult[]) => {
      const plan = learningPlan(planTitle, results, skillName, levelName);
      try {
        localStorage.setItem(PLAN_KEY, plan);
      } catch {
        // Storage full or off: the download still happens.
      }
      const url = URL.createObjectURL(new Blob([plan], { type: 'text/plain;charset=utf-8' }));
      const download = documentProperty<Document['createElement']>('createElement').call(document, 'a') as HTMLAnchorElement;
      download.href = url;
      download.download = 'learning-plan.txt';
      download.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
      state.planWasSaved();
    },
    print: () => {
      const page = document.documentElement;
      page.classList.add(PRINT_CLASS);
      // print() returns when the dialog closes (or at once where printing is off): the class goes then.
      try {
        window.print?.();
      } finally {
        page.classList.remove(PRINT_CLASS);
      }
    },
  };
}
