/**
 * <simple-quiz>: a short quiz of pages of options that leads to goals, a guided tool
 * (`src/core/guide-tool.tsx`) over the `simple-quiz` answer: each page a question, then the goals
 * that fit the chosen options, with their links and why they fit; back and restart.
 */
import { simpleQuiz } from './endpoints.js';
import { declareSource } from '../../core/api/source.js';
import { simpleQuizSettings } from './entities.js';
import { guideToolAttributes, guideToolElement } from '../../core/guide-tool.js';
import { simpleQuizStrings } from './strings.js';

export const attributes = guideToolAttributes;
export default guideToolElement(
  declareSource({ quiz: simpleQuiz }, ({ quiz }) => simpleQuizSettings(quiz)),
  simpleQuizStrings,
  'aalto-suggestion-tool aalto-simple-quiz',
);
