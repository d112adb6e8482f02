import type { MetricAbsenceReason } from './performance.types.js';

/** A figure, or the reason it cannot be computed: never NaN, never a made-up number. */
export type MetricValue<T> =
  | { readonly present: true; readonly value: T }
  | { readonly present: false; readonly reason: MetricAbsenceReason };

export const present = <T>(value: T): MetricValue<T> => ({ present: true, value });
export const absentBecause = <T = never>(reason: MetricAbsenceReason): MetricValue<T> => ({
  present: false,
  reason,
});
