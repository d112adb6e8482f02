import type { Language } from '../../i18n/languages.js';

/** Whether the portal has a signed-in provider (spec section 4). */
export const AUTH_STATES = ['GUEST', 'MEMBER'] as const;
export type AuthState = (typeof AUTH_STATES)[number];

/** How a user is reached: by email or by phone. Numeric on the wire (spec section 3). */
export const ContactType = { Email: 0, Phone: 1 } as const;
export type ContactType = (typeof ContactType)[keyof typeof ContactType];

export interface SignalInfo {
  /** Signals of this provider that passed review. */
  readonly passedCount: number;
}

/** The signed-in provider (spec section 3). `email` is '' for users who registered by phone. */
export interface User {
  readonly id: string;
  readonly headshot: string;
  readonly username: string;
  readonly email: string;
  readonly countryCode: string;
  readonly phone: string;
  readonly language: Language;
  readonly signalInfo: SignalInfo;
}

/** A member whose record has an id but no email is confined to /without-email. */
export const needsEmail = (user: Pick<User, 'id' | 'email'>): boolean => user.id !== '' && user.email === '';
