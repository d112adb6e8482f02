import type { Signal } from './signal.js';

/**
 * What a draft still needs before it can be submitted, in the order the provider does it: link the
 * trading account, match its symbols, then the review. The creation wizard resumes a draft at its stage.
 */
export const SIGNAL_SETUP_STAGES = ['connect', 'symbols', 'review'] as const;
export type SignalSetupStage = (typeof SIGNAL_SETUP_STAGES)[number];

type SetupFields = Pick<Signal, 'status' | 'archivedAt' | 'deletedAt' | 'connStatus' | 'symbols'>;

/**
 * A draft: created but never submitted, and neither archived nor deleted. A rejected signal
 * (NOT_PASSED) is not a draft: it went through a review and is fixed from its own page.
 */
export const isSignalDraft = (signal: Pick<Signal, 'status' | 'archivedAt' | 'deletedAt'>): boolean =>
  signal.status === 'NOT_SUBMITTED' && signal.archivedAt === null && signal.deletedAt === null;

/**
 * The first setup stage a draft has not done, or null for a signal that is not a draft. Connecting
 * counts as done once the link was accepted (CONNECTING or CALCULATING: the platform finishes it);
 * a lost connection sends the draft back to connecting. The symbols are done when at least one is
 * matched, the review's own requirement.
 */
export const signalSetupStage = (signal: SetupFields): SignalSetupStage | null => {
  if (!isSignalDraft(signal)) return null;
  if (signal.connStatus === 'DISCONNECTED' || signal.connStatus === 'LOST') return 'connect';
  if (signal.symbols.length === 0) return 'symbols';
  return 'review';
};
