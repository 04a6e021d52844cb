import type { ElementEntry } from '../../core/element/element-entry.js';

/**
 * The Finnish self-assessment quiz: an introduction, then each question as a radio group of the
 * answer terms, one at a time with its progress ('Question 4 of 24') and Back, Next, 'Show results'
 * and 'Start over'; then the level per skill with its results text, 'Edit answers', 'Retake the
 * test' (after a confirmation), a link to the Learn Finnish page, 'Save a learning plan' (a text
 * file, also kept in local storage) and 'Print results' (the results alone). The answers survive a
 * reload (session storage). Leaving with answers given, through a link inside the element or Back
 * from the first question, asks 'Leave the test?' in a modal dialog (Leave, Stay); closing the tab
 * gets the browser's own prompt. A quiz that cannot load says so and offers 'Try again'.
 *
 * @summary The self-assessment quiz from `/aalto_api/quiz-questions`.
 * @tag language-quiz
 * @attr {'_self' | '_blank'} [link-target='_self'] - Where the Learn Finnish link opens: the same tab, or `_blank` for a new one.
 * @attr {2 | 3 | 4 | 5 | 6} [heading-level=2] - The heading level of the quiz's title; the results' heading is one below.
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-quiz aalto-button aalto-button--primary
 */
export default {
  tag: 'language-quiz',
  attributes: ['link-target', 'heading-level'],
  load: () => import('./LanguageQuiz.js'),
  first: ['quiz-questions'],
  page: 'language-quiz.html',
  title: 'Language quiz',
  // The guided path and the quiz's own code, which may take 8 KB of its own.
  budgetKB: 74.75,
} satisfies ElementEntry;
