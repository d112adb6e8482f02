import { describe, expect, it } from 'vitest';
import { RESEND_COUNTDOWN_SECONDS, resendSecondsLeft } from './resend-countdown.js';

describe('resendSecondsLeft', () => {
  const sentAt = 1_700_000_000_000;

  it('starts at the full countdown when the code has just been sent', () => {
    expect(resendSecondsLeft(sentAt, sentAt)).toBe(RESEND_COUNTDOWN_SECONDS);
  });

  it('rounds a started second up, so the button never shows 0 while still waiting', () => {
    expect(resendSecondsLeft(sentAt, sentAt + 1)).toBe(RESEND_COUNTDOWN_SECONDS);
    expect(resendSecondsLeft(sentAt, sentAt + 1_000)).toBe(RESEND_COUNTDOWN_SECONDS - 1);
    expect(resendSecondsLeft(sentAt, sentAt + 59_001)).toBe(1);
  });

  it('is 0 from the end of the countdown on, also when the clock went far past it', () => {
    expect(resendSecondsLeft(sentAt, sentAt + RESEND_COUNTDOWN_SECONDS * 1_000)).toBe(0);
    expect(resendSecondsLeft(sentAt, sentAt + 3_600_000)).toBe(0);
  });

  it('never exceeds the countdown when the clock reads earlier than the send time', () => {
    expect(resendSecondsLeft(sentAt, sentAt - 5_000)).toBe(RESEND_COUNTDOWN_SECONDS);
  });
});
