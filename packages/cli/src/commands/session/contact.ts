import { validatePhone, type LoginForm } from '@signal-portal/core';

/** Dial codes are 1 to 3 digits after the plus (E.164). */
const MAX_DIAL_CODE_DIGITS = 3;

/**
 * The country of an international number typed without `--country`: the dial code of its `+` prefix
 * for which core's phone rule accepts the number ('+886912345678' -> '+886').
 */
export const dialCodeOfNumber = (phone: string): string | undefined => {
  const digits = /^\+(\d+)$/.exec(phone.replace(/[\s()-]/g, ''))?.[1];
  if (digits === undefined) return undefined;
  for (let length = 1; length <= MAX_DIAL_CODE_DIGITS; length++) {
    const dialCode = `+${digits.slice(0, length)}`;
    if (!validatePhone(phone, dialCode).error) return dialCode;
  }
  return undefined;
};

/** A login form from flags: by email, or by phone with its country (given or read from the number). */
export const loginFormOf = (contact: {
  readonly email?: string;
  readonly phone?: string;
  readonly country?: string;
}): LoginForm | undefined => {
  if (contact.email !== undefined) return { method: 'email', email: contact.email };
  if (contact.phone === undefined) return undefined;
  const countryCode = contact.country ?? dialCodeOfNumber(contact.phone) ?? '';
  return { method: 'phone', countryCode, phone: contact.phone };
};
