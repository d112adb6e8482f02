import { RESEND_COUNTDOWN_SECONDS } from '@signal-portal/core';
import { FakeClock } from '@signal-portal/fixtures';
import { describe, expect, it } from 'vitest';
import { ResendCountdown } from './resend-countdown.js';

describe('ResendCountdown', () => {
  it('counts whole seconds down from the core countdown to 0, then stops ticking', () => {
    const clock = new FakeClock();
    const countdown = new ResendCountdown(clock);
    expect(countdown.running).toBe(false);
    countdown.start();
    const seen: number[] = [countdown.secondsLeft];
    for (let i = 0; i < RESEND_COUNTDOWN_SECONDS; i++) {
      clock.advance(1_000);
      seen.push(countdown.secondsLeft);
    }
    expect(seen).toEqual(
      Array.from({ length: RESEND_COUNTDOWN_SECONDS + 1 }, (_, i) => RESEND_COUNTDOWN_SECONDS - i),
    );
    expect(countdown.running).toBe(false);
    expect(clock.pendingTimers).toBe(0);
  });

  it('starts again from the top when a new code is sent, and stops on demand', () => {
    const clock = new FakeClock();
    const countdown = new ResendCountdown(clock);
    countdown.start();
    clock.advance(30_500);
    expect(countdown.secondsLeft).toBe(30);
    countdown.start();
    expect(countdown.secondsLeft).toBe(RESEND_COUNTDOWN_SECONDS);
    countdown.stop();
    expect(countdown.secondsLeft).toBe(0);
    expect(clock.pendingTimers).toBe(0);
  });
});
