/**
 * @signal-portal/core: the framework-free business core of the signal-provider portal.
 * The one entry point; adapters (server, web, CLI) import from here only.
 */
export * from './shared/result.js';
export * from './shared/error-codes.js';
export * from './shared/money.js';
export * from './shared/time.js';
export * from './i18n/languages.js';
export * from './i18n/index.js';
export * from './domain/entities.js';
export * from './domain/state-machines.js';
export * from './domain/money-rules.js';
export * from './domain/metrics/index.js';
export * from './domain/metrics/report-summaries.js';
export * from './validation/index.js';
export * from './ports/clock.port.js';
export * from './ports/index.js';
export * from './api/index.js';
export * from './api/signal-list-view.js';
export * from './live-feed/index.js';
export * from './services/index.js';
export * from './domain/accounts/account-display.js';
export * from './domain/accounts/crypto-options.js';
export * from './domain/profit-share/report-csv.js';
export * from './domain/trading/signal-history.js';
export * from './domain/withdrawal/withdrawal-timeline.js';
export * from './domain/withdrawal/withdrawal-options.js';
export * from './domain/wallet/wallet-figures.js';
export * from './domain/wallet/record-totals.js';
