/** Performance metrics of a trading account: definitions and a worked example in docs/metrics.md. */
export {
  computePerformance,
  annualisationFor,
  DEFAULT_PERFORMANCE_PLATFORM,
  SHARPE_MIN_HISTORY_DAYS,
} from './performance.js';
export {
  startPerformanceState,
  extendPerformanceState,
  reportFromState,
  PERFORMANCE_STATE_LAYOUT,
} from './performance-state.js';
export type { PerformanceState } from './performance-state.js';
export { sharpeRatio, measureSharpeRatio } from './sharpe.js';
export { maxDrawdown } from './drawdown.js';
export { FORMULA_VERSION } from './formula-version.js';
export { STATISTIC_DECIMALS, AVERAGE_DECIMALS } from './rounding.js';
export type { MetricValue } from './metric-value.js';
export type {
  AbsentableFigure,
  Annualisation,
  MonthlyReturn,
  PerformanceOptions,
  PerformanceReport,
  ReturnPeriodKind,
  SymbolPerformance,
  TradeHighlight,
} from './performance-report.types.js';
