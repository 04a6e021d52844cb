import { BaseSequencer } from 'vitest/node';

/** The longest files first (sequencer.mjs). */
export default class LongestFirst extends BaseSequencer {}
