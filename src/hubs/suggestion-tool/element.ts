import type { ElementEntry } from '../../core/element/element-entry.js';

/**
 * The general suggestion tool: its settings' questions one at a time (radio buttons, or checkboxes
 * where several answers fit), with Back, Next, 'Show results' and 'Start over'; then the
 * suggestions whose tags hold the answers, each with its link and why it matched. The path is kept
 * in the page address (`guide`), so a shared link opens the same step.
 *
 * @summary The general suggestion tool from `/aalto_api/suggestion-tool`.
 * @tag suggestion-tool
 * @attr {'_self' | '_blank'} [link-target='_self'] - Where suggestion links open: the same tab, or `_blank` for a new one.
 * @attr {2 | 3 | 4 | 5 | 6} [heading-level=2] - The heading level of the tool's title; the suggestions' heading is one below.
 * @attr {string} [param-prefix=''] - Put before the name of its address parameter, so two tools on one page keep their own path.
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-guide aalto-button aalto-button--primary
 */
export default {
  tag: 'suggestion-tool',
  attributes: ['link-target', 'heading-level', 'param-prefix'],
  load: () => import('./SuggestionTool.js'),
  first: ['suggestion-tool'],
  page: 'suggestion-tool.html',
  title: 'Suggestion tool',
  budgetKB: 72.75,
} satisfies ElementEntry;
