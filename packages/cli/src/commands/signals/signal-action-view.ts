import type { Signal, TranslationKey } from '@signal-portal/core';
import { text, type Block } from '../../output/blocks.js';
import type { ViewContext } from '../../runner/command.js';
import { connectionFields, stateFields } from './signal-view.js';

/** What a lifecycle command shows after the server answered: what happened, then the signal's state. */
export const signalActionBlocks = (
  signal: Signal,
  done: TranslationKey,
  view: ViewContext,
): readonly Block[] => [
  text(view.t(done, { name: signal.name, id: signal.id }), 'success'),
  stateFields(signal, view),
  connectionFields(signal, view),
];
