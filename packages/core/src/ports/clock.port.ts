/** Opaque handle of a scheduled timer. */
export type TimerHandle = unknown;

/** Time and timers, injected so nothing in core reads the real clock (tests use a fake). */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}
export const Clock = Symbol('Clock');
