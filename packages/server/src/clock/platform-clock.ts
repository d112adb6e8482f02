import type { Clock, TimerHandle } from '@signal-portal/core';

/**
 * The platform's time: the real clock plus an offset operators can move forward (to see a 30-day
 * settlement today). Timers run on real time; only `now()` is shifted.
 */
export class PlatformClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly realNow: () => number = () => Date.now()) {}

  now(): number {
    return this.realNow() + this.offsetMs;
  }

  get offset(): number {
    return this.offsetMs;
  }

  setOffset(ms: number): void {
    this.offsetMs = ms;
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return setTimeout(callback, ms);
  }

  clearTimeout(handle: TimerHandle): void {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  }
}
