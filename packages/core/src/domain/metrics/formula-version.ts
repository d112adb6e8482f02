/**
 * Version of the definitions in docs/metrics.md. Change it with any change to a formula, a rounding
 * or an absence rule, so that a stored number can always be traced to the definition that made it.
 */
export const FORMULA_VERSION = '2026.11-1';
