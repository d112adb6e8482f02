import type { ErrorCode } from '../../shared/error-codes.js';
import { fail, ok, type Result } from '../../shared/result.js';
import type { Signal } from './signal.js';
import { checkSignalAction } from './signal.rules.js';

/** Whether the link screen connects a signal for the first time or reconnects it. */
export type LinkMode = 'connect' | 'reconnect';

/** A signal that was linked before: the platform kept its account or computed figures from it. */
export const wasEverLinked = (signal: Pick<Signal, 'info' | 'performance'>): boolean =>
  signal.info.number !== '' || signal.performance !== null;

/**
 * The link screen's mode (docs/state-rules.md, "connect and reconnect"): a signal never linked is
 * connected, one linked before (or LOST) is reconnected. The refusal of both actions says why the
 * signal cannot be linked now (archived: SIGNAL_ARCHIVED; already linked: SIGNAL_ALREADY_CONNECTED).
 */
export const linkModeOf = (signal: Signal): Result<LinkMode> => {
  const connect = checkSignalAction(signal, 'connect');
  if (!connect.error && !wasEverLinked(signal)) return ok('connect');
  const reconnect = checkSignalAction(signal, 'reconnect');
  if (!reconnect.error) return ok('reconnect');
  const code: ErrorCode = connect.error ? connect.value : reconnect.value;
  return fail(code);
};

/**
 * A reconnect may retry the stored link without new credentials: the platform still has the account
 * (an account number), or the sync tool reports in again (EA).
 */
export const canRetryStoredLink = (signal: Pick<Signal, 'connMethod' | 'info'>): boolean =>
  signal.connMethod === 'EA' || signal.info.number !== '';
