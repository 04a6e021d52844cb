import { BaseSequencer } from 'vitest/node';

/** The engine files first among the browser files (sequencer.mjs). */
export default class EnginesFirst extends BaseSequencer {}
