import type { ElementEntry } from '../../core/element/element-entry.js';

/**
 * A short quiz of pages of options that leads to goals: one page at a time (radio buttons, or
 * checkboxes where a page takes several options), with Back, Next, 'Show results' and 'Start
 * over'; then the goals that fit the chosen options, each with its link and why it fits. The path
 * is kept in the page address (`guide`). A quiz that cannot load says 'No data available' and
 * offers 'Try again'.
 *
 * @summary The simple quiz from `/aalto_api/simple-quiz`.
 * @tag simple-quiz
 * @attr {'_self' | '_blank'} [link-target='_self'] - Where goal links open: the same tab, or `_blank` for a new one.
 * @attr {2 | 3 | 4 | 5 | 6} [heading-level=2] - The heading level of the quiz's title; the goals' heading is one below.
 * @attr {string} [param-prefix=''] - Put before the name of its address parameter, so two quizzes on one page keep their own path.
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-guide aalto-button aalto-button--primary
 */
export default {
  tag: 'simple-quiz',
  attributes: ['link-target', 'heading-level', 'param-prefix'],
  load: () => import('./SimpleQuiz.js'),
  first: ['simple-quiz'],
  page: 'simple-quiz.html',
  title: 'Simple quiz',
  budgetKB: 73,
} satisfies ElementEntry;
