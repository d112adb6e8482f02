import type { LoginPayload } from '@signal-portal/core';
import type { CodeChannel } from '../storage/verification-codes.repository.js';

/** Where a code goes: the channel, the address as the person gave it, and the key it is counted under. */
export interface Contact {
  readonly channel: CodeChannel;
  /** The address the message is sent to (the validated email, or the E.164 phone). */
  readonly to: string;
  /** Lower-cased email or E.164 phone: one key per inbox or phone for limits and countdowns. */
  readonly destination: string;
}

export const emailContact = (email: string): Contact => ({
  channel: 'email',
  to: email,
  destination: email.toLowerCase(),
});

/** The contact of a validated login or sign-up payload. */
export const contactOf = (payload: LoginPayload): Contact =>
  payload.method === 'email'
    ? emailContact(payload.email)
    : { channel: 'sms', to: payload.phone, destination: payload.phone };
