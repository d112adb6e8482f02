/** The state rules of signals, withdrawals and identity verification (docs/state-rules.md). */
export * from './signal/signal.rules.js';
export * from './withdrawal/withdrawal.rules.js';
export * from './kyc/kyc.rules.js';
