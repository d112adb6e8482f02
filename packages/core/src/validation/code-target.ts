import type { LoginForm, LoginPayload } from './sign-up.rules.js';

/**
 * Where a code goes: the email, or the phone (as typed in a form, in E.164 in a payload). Its own
 * module, so a screen that shows it does not load the contact rules (libphonenumber's metadata).
 */
export const codeTargetOf = (contact: LoginForm | LoginPayload): string =>
  contact.method === 'email' ? contact.email : contact.phone;
