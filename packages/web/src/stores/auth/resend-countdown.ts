import { resendSecondsLeft, SECOND_MS, type Clock, type TimerHandle } from '@signal-portal/core';
import { makeAutoObservable } from 'mobx';

/** The resend button's countdown: the core's seconds since the code was sent, ticking every second. */
export class ResendCountdown {
  secondsLeft = 0;
  private sentAt = 0;
  private timer: { readonly handle: TimerHandle } | undefined = undefined;

  constructor(private readonly clock: Clock) {
    makeAutoObservable<ResendCountdown, 'clock' | 'sentAt' | 'timer'>(
      this,
      { clock: false, sentAt: false, timer: false },
      { autoBind: true },
    );
  }

  get running(): boolean {
    return this.secondsLeft > 0;
  }

  /** A code was just sent. */
  start(): void {
    this.stop();
    this.sentAt = this.clock.now();
    this.tick();
  }

  stop(): void {
    if (this.timer !== undefined) this.clock.clearTimeout(this.timer.handle);
    this.timer = undefined;
    this.secondsLeft = 0;
  }

  private tick(): void {
    const now = this.clock.now();
    this.secondsLeft = resendSecondsLeft(this.sentAt, now);
    if (this.secondsLeft === 0) {
      this.timer = undefined;
      return;
    }
    // Wake at the next whole second since sending, so the number changes on time.
    const untilNextSecond = SECOND_MS - ((now - this.sentAt) % SECOND_MS);
    this.timer = { handle: this.clock.setTimeout(() => this.tick(), untilNextSecond) };
  }
}
