/** The arithmetic of money that moves: profit-share settlement and the withdrawal quote. */
export * from './profit-share/profit-share.rules.js';
export * from './withdrawal/withdrawal-quote.js';
export * from './profit-share/report-totals.js';
export * from './profit-share/what-if.js';
export * from './profit-share/settlement-outcome.js';
export * from './profit-share/exchange-rate.rules.js';
export * from './profit-share/wallet-settlement.rules.js';
