import type { Signal } from '../domain/signal/signal.js';
import { checkSignalAction, type SignalActionType } from '../domain/signal/signal.rules.js';
import { ok, type Result } from '../shared/result.js';

/** A signal by id, or the signal itself when the caller has it: then its rules are checked first. */
export type SignalTarget = string | Signal;

export const signalIdOf = (target: SignalTarget): string => (typeof target === 'string' ? target : target.id);

/** The state rule for an action, checked before the call when the signal is at hand. */
export const checkTarget = (target: SignalTarget, action: SignalActionType): Result<void> =>
  typeof target === 'string' ? ok(undefined) : checkSignalAction(target, action);
