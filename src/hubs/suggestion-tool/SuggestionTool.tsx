/**
 * <suggestion-tool>: the general suggestion tool, a guided tool (`src/core/guide-tool.tsx`) over
 * the `suggestion-tool` settings: its questions one step at a time, then the suggestions whose tags
 * hold the answers, each with why it matched.
 */
import { fetchEndpoint } from '../../core/api/endpoint.js';
import { suggestionTool } from '../../core/api/suggestion-endpoints.js';
import { guideToolAttributes, guideToolElement } from '../../core/guide-tool.js';
import { suggestionToolStrings } from './strings.js';

export const attributes = guideToolAttributes;
export default guideToolElement(async (settings, signal) => (await fetchEndpoint(settings, suggestionTool, {}, { signal })).settings, suggestionToolStrings, 'aalto-suggestion-tool');
