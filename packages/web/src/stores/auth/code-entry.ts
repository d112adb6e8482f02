import { VERIFY_CODE_LENGTH, type Clock } from '@signal-portal/core';
import { makeAutoObservable } from 'mobx';
import { ResendCountdown } from './resend-countdown.js';

/** The 6-digit code as typed (digits only) and the resend countdown of the code it answers. */
export class CodeEntry {
  value = '';
  readonly countdown: ResendCountdown;

  constructor(clock: Clock) {
    this.countdown = new ResendCountdown(clock);
    makeAutoObservable(this, { countdown: false }, { autoBind: true });
  }

  get complete(): boolean {
    return this.value.length === VERIFY_CODE_LENGTH;
  }

  /** Keeps the digits of what was typed or pasted (spaces and dashes of a pasted code drop out). */
  setValue(input: string): void {
    this.value = input.replace(/\D/g, '').slice(0, VERIFY_CODE_LENGTH);
  }

  /** A new code was sent: the old one is useless and the countdown starts again. */
  sent(): void {
    this.value = '';
    this.countdown.start();
  }

  reset(): void {
    this.value = '';
    this.countdown.stop();
  }
}
