/**
 * <suggestion-tool>: the general suggestion tool, a guided tool (`src/core/guide-tool.tsx`) over
 * the `suggestion-tool` settings: its questions one step at a time, then the suggestions whose tags
 * hold the answers, each with why it matched.
 */
import { declareSource } from '../../core/api/source.js';
import { suggestionTool } from './endpoints.js';
import { guideToolAttributes, guideToolElement } from '../../core/guide-tool.js';
import { suggestionToolStrings } from './strings.js';

export const attributes = guideToolAttributes;
export default guideToolElement(
  declareSource({ tool: suggestionTool }, ({ tool }) => tool.settings),
  suggestionToolStrings,
  'aalto-suggestion-tool',
);
