import type { Clock, TimerHandle } from '@signal-portal/core';

/** The timer functions of `window` (or any global object that has them). */
export interface TimerHost {
  setTimeout(handler: () => void, timeout: number): unknown;
  clearTimeout(handle: never): void;
}

/** The Clock port over the browser's clock and timers. */
export class WindowClock implements Clock {
  constructor(private readonly host: TimerHost = window) {}

  now(): number {
    return Date.now();
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return this.host.setTimeout(callback, ms);
  }

  clearTimeout(handle: TimerHandle): void {
    this.host.clearTimeout(handle as never);
  }
}
